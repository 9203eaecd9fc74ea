import { useT } from '~/web/i18n/i18n-context';

/** Generic error view: "Opps / Something went wrong" with a Refresh link to / (spec 000 §8). */
export function ErrorView() {
  const t = useT();
  const tr = (k: string, fallback: string) => {
    const v = t(k);
    return v === k ? fallback : v;
  };
  return (
    <main className="error-view container" data-testid="error-view">
      <h1>{tr('common.error.title', 'Opps')}</h1>
      <p>{tr('common.error.text', 'Something went wrong')}</p>
      <a className="btn btn-primary" href="/">
        {tr('common.error.refresh', 'Refresh')}
      </a>
    </main>
  );
}
