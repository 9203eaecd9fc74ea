import { data } from 'react-router';
import type { Route } from './+types/admin-not-found';
import { requireStaffPage } from '../lib/admin-data.server';

/** Any other `/admin/…` path: the back office's 404 (never the shop's catch-all). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(request, context);
  throw data({ status: 404 }, { status: 404, headers: { 'cache-control': 'no-store' } });
}

export default function AdminNotFound() {
  return null;
}
