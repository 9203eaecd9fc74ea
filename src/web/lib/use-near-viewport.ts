import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * False on the server and at hydration; true (for good) once the element found by `selector` inside the ref's
 * element — or that element itself — comes within 200 px of the viewport. Product carousels (home, product page)
 * render their first view on the server and the rest once their last rendered item nears the screen, vertically or
 * by scrolling the row (decisions 0018, 0046): on a phone, where a row shows one card, the others come when the
 * shopper swipes or autoplay reaches the end, not during the page load. The rest render in a transition, which
 * React splits into short tasks.
 */
function useNearViewport<T extends Element>(selector?: string): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const target = (selector && el.querySelector(selector)) || el;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          io.disconnect();
          startTransition(() => setNear(true));
        }
      },
      { rootMargin: '200px' },
    );
    io.observe(target);
    return () => io.disconnect();
  }, [near, selector]);
  return [ref, near];
}

/**
 * A carousel's items: on the server and at hydration only its first (widest) view, all of them once its last
 * rendered item nears the viewport (`useNearViewport`): the rest are off screen to the right until then.
 */
export function useFirstView<T>(items: T[], view: { default: number }): [React.RefObject<HTMLElement | null>, T[]] {
  const [ref, near] = useNearViewport<HTMLElement>('.ui-car-item:last-child');
  return [ref, near ? items : items.slice(0, view.default)];
}
