import { Outlet } from 'react-router';
import type { Route } from './+types/cabinet';
import { requireCustomer } from '~/web/lib/guards.server';
import { CabinetLayout } from '~/web/features/cabinet/cabinet-layout';

/** The cabinet's layout (CAB-6, ACC-8): only for a signed-in customer. */
export function loader(args: Route.LoaderArgs) {
  requireCustomer(args);
  return null;
}

export default function Cabinet() {
  return (
    <CabinetLayout>
      <Outlet />
    </CabinetLayout>
  );
}
