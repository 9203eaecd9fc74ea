import { ComingSoon } from '~/web/components/coming-soon';

export default function Soon() {
  return <ComingSoon />;
}
