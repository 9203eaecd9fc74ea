import { useContext, useMemo } from 'react';
import { useT } from '~/web/i18n/i18n-context';
import { SessionContext } from '../components/session-guard';
import type { AdminApiOptions } from './admin-api';

/**
 * The options every admin API call takes: the translate function for the generic messages and, inside the back
 * office's layout, the sign-in again of an ended session (`SessionGuard`, decision 0063).
 */
export function useAdminApi(): AdminApiOptions {
  const t = useT();
  const signInAgain = useContext(SessionContext);
  return useMemo(() => (signInAgain ? { t, onSignedOut: signInAgain } : { t }), [t, signInAgain]);
}
