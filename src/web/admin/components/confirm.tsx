import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { useT } from '~/web/i18n/i18n-context';
import { AdminDialog } from './admin-dialog';

interface Ask {
  text: string;
  /** what will happen, one line each (a bulk removal: how many are deleted, how many kept and deactivated) */
  details?: string[];
  confirmLabel?: string;
  danger?: boolean;
}
type Confirm = (ask: Ask) => Promise<boolean>;

const ConfirmContext = createContext<Confirm>(async () => false);

/**
 * "Are you sure?" before a removal or a status move (FORM-12): one modal for the back office, answered with a
 * promise. Escape or a click outside is "no"; the focus starts on Cancel so Enter never removes by accident.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const [ask, setAsk] = useState<(Ask & { resolve: (v: boolean) => void; n: number }) | null>(null);
  const seq = useRef(0);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirm = useCallback<Confirm>(
    (a) => new Promise((resolve) => setAsk({ ...a, resolve, n: ++seq.current })),
    [],
  );
  const answer = (v: boolean) => {
    ask?.resolve(v);
    setAsk(null);
  };
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {ask ? (
        <AdminDialog
          key={ask.n}
          role="alertdialog"
          labelledBy="adm-confirm-text"
          describedBy={ask.details?.length ? 'adm-confirm-details' : undefined}
          initialFocus={cancelRef}
          onDismiss={() => answer(false)}
          testId="confirm-dialog"
        >
          <p id="adm-confirm-text" className="adm-modal-text">
            {ask.text}
          </p>
          {ask.details?.length ? (
            <ul id="adm-confirm-details" className="adm-modal-details" data-testid="confirm-details">
              {ask.details.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          ) : null}
          <div className="adm-modal-actions">
            <button ref={cancelRef} type="button" className="adm-btn" onClick={() => answer(false)}>
              {t('admin-ui.common.cancel')}
            </button>
            <button
              type="button"
              className={`adm-btn ${ask.danger ? 'adm-btn-danger' : 'adm-btn-primary'}`}
              onClick={() => answer(true)}
              data-testid="confirm-yes"
            >
              {ask.confirmLabel ?? t('admin-ui.common.confirm')}
            </button>
          </div>
        </AdminDialog>
      ) : null}
    </ConfirmContext.Provider>
  );
}

export const useConfirm = () => useContext(ConfirmContext);
