import * as z from 'zod/mini';
import type { AdminList, AdminRecord, FieldDef, ListQuery, ResourceMeta } from '../../../domain/api/admin.ts';
import { emailField, mobileField, nameField, requiredOr } from '../../../domain/api/fields.ts';
import { LANGS } from '../../../domain/i18n.ts';
import type { Database } from '../../db/kysely.ts';
import type { PasswordHasher } from '../../modules/accounts/password-hasher.ts';
import { SessionsRepo } from '../../modules/accounts/sessions.repo.ts';
import { emailKey } from '../../modules/accounts/users.repo.ts';
import { fail, ok, type FieldErrors, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { auditedCreate, auditedRemove, auditedUpdate } from '../audit.ts';
import type { AdminCtx, AdminResource } from '../resource.ts';
import { StaffSessionsRepo } from '../staff-sessions.repo.ts';
import { abilities, listOf, paging, translator } from '../content/resource-kit.ts';
import { jsonList, notGrantable, permissionList, permissionOptions } from './grants.ts';
import { RolesRepo } from './roles.repo.ts';
import { StaffMembersRepo, type StaffMemberRow, type StaffSort } from './staff-members.repo.ts';

const OWNER = 'owner';

const roleKeys = () =>
  z.pipe(
    z.array(z.string({ error: 'validation.invalidType' }).check(z.maxLength(40, { error: 'validation.tooLong' })), { error: requiredOr('validation.invalidType') }).check(z.maxLength(20, { error: 'validation.tooLong' })),
    z.transform((v) => [...new Set(v.map((r) => r.trim()))]),
  );
const password = () =>
  z.string({ error: requiredOr('validation.invalidType') }).check(z.minLength(8, { error: 'admin-content.validation.passwordShort' }), z.maxLength(128, { error: 'validation.tooLong' }));

const base = {
  firstName: nameField(50),
  lastName: nameField(50),
  email: emailField().check(z.maxLength(254, { error: 'validation.tooLong' })),
  mobile: mobileField({ emptyKey: 'validation.mobileRequired' }),
  roles: roleKeys(),
  permissions: permissionList(),
  lang: z.enum(LANGS, { error: requiredOr('validation.invalidValue') }),
};
const createInput = z.strictObject({ ...base, password: password() });
/** an update leaves the password as it is unless a new one is given */
const updateInput = z.strictObject({ ...base, active: z.boolean({ error: requiredOr('validation.invalidType') }), password: z.optional(z.union([z.literal(''), password()])) });
type CreateInput = z.output<typeof createInput>;
type UpdateInput = z.output<typeof updateInput>;

const SORTS = ['id', 'name', 'email'] as const satisfies readonly StaffSort[];

const plain = (r: StaffMemberRow) => ({
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email ?? '',
  mobile: r.mobile,
  roles: jsonList(r.roles),
  permissions: jsonList(r.permissions),
  lang: r.lang,
  active: r.active === 1,
});

/**
 * Staff accounts (issue 11 "staff and roles"): list, create with roles and extra permissions and a first password,
 * update, and "remove" — which takes every role and permission away and deactivates the account (its orders and
 * history stay). Changing roles, permissions, the active flag or the password ends the member's back-office
 * sessions in the same transaction. Guard rails: nobody removes or demotes themselves, the last active owner keeps
 * the owner role, and nobody grants roles or permissions beyond their own.
 */
export class StaffResource implements AdminResource<typeof createInput, typeof updateInput> {
  readonly name = 'staff';
  readonly area = 'staff' as const;
  readonly listSpec = { filters: ['role', 'active'], sorts: SORTS };
  readonly createSchema = createInput;
  readonly updateSchema = updateInput;

  constructor(
    private readonly database: Database,
    private readonly i18n: I18n,
    private readonly hasher: PasswordHasher,
  ) {}

  private async roleOptions(ctx: AdminCtx) {
    const roles = await new RolesRepo(this.database.db).all();
    return roles.map((r) => ({ value: r.key, label: r.builtin === 1 ? translator(this.i18n, ctx)(`admin-content.roles.builtin.${r.key}`) : r.name }));
  }

  private async fields(ctx: AdminCtx, v?: ReturnType<typeof plain>, isNew = false): Promise<FieldDef[]> {
    const t = translator(this.i18n, ctx);
    const group = t('admin-content.groups.access');
    const fields: FieldDef[] = [
      { name: 'firstName', label: t('admin-content.fields.firstName'), component: 'text', required: true, max: 50, value: v?.firstName ?? '' },
      { name: 'lastName', label: t('admin-content.fields.lastName'), component: 'text', required: true, max: 50, value: v?.lastName ?? '' },
      { name: 'email', label: t('admin-content.fields.email'), component: 'text', required: true, max: 254, value: v?.email ?? '' },
      { name: 'mobile', label: t('admin-content.fields.mobile'), component: 'text', required: true, max: 32, value: v?.mobile ?? '' },
      { name: 'lang', label: t('admin-content.fields.lang'), component: 'select', required: true, options: LANGS.map((l) => ({ value: l, label: l.toUpperCase() })), value: v?.lang ?? 'az' },
      { name: 'roles', label: t('admin-content.fields.roles'), component: 'multiselect', group, options: await this.roleOptions(ctx), value: v?.roles ?? [] },
      { name: 'permissions', label: t('admin-content.fields.extraPermissions'), component: 'permissions', group, options: permissionOptions(t), value: v?.permissions ?? [] },
      {
        name: 'password',
        label: t(isNew ? 'admin-content.fields.password' : 'admin-content.fields.newPassword'),
        component: 'password',
        group,
        required: isNew,
        help: t(isNew ? 'admin-content.help.password' : 'admin-content.help.newPassword'),
        value: '',
      },
    ];
    if (!isNew) fields.push({ name: 'active', label: t('admin-content.fields.active'), component: 'checkbox', group, value: v?.active ?? true });
    return fields;
  }

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
        { name: 'role', label: t('admin-content.fields.role'), kind: 'select', options: await this.roleOptions(ctx) },
        { name: 'active', label: t('admin-content.fields.active'), kind: 'bool' },
      ],
      sorts: [...SORTS],
      defaultSort: 'id',
      searchable: true,
      fields: await this.fields(ctx, undefined, true),
      tools: ['edit', 'remove'],
      can: { ...can, verify: false },
    };
  }

  async list(q: ListQuery, ctx: AdminCtx): Promise<Result<AdminList>> {
    const active = q.filters.active;
    if (active !== undefined && active !== '1' && active !== '0' && active !== 'true' && active !== 'false') return fail('invalid', 'validation.failed', { 'f.active': 'validation.invalidValue' });
    const p = paging<StaffSort>(q, 'id');
    const { rows, total } = await new StaffMembersRepo(this.database.db).list({
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
    const row = await new StaffMembersRepo(this.database.db).byId(id);
    if (!row) return fail('notFound', 'admin.errors.notFound');
    const t = translator(this.i18n, ctx);
    return ok({
      id,
      title: `${row.first_name} ${row.last_name}`.trim(),
      siteUrl: null,
      fields: await this.fields(ctx, plain(row)),
      sections: [{ title: t('admin-content.groups.activity'), kind: 'pairs', pairs: [{ label: t('admin-content.fields.lastLogin'), value: row.last_login ?? '—' }] }],
    });
  }

  async blank(ctx: AdminCtx): Promise<Result<AdminRecord>> {
    return ok({ id: 0, title: translator(this.i18n, ctx)('admin-content.resources.staff'), siteUrl: null, fields: await this.fields(ctx, undefined, true) });
  }

  /** Roles that exist, and nothing beyond what the caller holds: field errors, or null. */
  private async checkGrants(ctx: AdminCtx, roles: string[], permissions: string[]): Promise<FieldErrors | null> {
    const errors: FieldErrors = {};
    const defs = new Map((await new RolesRepo(this.database.db).all()).map((r) => [r.key, jsonList(r.permissions)]));
    if (roles.some((r) => !defs.has(r))) errors.roles = 'admin-content.validation.unknownRole';
    else if (roles.some((r) => notGrantable(ctx.staff.permissions, defs.get(r)!).length > 0)) errors.roles = 'admin-content.validation.cannotGrant';
    if (notGrantable(ctx.staff.permissions, permissions).length) errors.permissions = 'admin-content.validation.cannotGrant';
    return Object.keys(errors).length ? errors : null;
  }

  private async clash(repo: StaffMembersRepo, email: string, mobile: string, exceptId?: number): Promise<FieldErrors | null> {
    const c = await repo.clash({ emailKey: emailKey(email), mobile, exceptId });
    const errors: FieldErrors = {};
    if (c.email) errors.email = 'admin-content.validation.emailTaken';
    if (c.mobile) errors.mobile = 'admin-content.validation.mobileTaken';
    return Object.keys(errors).length ? errors : null;
  }

  async create(input: CreateInput, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    const grantErrors = await this.checkGrants(ctx, input.roles, input.permissions);
    if (grantErrors) return fail('invalid', 'validation.failed', grantErrors);
    // hashing is slow on purpose: done before the transaction, not while it holds the write lock
    const hash = await this.hasher.hash(input.password);
    return auditedCreate(this.database, ctx, this.name, async (tx) => {
      const repo = new StaffMembersRepo(tx);
      const clash = await this.clash(repo, input.email, input.mobile!);
      if (clash) return fail('conflict', 'validation.failed', clash);
      const id = await repo.insert({ ...this.values(input, true), password_hash: hash }, new Date().toISOString());
      const { password: _omit, ...after } = input;
      void _omit;
      return ok({ id, summary: `${input.firstName} ${input.lastName}`, after });
    });
  }

  private values(i: CreateInput | UpdateInput, active: boolean) {
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

  /**
   * The guard rails of a change of roles or of the active flag: not on oneself (no self-demotion), and never the
   * last active owner out of the owner role. Null when allowed.
   */
  private async guard(repo: StaffMembersRepo, ctx: AdminCtx, id: number, before: ReturnType<typeof plain>, after: { roles: string[]; permissions: string[]; active: boolean }): Promise<Result<never> | null> {
    const losesRole = before.roles.some((r) => !after.roles.includes(r));
    const losesPermission = before.permissions.some((p) => !after.permissions.includes(p));
    if (id === ctx.staff.userId && (losesRole || losesPermission || !after.active)) return fail('conflict', 'admin-content.staff.selfDemote');
    const wasOwner = before.active && before.roles.includes(OWNER);
    const staysOwner = after.active && after.roles.includes(OWNER);
    if (wasOwner && !staysOwner) {
      await repo.lockRoles(this.database.dialect);
      if ((await repo.countWithRole(OWNER, id)) === 0) return fail('conflict', 'admin-content.staff.lastOwner');
    }
    return null;
  }

  async update(id: number, input: UpdateInput, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    const current = await new StaffMembersRepo(this.database.db).byId(id);
    if (!current) return fail('notFound', 'admin.errors.notFound');
    const cur = plain(current);
    // only what changes is checked against the caller's own grants (keeping a role they cannot grant is fine)
    const addedRoles = input.roles.filter((r) => !cur.roles.includes(r));
    const addedPerms = input.permissions.filter((p) => !cur.permissions.includes(p));
    const grantErrors = await this.checkGrants(ctx, addedRoles, addedPerms);
    if (grantErrors) return fail('invalid', 'validation.failed', grantErrors);
    const hash = input.password ? await this.hasher.hash(input.password) : undefined;
    return auditedUpdate(this.database, ctx, { entity: this.name, id, load: (tx) => new StaffMembersRepo(tx).byId(id) }, async (tx, row) => {
      const repo = new StaffMembersRepo(tx);
      const before = plain(row);
      const refused = await this.guard(repo, ctx, id, before, input);
      if (refused) return refused;
      const clash = await this.clash(repo, input.email, input.mobile!, id);
      if (clash) return fail('conflict', 'validation.failed', clash);
      const at = new Date().toISOString();
      await repo.update(id, { ...this.values(input, input.active), ...(hash ? { password_hash: hash } : {}) }, at);
      const { password: _omit, ...after } = input;
      void _omit;
      const accessChanged =
        !!hash || JSON.stringify(before.roles) !== JSON.stringify(input.roles) || JSON.stringify(before.permissions) !== JSON.stringify(input.permissions) || before.active !== input.active;
      // a changed access ends the member's sign-ins at once (they sign in again with what they now hold)
      if (accessChanged) await new StaffSessionsRepo(tx).revokeUser(id, at);
      // a new password or a disabled account also ends the account's sign-ins to the shop (as the shop's own
      // password change does)
      if (hash || (before.active && !input.active)) await new SessionsRepo(tx, this.database.dialect).revokeUserFamilies(id, hash ? 'password' : 'disabled', at);
      // the trail shows that the password changed, never the password
      return ok({ summary: `${input.firstName} ${input.lastName}`, before, after: hash ? { ...after, password: '(changed)' } : after });
    });
  }

  async remove(id: number, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedRemove(this.database, ctx, { entity: this.name, id, load: (tx) => new StaffMembersRepo(tx).byId(id) }, async (tx, row) => {
      const repo = new StaffMembersRepo(tx);
      const before = plain(row);
      const refused = await this.guard(repo, ctx, id, before, { roles: [], permissions: [], active: false });
      if (refused) return refused;
      const at = new Date().toISOString();
      // the account stays (its orders, reviews and history keep their owner); it only stops being staff
      await repo.strip(id, at);
      await new StaffSessionsRepo(tx).revokeUser(id, at);
      await new SessionsRepo(tx, this.database.dialect).revokeUserFamilies(id, 'disabled', at);
      return ok({ summary: `${row.first_name} ${row.last_name}`, before, after: { roles: [], permissions: [], active: false } });
    });
  }
}
