import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useT } from '~/web/i18n/i18n-context';
import { useConfirm } from '../../components/confirm';

/** Leaving with unsaved changes asks first: links inside the app (the router's blocker) and closing the tab. */
export function useUnsavedGuard(active: boolean) {
  const t = useT();
  const confirm = useConfirm();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({ text: t('admin-ui.form.leave'), confirmLabel: t('admin-ui.form.leaveYes'), danger: true }).then(
      (yes) => (yes ? blocker.proceed() : blocker.reset()),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker.state]);
  useEffect(() => {
    if (!active) return;
    const onUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [active]);
}
