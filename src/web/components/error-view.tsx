import { useT } from '~/web/i18n/i18n-context';
import { Logo } from './logo';

/** Generic error view: "Opps / Something went wrong" with a Refresh link to / (NAV-8). */
export function ErrorView() {
  const t = useT();
  const tr = (k: string, fallback: string) => {
    const v = t(k);
    return v === k ? fallback : v;
  };
  return (
    <main className="status-view container" data-testid="error-view" id="main">
      <div className="status-card">
        <div className="status-art status-art--error" aria-hidden="true">
          <svg viewBox="0 0 120 120" width="120" height="120">
            <circle cx="60" cy="60" r="56" fill="#fff1e6" />
            <path d="M66 22 38 64h18l-6 34 32-46H64z" fill="#ff6a00" />
            <path d="M28 92 92 28" stroke="#0b1b3f" strokeWidth="6" strokeLinecap="round" />
          </svg>
        </div>
        <h1 className="status-title">{tr('common.error.title', 'Opps')}</h1>
        <p className="status-text">{tr('common.error.text', 'Something went wrong')}</p>
        <a className="btn btn-primary btn-lg" href="/">
          {tr('common.error.refresh', 'Refresh')}
        </a>
        <div className="status-logo">
          <Logo size={24} />
        </div>
      </div>
    </main>
  );
}
