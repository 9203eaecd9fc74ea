import { useEffect, useRef, useState } from 'react';
import { useT } from '~/web/i18n/i18n-context';
import { AdminDialog } from './admin-dialog';

/** The back office's keys (ADM-23): what each does is found on the page by its test id, so any list or form has them. */
const KEYS: { keys: string[]; label: string }[] = [
  { keys: ['/'], label: 'search' },
  { keys: ['N'], label: 'create' },
  { keys: ['Ctrl', 'S'], label: 'save' },
  { keys: ['Esc'], label: 'close' },
  { keys: ['?'], label: 'help' },
];

/** Typing in a field: single-letter keys are the person's text there, not shortcuts. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || !!target.closest('input, textarea, select, [contenteditable="true"]');
}

const byTestId = <T extends HTMLElement>(id: string) => document.querySelector<T>(`[data-testid="${id}"]`);

/**
 * Keyboard shortcuts of the back office (ADM-23): `/` focuses the list's search, `n` opens New where the list can
 * create, Ctrl/Cmd+S saves the open form (instead of the browser saving the page), Esc closes the open record (back to
 * its list; an open dialog closes itself first), `?` shows this list. `/`, `n` and `?` are ignored while typing in a
 * field or with Ctrl, Cmd or Alt held; Ctrl/Cmd+S and Esc work everywhere.
 */
export function KeyboardShortcuts() {
  const t = useT();
  const [help, setHelp] = useState(false);
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing) return;
      const modal = document.querySelector('[aria-modal="true"]');
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 's') {
        const form = byTestId<HTMLFormElement>('record-form');
        if (!form || modal) return;
        e.preventDefault();
        if (!byTestId<HTMLButtonElement>('save')?.disabled) form.requestSubmit();
        return;
      }
      if (modal) return; // a dialog handles its own keys (Esc closes it)
      if (e.key === 'Escape') {
        const back = byTestId<HTMLAnchorElement>('back-to-list');
        if (back) {
          e.preventDefault();
          back.click();
        }
        return;
      }
      if (e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
      if (e.key === '/') {
        const search = byTestId<HTMLInputElement>('search');
        if (search) {
          e.preventDefault();
          search.focus();
          search.select();
        }
      } else if (e.key === 'n' || e.key === 'N') {
        const create = byTestId<HTMLAnchorElement>('create');
        if (create) {
          e.preventDefault();
          create.click();
        }
      } else if (e.key === '?') {
        e.preventDefault();
        setHelp(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <button
        type="button"
        className="adm-icon-btn adm-keys-btn"
        onClick={() => setHelp(true)}
        title={t('admin-ui.keys.title')}
        aria-label={t('admin-ui.keys.title')}
        aria-keyshortcuts="?"
        data-testid="shortcuts-open"
      >
        ?
      </button>
      {help ? (
        <AdminDialog
          labelledBy="adm-keys-title"
          initialFocus={close}
          onDismiss={() => setHelp(false)}
          testId="shortcuts"
        >
          <h2 className="adm-h2" id="adm-keys-title">
            {t('admin-ui.keys.title')}
          </h2>
          <dl className="adm-keys">
            {KEYS.map((k) => (
              <div key={k.label} className="adm-keys-row">
                <dt>
                  {k.keys.map((key, i) => (
                    <span key={key}>
                      {i ? ' + ' : null}
                      <kbd>{key}</kbd>
                    </span>
                  ))}
                </dt>
                <dd>{t(`admin-ui.keys.${k.label}`)}</dd>
              </div>
            ))}
          </dl>
          <p className="adm-muted adm-keys-note">{t('admin-ui.keys.note')}</p>
          <div className="adm-modal-buttons">
            <button ref={close} type="button" className="adm-btn" onClick={() => setHelp(false)}>
              {t('admin-ui.common.close')}
            </button>
          </div>
        </AdminDialog>
      ) : null}
    </>
  );
}
