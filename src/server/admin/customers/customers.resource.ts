import {
  customerNotesInput,
  type CustomerBlockRequest,
  type CustomerNotesInput,
  type CustomerUnblockRequest,
} from '../../../domain/api/admin-customers.ts';
import type { AdminList, AdminRecord, ListQuery, ResourceMeta } from '../../../domain/api/admin.ts';
import { formatPhone } from '../../../domain/phone.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';
import { SessionsRepo } from '../../modules/auth/sessions.repo.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { auditedChange, auditedUpdate } from '../audit.ts';
import type { AdminCtx, AdminResource } from '../resource.ts';
import { CUSTOMER_FILTERS, CUSTOMER_SORTS, customerName, customersMeta, listCustomers } from './customer-list.ts';
import { customerRecord } from './customer-record.ts';
import { AdminCustomersRepo } from './customers.repo.ts';

/**
 * Customers in the back office (ADM-18, ADM-25, ADM-26, decision 0082): the list with search by name, mobile (any spelling) or
 * email and its filters, the customer's page, the staff's notes (the record's one field, saved like any record's:
 * versioned, audited), and blocking: a blocked customer cannot sign in, every login of theirs ends at once, and no
 * order is placed for their mobile or account until staff unblock them. Reading needs `customers.read`; the notes and
 * the blocks `customers.write`. No create or remove: customers sign up in the shop.
 */
export class CustomersResource implements AdminResource<typeof customerNotesInput> {
  readonly name = 'customers';
  readonly area = 'customers' as const;
  readonly listSpec = { filters: CUSTOMER_FILTERS, sorts: CUSTOMER_SORTS };
  readonly permissionOf = { update: 'customers.write' };
  readonly updateSchema = customerNotesInput;

  constructor(
    private readonly connection: TransactionalConnection,
    private readonly i18n: I18n,
    private readonly now: () => Date = () => new Date(),
  ) {}

  meta(ctx: AdminCtx): ResourceMeta {
    return customersMeta(this.i18n, ctx);
  }

  list(q: ListQuery, ctx: AdminCtx): Promise<Result<AdminList>> {
    return listCustomers(this.connection, this.i18n, q, ctx);
  }

  info(id: number, ctx: AdminCtx): Promise<Result<AdminRecord>> {
    return customerRecord({ connection: this.connection, i18n: this.i18n }, id, ctx);
  }

  /** The staff's notes on the customer (the page's form), with the trail row of the change. */
  update(id: number, input: CustomerNotesInput, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedUpdate(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => uow.repo(AdminCustomersRepo).byId(id) },
      async (uow, row) => {
        await uow.repo(AdminCustomersRepo).setNotes(id, input.notes, this.now().toISOString());
        return ok({ summary: customerName(row), before: { notes: row.staff_notes }, after: { notes: input.notes } });
      },
    );
  }

  /**
   * Blocks a customer (ADM-25): one conditional update (an account already blocked, or switched off otherwise, is a
   * conflict), every login of the account revoked in the same transaction (the next request of any of them is a
   * guest's), and the trail row with the reason.
   */
  block(
    id: number,
    input: CustomerBlockRequest,
    ctx: AdminCtx,
  ): Promise<Result<{ id: number; blocked: true; sessionsRevoked: number }>> {
    return auditedChange(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => uow.repo(AdminCustomersRepo).byId(id) },
      async (uow, row) => {
        const at = this.now().toISOString();
        if (!(await uow.repo(AdminCustomersRepo).block(id, input.reason, at)))
          return fail(
            'conflict',
            row.blocked_at ? 'admin-customers.errors.alreadyBlocked' : 'admin-customers.errors.inactive',
          );
        const revoked = await uow.repo(SessionsRepo).revokeUserFamilies(id, 'blocked', at);
        return ok({
          reply: { id, blocked: true as const, sessionsRevoked: revoked },
          audit: {
            action: 'block',
            entityId: id,
            summary: `${customerName(row)} (${formatPhone(row.mobile)}): ${input.reason}`,
            before: { blocked: false },
            after: { blocked: true, reason: input.reason, sessionsRevoked: revoked },
          },
        });
      },
    );
  }

  /** Unblocks a blocked customer (ADM-25): they may sign in and order again; the trail row keeps the reason if given. */
  unblock(id: number, input: CustomerUnblockRequest, ctx: AdminCtx): Promise<Result<{ id: number; blocked: false }>> {
    return auditedChange(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => uow.repo(AdminCustomersRepo).byId(id) },
      async (uow, row) => {
        if (!(await uow.repo(AdminCustomersRepo).unblock(id, this.now().toISOString())))
          return fail('conflict', 'admin-customers.errors.notBlocked');
        const reason = input.reason ? input.reason : null;
        return ok({
          reply: { id, blocked: false as const },
          audit: {
            action: 'unblock',
            entityId: id,
            summary: `${customerName(row)} (${formatPhone(row.mobile)})${reason ? `: ${reason}` : ''}`,
            before: { blocked: true, reason: row.blocked_reason },
            after: { blocked: false, ...(reason ? { reason } : {}) },
          },
        });
      },
    );
  }
}
