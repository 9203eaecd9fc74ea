import { useEffect } from 'react';

/** NAV-19: the page title pulses at a 1 s interval while the tab is hidden. */
export function useTitlePulse(mark = '⚡'): void {
  useEffect(() => {
    let timer = 0;
    let original = '';
    const stop = () => {
      window.clearInterval(timer);
      timer = 0;
      if (original) document.title = original;
      original = '';
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        if (timer) return;
        original = document.title;
        let on = false;
        timer = window.setInterval(() => {
          on = !on;
          document.title = on ? `${mark} ${original}` : original;
        }, 1000);
      } else stop();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stop();
    };
  }, [mark]);
}
