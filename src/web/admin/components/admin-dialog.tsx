import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The back office's one modal frame (decision 0063): the confirmation and the sign-in again use it. It is rendered
 * next to the shell, not inside it, so it takes its colours from the tokens `admin.css` sets on the document (the
 * back office's theme holds wherever a dialog is rendered). The focus starts on `initialFocus`, Tab stays inside,
 * Escape and a press outside call `onDismiss`, and the focus goes back where it was when the dialog closes.
 */
export function AdminDialog({
  labelledBy,
  describedBy,
  role = 'dialog',
  initialFocus,
  onDismiss,
  testId,
  children,
}: {
  labelledBy: string;
  describedBy?: string;
  role?: 'dialog' | 'alertdialog';
  initialFocus: RefObject<HTMLElement | null>;
  onDismiss: () => void;
  testId: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    initialFocus.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        dismiss.current();
        return;
      }
      if (e.key !== 'Tab' || !box.current) return;
      const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      if (before?.isConnected) before.focus();
    };
    // the frame opens once per dialog; the focus target is read at that moment
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="adm-modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && dismiss.current()}>
      <div
        ref={box}
        className="adm-modal"
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        data-testid={testId}
      >
        {children}
      </div>
    </div>
  );
}
