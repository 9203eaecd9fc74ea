import { useMemo } from 'react';
import { useT } from '~/web/i18n/i18n-context';
import type { AdminApiOptions } from './admin-api';

/** The options every admin API call takes (the translate function for the generic messages). */
export function useAdminApi(): AdminApiOptions {
  const t = useT();
  return useMemo(() => ({ t }), [t]);
}
