import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '~/web/i18n/i18n-context';

interface Ask {
  text: string;
  confirmLabel?: string;
  danger?: boolean;
}
type Confirm = (ask: Ask) => Promise<boolean>;

const ConfirmContext = createContext<Confirm>(async () => false);

/**
 * "Are you sure?" before a removal or a status move (spec 001 §4): one modal for the back office, answered with a
 * promise. Escape or a click outside is "no"; the focus starts on Cancel so Enter never removes by accident.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const [ask, setAsk] = useState<(Ask & { resolve: (v: boolean) => void }) | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirm = useCallback<Confirm>((a) => new Promise((resolve) => setAsk({ ...a, resolve })), []);
  const answer = (v: boolean) => {
    ask?.resolve(v);
    setAsk(null);
  };
  useEffect(() => {
    if (!ask) return;
    cancelRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && answer(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ask]);
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {ask ? (
        <div className="adm-modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && answer(false)}>
          <div className="adm-modal" role="alertdialog" aria-modal="true" aria-labelledby="adm-confirm-text" data-testid="confirm-dialog">
            <p id="adm-confirm-text" className="adm-modal-text">
              {ask.text}
            </p>
            <div className="adm-modal-actions">
              <button ref={cancelRef} type="button" className="adm-btn" onClick={() => answer(false)}>
                {t('admin-ui.common.cancel')}
              </button>
              <button type="button" className={`adm-btn ${ask.danger ? 'adm-btn-danger' : 'adm-btn-primary'}`} onClick={() => answer(true)} data-testid="confirm-yes">
                {ask.confirmLabel ?? t('admin-ui.common.confirm')}
              </button>
            </div>
          </div>
        </div>
      ) : null}
    </ConfirmContext.Provider>
  );
}

export const useConfirm = () => useContext(ConfirmContext);
