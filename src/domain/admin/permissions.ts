import { hasPermission, normalizePermission, type Grants } from '../permissions.ts';

/**
 * The back office's permissions (ADM-2, decision 0041). Every admin screen and API call names one permission
 * `<area>.<action>`; a role bundles permissions; a staff member's grants are the permissions of their roles plus
 * the ones on their own record (ACC-10: project-prefixed, alternatives separated by a bar).
 *
 * Actions: `read` (lists and details), `create`, `update`, `remove`, `verify` (approve/publish, ADM-14), and
 * a few areas have their own (`orders.status`, `orders.refund` — money back to the customer, decision 0084 —,
 * `catalog.import`, `customers.write`: notes, block and unblock).
 */
export const ADMIN_AREAS = {
  dashboard: ['read'],
  orders: ['read', 'update', 'status', 'refund'],
  customers: ['read', 'write'],
  reviews: ['read', 'update', 'remove', 'verify'],
  products: ['read', 'create', 'update', 'remove', 'import'],
  categories: ['read', 'create', 'update', 'remove'],
  brands: ['read', 'create', 'update', 'remove'],
  parameters: ['read', 'create', 'update', 'remove'],
  badges: ['read', 'create', 'update', 'remove'],
  banners: ['read', 'create', 'update', 'remove'],
  campaigns: ['read', 'verify'],
  notifications: ['read', 'update'],
  promoCodes: ['read', 'create', 'update', 'remove'],
  articles: ['read', 'create', 'update', 'remove', 'verify'],
  pages: ['read', 'create', 'update', 'remove', 'verify'],
  questions: ['read', 'create', 'update', 'remove', 'verify'],
  branches: ['read', 'create', 'update', 'remove', 'verify'],
  menus: ['read', 'create', 'update', 'remove', 'verify'],
  tags: ['read', 'create', 'update', 'remove', 'verify'],
  popups: ['read', 'create', 'update', 'remove', 'verify'],
  vacancies: ['read', 'create', 'update', 'remove', 'verify'],
  applications: ['read', 'remove'],
  feedbacks: ['read', 'remove'],
  subscribers: ['read', 'remove'],
  places: ['read', 'create', 'update', 'remove'],
  settings: ['read', 'update'],
  staff: ['read', 'create', 'update', 'remove'],
  roles: ['read', 'create', 'update', 'remove'],
  audit: ['read'],
} as const satisfies Record<string, readonly string[]>;

export type AdminArea = keyof typeof ADMIN_AREAS;

/** Every permission the back office knows, `orders.read` … */
export const ADMIN_PERMISSIONS: readonly string[] = Object.entries(ADMIN_AREAS).flatMap(([area, actions]) =>
  actions.map((a) => `${area}.${a}`),
);

/** Held by anyone who may open the back office at all (every built-in staff role has it). */
export const ADMIN_ACCESS = 'admin.access';

/** The permission that a built-in role `owner` stands for: all of them. */
export const ALL_PERMISSIONS = '*';

/** Roles the shop starts with (the owner can add more in Staff → Roles). */
export const BUILTIN_ROLES: readonly { key: string; permissions: readonly string[] }[] = [
  { key: 'owner', permissions: [ALL_PERMISSIONS] },
  {
    key: 'manager',
    permissions: [
      ADMIN_ACCESS,
      ...ADMIN_PERMISSIONS.filter(
        (p) => !p.startsWith('staff.') && !p.startsWith('roles.') && !p.startsWith('settings.'),
      ),
    ],
  },
  {
    key: 'operator',
    permissions: [
      ADMIN_ACCESS,
      'dashboard.read',
      'orders.read',
      'orders.update',
      'orders.status',
      'customers.read',
      'reviews.read',
      'reviews.verify',
      'products.read',
      'feedbacks.read',
    ],
  },
  {
    key: 'editor',
    permissions: [
      ADMIN_ACCESS,
      'dashboard.read',
      ...ADMIN_PERMISSIONS.filter((p) =>
        /^(articles|pages|questions|branches|menus|tags|popups|vacancies|applications|banners)\./.test(p),
      ),
    ],
  },
];

/**
 * The effective grants of a staff member: the user's own permissions plus those of each role it has (role
 * definitions from the database; an unknown role gives nothing). `*` expands to every permission and admin access.
 */
export function effectiveGrants(user: Grants, roleDefs: ReadonlyMap<string, readonly string[]>): Grants {
  const perms = new Set<string>(user.permissions.map((p) => normalizePermission(p)));
  for (const role of user.roles) for (const p of roleDefs.get(role) ?? []) perms.add(normalizePermission(p));
  if (perms.has(ALL_PERMISSIONS)) {
    perms.delete(ALL_PERMISSIONS);
    perms.add(ADMIN_ACCESS);
    for (const p of ADMIN_PERMISSIONS) perms.add(p);
  }
  return { roles: [...user.roles], permissions: [...perms].sort() };
}

/** May this staff member open the back office? */
export const canEnterAdmin = (g: Grants) => hasPermission(g, ADMIN_ACCESS);

/** Is `p` a permission the back office knows (or admin access, or `*`)? For the roles form. */
export const isKnownPermission = (p: string) =>
  p === ALL_PERMISSIONS || p === ADMIN_ACCESS || ADMIN_PERMISSIONS.includes(normalizePermission(p));
