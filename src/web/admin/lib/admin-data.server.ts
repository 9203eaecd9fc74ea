/**
 * The admin pages' loaders read in-process (decision 0042): the same resource objects the generic API routes call
 * (`services.admin.resources`), with the same permission rule (`<area>.read`, checked here exactly as
 * `resource-routes.ts` does), so a page is rendered on the server with its data and needs no second round trip.
 * Writes never go through here: the page posts them to `/api/admin/…` (admin-api.ts).
 */
import { data, redirect } from 'react-router';
import { adminReturnPath } from '~/domain/admin/return-path';
import type { Lang, Messages } from '~/domain/i18n';
import { hasPermission } from '~/domain/permissions';
import type { AppContext } from '~/server/context';
import { permissionFor, type AdminCtx, type AnyAdminResource } from '~/server/admin/resource';

export { permissionFor };
import { versionedRecord } from '~/server/admin/versioned-save';
import type { Staff } from '~/server/admin/staff';
import { NAV_GROUPS, type NavGroup, type NavLink } from './nav';

const NO_STORE = { 'cache-control': 'no-store' };

/** No staff session: to the admin login, coming back here afterwards. */
export function requireStaffPage(request: Request, context: Pick<AppContext, 'staff'>): Staff {
  if (context.staff) return context.staff;
  const url = new URL(request.url);
  throw redirect(`/admin/login?return=${encodeURIComponent(adminReturnPath(url.pathname + url.search))}`, {
    headers: NO_STORE,
  });
}

/** The messages the admin pages use: their own namespaces and the validation messages (never the shop's). */
export function adminMessages(context: Pick<AppContext, 'services'>, lang: Lang): Messages {
  const all = context.services.i18n.catalogs[lang];
  const out: Messages = {};
  for (const [k, v] of Object.entries(all))
    if (k.startsWith('admin.') || k.startsWith('admin-ui.') || k.startsWith('validation.')) out[k] = v;
  return out;
}

/** The sidebar: groups of entries this staff member may read, each a resource that exists (or a page of its own). */
export function navFor(staff: Staff, resources: readonly AnyAdminResource[]): NavGroup<NavLink>[] {
  return NAV_GROUPS.map((g) => ({
    name: g.name,
    items: g.items.flatMap((i): NavLink[] => {
      if (!hasPermission(staff, `${i.area}.read`)) return [];
      const href =
        i.href ??
        (resources.find((r) => r.area === i.area) ? `/admin/${resources.find((r) => r.area === i.area)!.name}` : null);
      return href ? [{ area: i.area, icon: i.icon, href }] : [];
    }),
  })).filter((g) => g.items.length > 0);
}

function findResource(context: Pick<AppContext, 'services'>, name: string): AnyAdminResource | undefined {
  return context.services.admin.resources.find((r) => r.name === name);
}

/** 404 for an unknown resource, 403 without `<area>.<action>` (the same answers as the API). */
export function resourceFor(
  context: Pick<AppContext, 'services'>,
  staff: Staff,
  name: string,
  action = 'read',
): AnyAdminResource {
  const r = findResource(context, name);
  if (!r) throw data({ status: 404 }, { status: 404, headers: NO_STORE });
  if (!hasPermission(staff, permissionFor(r, action))) throw data({ status: 403 }, { status: 403, headers: NO_STORE });
  return r;
}

/** A record for its page, with the version its form's save sends back (decision 0059). */
export function readRecord(context: Pick<AppContext, 'services'>, r: AnyAdminResource, id: number, ctx: AdminCtx) {
  return versionedRecord(context.services.connection, r, id, ctx);
}
