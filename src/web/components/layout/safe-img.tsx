import { useCallback, useState, type ImgHTMLAttributes, type ReactNode } from 'react';

/**
 * An image that disappears (or shows `fallback`) when it fails to load, instead of a broken-image icon.
 * Also catches failures that happened before hydration (complete with no natural width).
 */
export function SafeImg({ fallback = null, ...props }: ImgHTMLAttributes<HTMLImageElement> & { fallback?: ReactNode }) {
  const [failed, setFailed] = useState(false);
  const ref = useCallback((img: HTMLImageElement | null) => {
    if (img && img.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
  }, []);
  if (failed) return <>{fallback}</>;
  return <img ref={ref} alt="" {...props} onError={() => setFailed(true)} />;
}
