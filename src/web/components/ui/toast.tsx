import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { IconCheck, IconClose } from './icons';
import './ui.css';

type Kind = 'success' | 'error';
/** A link shown in the toast, e.g. "Go to compare" after adding to compare. */
interface ToastLink {
  href: string;
  label: string;
}
interface Toast {
  id: number;
  kind: Kind;
  text: string;
  link?: ToastLink;
  active: boolean;
}
interface ToastApi {
  success: (text: string, link?: ToastLink) => void;
  error: (text: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Message toasts (NAV-15, CONST-10): added hidden, active after 100 ms, removed after 3 s active plus 100 ms.
 * Mount once near the root; `useToast()` works anywhere below it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const push = useCallback((kind: Kind, text: string, link?: ToastLink) => {
    const id = next.current++;
    setToasts((l) => [...l, { id, kind, text, link, active: false }]);
    setTimeout(() => setToasts((l) => l.map((x) => (x.id === id ? { ...x, active: true } : x))), 100);
    setTimeout(() => setToasts((l) => l.map((x) => (x.id === id ? { ...x, active: false } : x))), 3100);
    setTimeout(() => setToasts((l) => l.filter((x) => x.id !== id)), 3200);
  }, []);
  const api = useMemo<ToastApi>(
    () => ({ success: (t, link) => push('success', t, link), error: (t) => push('error', t) }),
    [push],
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="ui-toasts" aria-live="polite" role="status">
        {toasts.map((x) => (
          <div
            key={x.id}
            className={`ui-toast ui-toast-${x.kind}${x.active ? ' is-active' : ''}`}
            data-testid={`toast-${x.kind}`}
          >
            <span className="ui-toast-icon">
              {x.kind === 'success' ? <IconCheck size={16} /> : <IconClose size={16} />}
            </span>
            <span>{x.text}</span>
            {x.link ? (
              <Link className="ui-toast-link" to={x.link.href}>
                {x.link.label}
              </Link>
            ) : null}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

const noop: ToastApi = { success: () => {}, error: () => {} };

/** The toast API; a no-op outside a ToastProvider (never crashes a page). */
export function useToast(): ToastApi {
  return useContext(ToastContext) ?? noop;
}
