import { useEffect, type RefObject } from 'react';

/**
 * Calls `onDismiss` on a pointer press outside every given element, or on Escape, while `active`.
 * (NAV-15: menus, popups and dropdowns close on an outside click.)
 */
export function useDismiss(active: boolean, refs: RefObject<HTMLElement | null>[], onDismiss: () => void): void {
  useEffect(() => {
    if (!active) return;
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node | null;
      if (target && refs.some((r) => r.current?.contains(target))) return;
      onDismiss();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onDismiss();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
    // refs are stable objects
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, onDismiss]);
}

/** Locks page scroll while `locked` (slide-out menus, side panels). */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const html = document.documentElement;
    const prev = html.style.overflow;
    const gap = window.innerWidth - html.clientWidth;
    html.style.overflow = 'hidden';
    if (gap > 0) html.style.paddingRight = `${gap}px`;
    return () => {
      html.style.overflow = prev;
      html.style.paddingRight = '';
    };
  }, [locked]);
}
