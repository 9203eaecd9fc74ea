import type { Route } from './+types/admin-dashboard';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { requireStaffPage } from '../lib/admin-data.server';

export const meta: Route.MetaFunction = () => [
  { title: 'Volt — back office' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(request, context);
  return null;
}

/** `/admin`: what needs the staff's eyes today, read from GET /api/admin/dashboard in the browser (live figures). */
export default function AdminDashboard() {
  return <DashboardPage />;
}
