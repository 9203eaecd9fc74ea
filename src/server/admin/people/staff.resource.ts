import type { AdminList, AdminRecord, ListQuery, RecordAction, ResourceMeta } from '../../../domain/api/admin.ts';
import { adminStaffReset } from '../../../domain/api/admin-auth.ts';
import { pathTo } from '../../../domain/api/endpoint.ts';
import { SessionsRepo } from '../../modules/auth/sessions.repo.ts';
import { emailKey } from '../../modules/auth/users.repo.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { auditedChange, auditedCreate, auditedRemove, auditedUpdate } from '../audit.ts';
import type { AdminCtx, AdminResource } from '../resource.ts';
import { StaffSessionsRepo } from '../staff-sessions.repo.ts';
import { abilities, listOf, paging, translator } from '../content/resource-helpers.ts';
import { jsonList } from './grants.ts';
import { staffFields, staffPlain, staffRoleOptions } from './staff-form.ts';
import { StaffMembersRepo, type StaffSort } from './staff-members.repo.ts';
import type { ResetChannel } from '../../modules/auth/reset-tokens.repo.ts';
import type { StaffPasswordsService } from './staff-passwords.service.ts';
import { staffCreateInput, staffUpdateInput, type StaffCreateInput, type StaffUpdateInput } from './staff-input.ts';
import { checkGrants, contactClash, ownerGuard, staffRefusal } from './staff-rules.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';

const SORTS = ['id', 'name', 'email'] as const satisfies readonly StaffSort[];

/**
 * Staff accounts (ADM-2, ADM-4): list, create with roles and extra permissions, update, and "remove" —
 * which takes every role and permission away and deactivates the account (its orders and history stay). Changing
 * roles, permissions, the active flag or the password ends the member's back-office sessions in the same
 * transaction. Guard rails: nobody removes or demotes themselves, the last active owner keeps the owner role, nobody
 * grants roles or permissions beyond their own, and (decision 0060) nobody changes, removes or sends a reset to an
 * account that holds a permission they lack (an owner's only an owner). Nobody types another person's password: a
 * new account and "Send password reset" send a link to the account's own email or mobile; one's own password is
 * changed on one's own record with the current one.
 */
export class StaffResource implements AdminResource<typeof staffCreateInput, typeof staffUpdateInput> {
  readonly name = 'staff';
  readonly area = 'staff' as const;
  readonly listSpec = { filters: ['role', 'active'], sorts: SORTS };
  readonly createSchema = staffCreateInput;
  readonly updateSchema = staffUpdateInput;

  constructor(
    private readonly connection: TransactionalConnection,
    private readonly i18n: I18n,
    private readonly passwords: StaffPasswordsService,
  ) {}

  async meta(ctx: AdminCtx): Promise<ResourceMeta> {
    const t = translator(this.i18n, ctx);
    const can = abilities(ctx, this.area);
    return {
      resource: this.name,
      title: t('admin-content.resources.staff'),
      columns: [
        { name: 'id', label: t('admin-content.fields.id'), kind: 'number', sortable: true },
        { name: 'name', label: t('admin-content.fields.name'), kind: 'text', sortable: true },
        { name: 'email', label: t('admin-content.fields.email'), kind: 'text', sortable: true },
        { name: 'mobile', label: t('admin-content.fields.mobile'), kind: 'text' },
        { name: 'roles', label: t('admin-content.fields.roles'), kind: 'badge' },
        { name: 'active', label: t('admin-content.fields.active'), kind: 'bool' },
        { name: 'lastLogin', label: t('admin-content.fields.lastLogin'), kind: 'datetime' },
      ],
      filters: [
        {
          name: 'role',
          label: t('admin-content.fields.role'),
          kind: 'select',
          options: await staffRoleOptions(this.i18n, this.connection, ctx),
        },
        { name: 'active', label: t('admin-content.fields.active'), kind: 'bool' },
      ],
      sorts: [...SORTS],
      defaultSort: 'id',
      searchable: true,
      fields: await staffFields(this.i18n, this.connection, ctx, undefined, 'new'),
      tools: ['edit', 'remove'],
      can: { ...can, verify: false },
    };
  }

  async list(q: ListQuery, ctx: AdminCtx): Promise<Result<AdminList>> {
    const active = q.filters.active;
    if (active !== undefined && active !== '1' && active !== '0' && active !== 'true' && active !== 'false')
      return fail('invalid', 'validation.failed', { 'f.active': 'validation.invalidValue' });
    const p = paging<StaffSort>(q, 'id');
    const { rows, total } = await this.connection.shared.repo(StaffMembersRepo).list({
      q: q.q,
      role: q.filters.role,
      active: active === undefined ? undefined : active === '1' || active === 'true',
      ...p,
    });
    void ctx;
    return ok(
      listOf(
        rows.map((r) => ({
          id: r.id,
          name: `${r.first_name} ${r.last_name}`.trim(),
          email: r.email ?? '',
          mobile: r.mobile,
          roles: jsonList(r.roles).join(', '),
          active: r.active === 1,
          lastLogin: r.last_login,
        })),
        total,
        q,
      ),
    );
  }

  async info(id: number, ctx: AdminCtx): Promise<Result<AdminRecord>> {
    const row = await this.connection.shared.repo(StaffMembersRepo).byId(id);
    if (!row) return fail('notFound', 'admin.errors.notFound');
    const t = translator(this.i18n, ctx);
    const self = id === ctx.staff.userId;
    const refusal = self ? null : await staffRefusal(this.connection.shared, ctx, row);
    const actions: RecordAction[] = [];
    if (!self && !refusal && row.active === 1 && ctx.staff.permissions.includes('staff.update')) {
      actions.push({
        name: 'sendReset',
        label: t('admin-staff.sendReset'),
        kind: 'post',
        url: pathTo(adminStaffReset, { id }),
        tone: 'default',
        fields: [
          {
            name: 'channel',
            label: t('admin-staff.fields.resetChannel'),
            component: 'select',
            required: true,
            options: [
              { value: 'email', label: t('admin-staff.channel.email', { to: row.email ?? '—' }) },
              { value: 'sms', label: t('admin-staff.channel.sms', { to: row.mobile }) },
            ],
            help: t('admin-staff.help.sendReset'),
            value: 'email',
          },
        ],
      });
    }
    return ok({
      id,
      title: `${row.first_name} ${row.last_name}`.trim(),
      siteUrl: null,
      // an account this staff member may not change is shown, not offered for editing
      ...(refusal ? { readOnly: true } : {}),
      fields: await staffFields(this.i18n, this.connection, ctx, staffPlain(row), self ? 'self' : 'other'),
      sections: [
        ...(refusal
          ? [
              {
                title: t('admin-content.groups.access'),
                kind: 'pairs' as const,
                pairs: [{ label: t('admin-staff.fields.editing'), value: t(`admin-staff.${refusal}`) }],
              },
            ]
          : []),
        {
          title: t('admin-content.groups.activity'),
          kind: 'pairs',
          pairs: [{ label: t('admin-content.fields.lastLogin'), value: row.last_login ?? '—' }],
        },
      ],
      actions,
    });
  }

  async blank(ctx: AdminCtx): Promise<Result<AdminRecord>> {
    return ok({
      id: 0,
      title: translator(this.i18n, ctx)('admin-content.resources.staff'),
      siteUrl: null,
      fields: await staffFields(this.i18n, this.connection, ctx, undefined, 'new'),
    });
  }

  async create(input: StaffCreateInput, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    // an account with no role and no permission would not be staff (nor listed here): it needs at least one
    if (!input.roles.length && !input.permissions.length)
      return fail('invalid', 'validation.failed', { roles: 'admin-staff.noAccess' });
    const grantErrors = await checkGrants(this.connection.shared, ctx, input.roles, input.permissions);
    if (grantErrors) return fail('invalid', 'validation.failed', grantErrors);
    let deliver: (() => void) | null = null;
    const created = await auditedCreate(this.connection, ctx, this.name, async (uow) => {
      const repo = uow.repo(StaffMembersRepo);
      const clash = await contactClash(repo, input.email, input.mobile!);
      if (clash) return fail('conflict', 'validation.failed', clash);
      // no password until the member sets one through the link sent to their own email
      const id = await repo.insert({ ...this.values(input, true), password_hash: null }, new Date().toISOString());
      const invite = await this.passwords.queueLink(
        uow,
        { id, first_name: input.firstName, email: input.email, mobile: input.mobile!, lang: input.lang },
        {
          channel: 'email',
          kind: 'invite',
          createdBy: ctx.staff.userId,
          origin: this.passwords.defaultOrigin,
        },
      );
      if (!invite.ok) return invite;
      deliver = invite.data.deliver;
      return ok({
        id,
        summary: `${input.firstName} ${input.lastName}`,
        after: { ...input, invitation: invite.data.to },
      });
    });
    if (created.ok) (deliver as (() => void) | null)?.();
    return created;
  }

  /**
   * "Send password reset" (decision 0060): a link to set a new password, to the account's own email or mobile; the
   * sender never sees it. Refused for an account the sender may not change, and for a deactivated one.
   */
  async sendReset(
    id: number,
    channel: ResetChannel,
    ctx: AdminCtx,
    origin: string,
  ): Promise<Result<{ sent: true; to: string }>> {
    let deliver: (() => void) | null = null;
    const r = await auditedChange(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => uow.repo(StaffMembersRepo).byId(id) },
      async (uow, row) => {
        const refusal = id === ctx.staff.userId ? null : await staffRefusal(uow, ctx, row);
        if (refusal) return fail('forbidden', `admin-staff.${refusal}`);
        if (row.active !== 1) return fail('conflict', 'admin-staff.resetInactive');
        const queued = await this.passwords.queueLink(uow, row, {
          channel,
          kind: 'reset',
          createdBy: ctx.staff.userId,
          origin,
        });
        if (!queued.ok) return queued;
        deliver = queued.data.deliver;
        const summary = `${row.first_name} ${row.last_name}`.trim();
        return ok({
          reply: { sent: true as const, to: queued.data.to },
          audit: { action: 'passwordReset', entityId: id, summary, after: { channel, to: queued.data.to } },
        });
      },
    );
    if (r.ok) (deliver as (() => void) | null)?.();
    return r;
  }

  private values(i: StaffCreateInput | StaffUpdateInput, active: boolean) {
    return {
      first_name: i.firstName,
      last_name: i.lastName,
      email: i.email,
      email_key: emailKey(i.email),
      mobile: i.mobile!,
      roles: JSON.stringify(i.roles),
      permissions: JSON.stringify(i.permissions),
      active: active ? (1 as const) : (0 as const),
      lang: i.lang,
    };
  }

  async update(id: number, input: StaffUpdateInput, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    const current = await this.connection.shared.repo(StaffMembersRepo).byId(id);
    if (!current) return fail('notFound', 'admin.errors.notFound');
    const cur = staffPlain(current);
    const self = id === ctx.staff.userId;
    if (!self) {
      // another person's account: never their password, and nothing at all when it holds more than the caller does
      const refusal = await staffRefusal(this.connection.shared, ctx, current);
      if (refusal) return fail('forbidden', `admin-staff.${refusal}`);
      if (input.password || input.currentPassword)
        return fail('invalid', 'validation.failed', { password: 'admin-staff.passwordBySelf' });
    }
    if (!input.roles.length && !input.permissions.length)
      return fail('invalid', 'validation.failed', { roles: 'admin-staff.noAccess' });
    // only what changes is checked against the caller's own grants (keeping a role they cannot grant is fine)
    const addedRoles = input.roles.filter((r) => !cur.roles.includes(r));
    const addedPerms = input.permissions.filter((p) => !cur.permissions.includes(p));
    const grantErrors = await checkGrants(this.connection.shared, ctx, addedRoles, addedPerms);
    if (grantErrors) return fail('invalid', 'validation.failed', grantErrors);
    if (self && (!!input.password || emailKey(input.email) !== emailKey(cur.email) || input.mobile !== cur.mobile)) {
      // the ways into one's own account (the password, and the email and mobile a reset goes to) take the current password
      const checked = await this.passwords.checkCurrent(id, input.currentPassword);
      if (!checked.ok) return checked;
    }
    const hash = self && input.password ? await this.passwords.hash(input.password) : undefined;
    return auditedUpdate(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => uow.repo(StaffMembersRepo).byId(id) },
      async (uow, row) => {
        const repo = uow.repo(StaffMembersRepo);
        // again inside the write: the account may have been given more since it was read
        const refusal = self ? null : await staffRefusal(uow, ctx, row);
        if (refusal) return fail('forbidden', `admin-staff.${refusal}`);
        const before = staffPlain(row);
        const refused = await ownerGuard(repo, this.connection.dialect, ctx, id, before, input);
        if (refused) return refused;
        const clash = await contactClash(repo, input.email, input.mobile!, id);
        if (clash) return fail('conflict', 'validation.failed', clash);
        const at = new Date().toISOString();
        await repo.update(id, { ...this.values(input, input.active), ...(hash ? { password_hash: hash } : {}) }, at);
        const { password: _omit, currentPassword: _current, ...after } = input;
        void _omit;
        void _current;
        const accessChanged =
          !!hash ||
          JSON.stringify(before.roles) !== JSON.stringify(input.roles) ||
          JSON.stringify(before.permissions) !== JSON.stringify(input.permissions) ||
          before.active !== input.active;
        // a changed access ends the member's sign-ins at once (they sign in again with what they now hold); one's
        // own new password keeps this sign-in and ends the others
        if (accessChanged)
          await uow.repo(StaffSessionsRepo).revokeUser(id, at, self && hash ? ctx.staff.sessionId : undefined);
        // a new password or a disabled account also ends the account's sign-ins to the shop (as the shop's own
        // password change does)
        if (hash || (before.active && !input.active))
          await uow.repo(SessionsRepo).revokeUserFamilies(id, hash ? 'password' : 'disabled', at);
        // the trail shows that the password changed, never the password
        return ok({
          summary: `${input.firstName} ${input.lastName}`,
          before,
          after: hash ? { ...after, password: '(changed)' } : after,
        });
      },
    );
  }

  async remove(id: number, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedRemove(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => uow.repo(StaffMembersRepo).byId(id) },
      async (uow, row) => {
        const refusal = id === ctx.staff.userId ? null : await staffRefusal(uow, ctx, row);
        if (refusal) return fail('forbidden', `admin-staff.${refusal}`);
        const repo = uow.repo(StaffMembersRepo);
        const before = staffPlain(row);
        const refused = await ownerGuard(repo, this.connection.dialect, ctx, id, before, {
          roles: [],
          permissions: [],
          active: false,
        });
        if (refused) return refused;
        const at = new Date().toISOString();
        // the account stays (its orders, reviews and history keep their owner); it only stops being staff
        await repo.strip(id, at);
        await uow.repo(StaffSessionsRepo).revokeUser(id, at);
        await uow.repo(SessionsRepo).revokeUserFamilies(id, 'disabled', at);
        return ok({
          summary: `${row.first_name} ${row.last_name}`,
          before,
          after: { roles: [], permissions: [], active: false },
        });
      },
    );
  }
}
