import type { AdminArea } from '~/domain/admin/permissions';

/**
 * The sidebar's groups (decision 0042). Each entry is a permission area: it links to the resource of the generic
 * routes with that area (`/admin/<resource name>`, shown when the server has one and the staff member holds
 * `<area>.read`), or to a page of its own (`href`). Labels are `admin-ui.nav.<area>`.
 */
export interface NavItem {
  area: AdminArea;
  icon: string;
  /** a page of its own (the dashboard); else the resource's list */
  href?: string;
}
/** An entry as the sidebar shows it. */
export interface NavLink {
  area: AdminArea;
  icon: string;
  href: string;
}
export type NavGroupName = 'sales' | 'catalogue' | 'content' | 'settings';
export interface NavGroup<I = NavItem> {
  name: NavGroupName;
  items: I[];
}

const r = (area: AdminArea, icon: string): NavItem => ({ area, icon });

export const NAV_GROUPS: NavGroup[] = [
  {
    name: 'sales',
    items: [
      { area: 'dashboard', href: '/admin', icon: 'home' },
      r('orders', 'cart'),
      r('customers', 'customer'),
      r('reviews', 'star'),
      r('promoCodes', 'ticket'),
      r('notifications', 'bell'),
    ],
  },
  {
    name: 'catalogue',
    items: [
      r('products', 'box'),
      r('categories', 'tree'),
      r('brands', 'tag'),
      r('parameters', 'sliders'),
      r('badges', 'award'),
      r('banners', 'image'),
      r('campaigns', 'percent'),
    ],
  },
  {
    name: 'content',
    items: [
      r('articles', 'file'),
      r('pages', 'file'),
      r('questions', 'help'),
      r('branches', 'pin'),
      r('menus', 'menu'),
      r('tags', 'hash'),
      r('popups', 'window'),
      r('vacancies', 'briefcase'),
      r('applications', 'inbox'),
      r('feedbacks', 'message'),
      r('subscribers', 'mail'),
    ],
  },
  {
    name: 'settings',
    items: [r('places', 'map'), r('settings', 'gear'), r('staff', 'users'), r('roles', 'shield'), r('audit', 'clock')],
  },
];
