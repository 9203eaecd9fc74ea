/**
 * A page of the back office: `/admin`, `/admin/…`, `/admin?…` (never `/az/admin`: the shop's language prefixes do not
 * apply). A file of its own: the root route asks it on every page, and must not bring the login's return-path rules
 * into every page's first load.
 */
export const isAdminPath = (pathname: string) => /^\/admin(?:\/|$)/.test(pathname);
