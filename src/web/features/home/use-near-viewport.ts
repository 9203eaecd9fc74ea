import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * False on the server and at hydration; true once the element comes within 200 px of the viewport (and
 * stays true). Home carousels render their first view of items on the server and the rest from then on, so the
 * page's HTML, its hydration work and its DOM hold a few cards per row instead of twenty (decision 0018). The rest
 * render in a transition, which React splits into short tasks.
 */
export function useNearViewport<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          startTransition(() => setNear(true));
          io.disconnect();
        }
      },
      { rootMargin: '200px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [near]);
  return [ref, near];
}
