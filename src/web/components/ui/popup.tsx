import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { IconClose } from './icons';
import { useT } from '~/web/i18n/i18n-context';
import './ui.css';

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/**
 * Modal window (NAV-15): title, close link, loading indicator, error text or content,
 * optional footer. Focus stays inside (it starts on `[data-autofocus]`, else the first field); Escape and a click
 * outside close it; focus returns to the opener.
 * Render it only while open (it is a client-side overlay).
 */
export function Popup({
  title,
  onClose,
  loading,
  error,
  footer,
  children,
  size = 'md',
  testId,
  className,
  closeOnOverlay = true,
}: {
  title: ReactNode;
  onClose: () => void;
  loading?: boolean;
  error?: string | null;
  footer?: ReactNode;
  children?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  testId?: string;
  /** extra class of the window (a popup's own layout) */
  className?: string;
  /** false for a long form: a stray click outside must not throw away what was typed (Escape and × still close) */
  closeOnOverlay?: boolean;
}) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const el = box.current;
    const first =
      el?.querySelector<HTMLElement>('[data-autofocus]') ??
      el?.querySelector<HTMLElement>('input,textarea,select') ??
      el?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? el)?.focus();
    const prevOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        close.current();
      } else if (e.key === 'Tab' && el) {
        const list = [...el.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((n) => n.offsetParent !== null);
        if (list.length === 0) return e.preventDefault();
        const a = list[0]!;
        const z = list[list.length - 1]!;
        if (e.shiftKey && document.activeElement === a) {
          e.preventDefault();
          z.focus();
        } else if (!e.shiftKey && document.activeElement === z) {
          e.preventDefault();
          a.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = prevOverflow;
      opener?.focus?.();
    };
  }, []);

  return createPortal(
    <div
      className="ui-pop-overlay"
      onMouseDown={(e) => {
        if (closeOnOverlay && e.target === e.currentTarget) onClose();
      }}
    >
      <div
        className={`ui-pop ui-pop-${size}${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        ref={box}
        tabIndex={-1}
        data-testid={testId}
      >
        <div className="ui-pop-head">
          <h2 id={titleId} className="ui-pop-title">
            {title}
          </h2>
          <a
            href="#close"
            role="button"
            className="ui-pop-close"
            aria-label={t('catalog.popup.close')}
            onClick={(e) => {
              e.preventDefault();
              onClose();
            }}
          >
            <IconClose />
          </a>
        </div>
        <div className="ui-pop-body">
          {loading ? (
            <div className="ui-spinner" role="status" aria-label={t('catalog.popup.loading')} />
          ) : error ? (
            <p className="ui-pop-error">{error}</p>
          ) : (
            children
          )}
        </div>
        {footer ? <div className="ui-pop-foot">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
