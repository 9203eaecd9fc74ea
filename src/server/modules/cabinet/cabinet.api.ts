import type { FastifyInstance } from 'fastify';
import {
  addresses as addressesEndpoint,
  createAddress,
  removeAddress,
  selectAddress,
  updateAddress,
  updateInfo,
} from '../../../domain/api/account.ts';
import { myOrderInfo, myOrders as myOrdersEndpoint } from '../../../domain/api/my-orders.ts';
import { cancelMyOrder, orderAgain } from '../../../domain/api/orders.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { CUSTOMER, route } from '../../platform/route.ts';
import type { CabinetService } from './cabinet.service.ts';
import type { AddressesService } from './addresses.service.ts';
import type { MyOrderActionsService } from './my-order-actions.service.ts';
import type { MyOrdersService } from './my-orders.service.ts';
import type { RenewAccess } from '../auth/session-cookies.ts';

/**
 * The cabinet (CAB-1, CAB-4, CAB-5, ORD-12; docs/api.md): profile, saved addresses, my orders, cancel and order again. Every route answers 401 to a
 * guest before it reads its input (`CUSTOMER`), and works only on the signed-in customer's own rows.
 */
export function registerCabinetApi(
  api: FastifyInstance,
  deps: {
    i18n: I18n;
    account: Pick<CabinetService, 'updateInfo'>;
    addresses: Pick<AddressesService, 'list' | 'create' | 'update' | 'select' | 'remove'>;
    myOrders: Pick<MyOrdersService, 'list' | 'info'>;
    orderActions: Pick<MyOrderActionsService, 'cancel' | 'again'>;
    /** the session's access cookie carries the names and email: renewed when they change (CAB-1) */
    renewAccess: RenewAccess;
  },
): void {
  const { i18n, account, addresses, myOrders, orderActions, renewAccess } = deps;
  const noStore = { cacheControl: 'no-store' };

  route(api, i18n, updateInfo, CUSTOMER, async ({ viewer, input, lang, req, reply }) => {
    const r = await account.updateInfo(viewer.userId, { ...input, lang });
    if (!r.ok) return r;
    // the header, the cabinet and the checkout read the names from the session: the new ones from this answer on
    const { firstName, lastName, email } = r.data.user;
    renewAccess(req, reply, { ...viewer, firstName, lastName, email });
    return r;
  });
  route(api, i18n, addressesEndpoint, CUSTOMER, ({ viewer, lang }) => addresses.list(viewer.userId, lang), noStore);
  route(api, i18n, createAddress, CUSTOMER, ({ viewer, input, lang }) =>
    addresses.create(viewer.userId, { ...input, lang }),
  );
  route(api, i18n, updateAddress, CUSTOMER, ({ viewer, params, input, lang }) =>
    addresses.update(viewer.userId, params.id, { ...input, lang }),
  );
  route(api, i18n, selectAddress, CUSTOMER, ({ viewer, params, lang }) =>
    addresses.select(viewer.userId, params.id, lang),
  );
  route(api, i18n, removeAddress, CUSTOMER, ({ viewer, params, lang }) =>
    addresses.remove(viewer.userId, params.id, lang),
  );
  route(
    api,
    i18n,
    myOrdersEndpoint,
    CUSTOMER,
    ({ viewer, input, lang }) => myOrders.list(viewer.userId, input.page ?? 1, lang),
    noStore,
  );
  route(
    api,
    i18n,
    myOrderInfo,
    CUSTOMER,
    ({ viewer, params, lang }) => myOrders.info(viewer.userId, params.id, lang),
    noStore,
  );
  route(
    api,
    i18n,
    cancelMyOrder,
    CUSTOMER,
    ({ viewer, params, lang }) => orderActions.cancel(viewer.userId, params.id, lang),
    noStore,
  );
  route(
    api,
    i18n,
    orderAgain,
    CUSTOMER,
    ({ viewer, params, lang }) => orderActions.again(viewer.userId, params.id, lang),
    noStore,
  );
}
