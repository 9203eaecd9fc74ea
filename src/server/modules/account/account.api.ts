import type { FastifyInstance } from 'fastify';
import { addressRequest, langOnlyRequest, myOrdersRequest, updateInfoRequest } from '../../../domain/api/account.ts';
import { idParams } from '../../../domain/api/fields.ts';
import type { Services } from '../../services.ts';
import { customerRoute } from '../../platform/customer-route.ts';

/**
 * The cabinet (CAB-1, CAB-4, CAB-5; docs/api.md): profile, saved addresses, my orders. Every
 * route answers 401 to a guest before it reads its input (`customerRoute`), and works only on the signed-in
 * customer's own rows.
 */
export async function registerAccountApi(api: FastifyInstance, services: Services): Promise<void> {
  const { i18n, account, addresses, myOrders } = services;

  api.post(
    '/users/update-info',
    customerRoute(i18n, { body: updateInfoRequest }, ({ viewer, body, lang }) =>
      account.updateInfo(viewer.userId, { ...body, lang }),
    ),
  );

  api.get(
    '/users/address',
    customerRoute(i18n, { query: langOnlyRequest, noStore: true }, ({ viewer, lang }) =>
      addresses.list(viewer.userId, lang),
    ),
  );

  api.post(
    '/users/create-address',
    customerRoute(i18n, { body: addressRequest }, ({ viewer, body, lang }) =>
      addresses.create(viewer.userId, { ...body, lang }),
    ),
  );

  api.post(
    '/users/update-address/:id',
    customerRoute(i18n, { params: idParams, body: addressRequest }, ({ viewer, params, body, lang }) =>
      addresses.update(viewer.userId, params.id, { ...body, lang }),
    ),
  );

  for (const [path, op] of [
    ['/users/add-select-address/:id', 'select'],
    ['/users/remove-address/:id', 'remove'],
  ] as const) {
    api.post(
      path,
      customerRoute(i18n, { params: idParams, body: langOnlyRequest }, ({ viewer, params, lang }) =>
        addresses[op](viewer.userId, params.id, lang),
      ),
    );
  }

  api.get(
    '/orders',
    customerRoute(i18n, { query: myOrdersRequest, noStore: true }, ({ viewer, query, lang }) =>
      myOrders.list(viewer.userId, query.page ?? 1, lang),
    ),
  );

  api.get(
    '/orders/info/:id',
    customerRoute(i18n, { params: idParams, query: langOnlyRequest, noStore: true }, ({ viewer, params, lang }) =>
      myOrders.info(viewer.userId, params.id, lang),
    ),
  );
}
