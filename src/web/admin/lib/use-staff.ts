import { useRouteLoaderData } from 'react-router';
import type { Lang, Messages } from '~/domain/i18n';
import type { NavGroup, NavLink } from './nav';

/** What the admin layout's loader sends every admin page (routes/admin-layout.tsx). */
export interface AdminLayoutData {
  staff: { id: number; name: string; role: string | null; lang: Lang; permissions: string[] };
  nav: NavGroup<NavLink>[];
  messages: Messages;
}

/** The signed-in staff member (buttons are hidden without a permission; the server decides anyway). */
export function useStaff(): AdminLayoutData['staff'] | undefined {
  return (useRouteLoaderData('admin-layout') as AdminLayoutData | undefined)?.staff;
}
