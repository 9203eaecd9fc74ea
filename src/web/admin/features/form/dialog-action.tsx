import { useState, type ReactNode } from 'react';
import type { RecordAction } from '~/domain/api/admin';

/**
 * A record action that opens a dialog of its own (the order's Refund and Edit): the button the server describes, and
 * the dialog mounted only while open, so each opening starts from the record as it is (and with a new idempotency key).
 * `dialog` gets `close` (Cancel, Escape) and `done` (saved: closes and reloads the record).
 */
export function DialogAction({
  action,
  onDone,
  dialog,
}: {
  action: RecordAction;
  onDone: () => void;
  dialog: (close: () => void, done: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="adm-btn"
        onClick={() => setOpen(true)}
        data-testid={`action-${action.name}`}
        aria-haspopup="dialog"
      >
        {action.label}
      </button>
      {open
        ? dialog(
            () => setOpen(false),
            () => {
              setOpen(false);
              onDone();
            },
          )
        : null}
    </>
  );
}
