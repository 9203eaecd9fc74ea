import { data } from 'react-router';
import type { Route } from './+types/admin-import';
import { hasPermission } from '~/domain/permissions';
import { ImportPage } from '../features/import/import-page';
import { requireStaffPage } from '../lib/admin-data.server';

export const meta: Route.MetaFunction = () => [
  { title: 'Volt — CSV' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** `/admin/products/import`: stock and prices from a CSV file (permission `products.import`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaffPage(request, context);
  if (!hasPermission(staff, 'products.import'))
    throw data({ status: 403 }, { status: 403, headers: { 'cache-control': 'no-store' } });
  return null;
}

export default function AdminImport() {
  return <ImportPage />;
}
