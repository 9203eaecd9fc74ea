import type { FastifyInstance } from 'fastify';
import { adminCustomerBlock, adminCustomerUnblock } from '../../../domain/api/admin-customers.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { route } from '../../platform/route.ts';
import { staffGate } from '../admin-route.ts';
import type { CustomersResource } from './customers.resource.ts';

/**
 * The customer routes that are not generic (ADM-25): block and unblock, from the endpoint table
 * (`domain/api/admin-customers.ts`), each with `customers.write`, so the table-driven 401/403 test covers them.
 */
export function registerCustomersAdminApi(
  a: FastifyInstance,
  deps: { i18n: I18n; customers: CustomersResource },
): void {
  const { i18n, customers } = deps;
  route(a, i18n, adminCustomerBlock, staffGate('customers.write'), (ctx) =>
    customers.block(ctx.params.id, ctx.input, ctx),
  );
  route(a, i18n, adminCustomerUnblock, staffGate('customers.write'), (ctx) =>
    customers.unblock(ctx.params.id, ctx.input, ctx),
  );
}
