import { useEffect, useState } from 'react';
import { useT } from '~/web/i18n/i18n-context';
import { IconArrowUp } from './icons';

/** NAV-6, CONST-10: appears after scrolling past 300 px, hides 2000 ms after scrolling stops. */
const SCROLL_TOP_THRESHOLD = 300;
const SCROLL_TOP_HIDE_MS = 2000;

export function ScrollTop() {
  const t = useT();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let timer = 0;
    const onScroll = () => {
      window.clearTimeout(timer);
      if (window.scrollY > SCROLL_TOP_THRESHOLD) {
        setVisible(true);
        timer = window.setTimeout(() => setVisible(false), SCROLL_TOP_HIDE_MS);
      } else setVisible(false);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.clearTimeout(timer);
    };
  }, []);
  const reduce = () =>
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <button
      type="button"
      className={`scroll-top ${visible ? 'is-visible' : ''}`}
      aria-label={t('layout.scrollTop')}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={() => window.scrollTo({ top: 0, behavior: reduce() ? 'auto' : 'smooth' })}
      data-testid="scroll-top"
    >
      <IconArrowUp />
    </button>
  );
}
