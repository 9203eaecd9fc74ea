import { Logo } from './logo';

/** Coming-soon mode: every route shows only the logo, centred (spec 000 §2). */
export function ComingSoon() {
  return (
    <main className="soon" data-testid="coming-soon">
      <Logo size={72} className="soon-logo" />
    </main>
  );
}
