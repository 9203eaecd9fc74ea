import { Link } from 'react-router';
import { Logo } from '../logo';
import { useHref } from '~/web/lib/href';

export function Header() {
  const href = useHref();
  return (
    <header className="header">
      <Link to={href('/')}>
        <Logo />
      </Link>
    </header>
  );
}
