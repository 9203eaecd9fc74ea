import { Logo } from './logo';

/** Coming-soon mode: every route shows only the logo, centred (NAV-4). */
export function ComingSoon() {
  return (
    <main className="soon" data-testid="coming-soon">
      <Logo size={72} className="soon-logo" />
    </main>
  );
}
