import * as z from 'zod/mini';
import { ADMIN_ACCESS } from '../../../domain/admin/permissions.ts';
import type { AdminList, AdminRecord, FieldDef, ListQuery, ResourceMeta } from '../../../domain/api/admin.ts';
import { requiredOr, requiredPlainText } from '../../../domain/api/fields.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { auditedCreate, auditedRemove, auditedUpdate } from '../audit.ts';
import type { AdminCtx, AdminResource } from '../resource.ts';
import type { StaffAuthService } from '../staff-auth.service.ts';
import { abilities, listOf, paging, translator } from '../content/resource-helpers.ts';
import { jsonList, notGrantable, permissionList, permissionOptions } from './grants.ts';
import { RolesRepo, type RoleRow, type RoleSort } from './roles.repo.ts';
import { StaffMembersRepo } from './staff-members.repo.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';

const roleKey = () =>
  z.string({ error: requiredOr('validation.invalidType') }).check(
    z.trim(),
    z.minLength(1, { error: 'validation.required' }),
    z.maxLength(40, { error: 'validation.tooLong' }),
    z.refine((v) => /^[a-z][a-z0-9-]*$/.test(v), { error: 'admin-content.validation.key' }),
  );
/** the permissions are absent when the form shows them read-only (a built-in role): kept as they are */
const updateInput = z.strictObject({ name: requiredPlainText(100), permissions: z.optional(permissionList()) });
const createInput = z.strictObject({ key: roleKey(), name: requiredPlainText(100), permissions: permissionList() });
type CreateInput = z.output<typeof createInput>;
type UpdateInput = z.output<typeof updateInput>;

const SORTS = ['id', 'key', 'name'] as const satisfies readonly RoleSort[];

const plain = (r: RoleRow) => ({ key: r.key, name: r.name, permissions: jsonList(r.permissions) });

/** A custom role opens the back office: admin access is part of every role made here. */
const withAccess = (perms: string[]) =>
  perms.includes(ADMIN_ACCESS) || perms.includes('*') ? perms : [ADMIN_ACCESS, ...perms];

/**
 * Roles (ADM-2): bundles of permissions. Built-in roles (owner, manager, operator, editor) take their
 * permissions from the code (`BUILTIN_ROLES`, filled at boot), so here only their name changes; custom roles are
 * edited freely within the caller's own grants. A role still held by an account cannot be removed. Every change
 * makes the role cache forget (`staffAuth.rolesChanged()`): this process applies it at the next request, others
 * within their one-second role cache.
 */
export class RolesResource implements AdminResource<typeof createInput, typeof updateInput> {
  readonly name = 'roles';
  readonly area = 'roles' as const;
  readonly listSpec = { filters: [] as string[], sorts: SORTS };
  readonly createSchema = createInput;
  readonly updateSchema = updateInput;

  constructor(
    private readonly connection: TransactionalConnection,
    private readonly i18n: I18n,
    private readonly staffAuth: StaffAuthService,
  ) {}

  private label(ctx: AdminCtx, r: RoleRow): string {
    return r.builtin === 1 ? translator(this.i18n, ctx)(`admin-content.roles.builtin.${r.key}`) : r.name;
  }

  private fields(ctx: AdminCtx, v?: ReturnType<typeof plain>, builtin = false): FieldDef[] {
    const t = translator(this.i18n, ctx);
    return [
      {
        name: 'key',
        label: t('admin-content.fields.key'),
        component: 'text',
        required: true,
        max: 40,
        readOnly: v !== undefined,
        help: t('admin-content.help.key'),
        value: v?.key ?? '',
      },
      {
        name: 'name',
        label: t('admin-content.fields.name'),
        component: 'text',
        required: true,
        max: 100,
        value: v?.name ?? '',
      },
      {
        name: 'permissions',
        label: t('admin-content.fields.permissions'),
        component: 'permissions',
        options: permissionOptions(t),
        readOnly: builtin,
        help: builtin ? t('admin-content.help.builtinRole') : undefined,
        value: v?.permissions ?? [ADMIN_ACCESS],
      },
    ];
  }

  meta(ctx: AdminCtx): ResourceMeta {
    const t = translator(this.i18n, ctx);
    return {
      resource: this.name,
      title: t('admin-content.resources.roles'),
      columns: [
        { name: 'id', label: t('admin-content.fields.id'), kind: 'number', sortable: true },
        { name: 'key', label: t('admin-content.fields.key'), kind: 'text', sortable: true },
        { name: 'name', label: t('admin-content.fields.name'), kind: 'text', sortable: true },
        { name: 'builtin', label: t('admin-content.fields.builtin'), kind: 'bool' },
        { name: 'permissions', label: t('admin-content.fields.permissions'), kind: 'text' },
      ],
      filters: [],
      sorts: [...SORTS],
      defaultSort: 'id',
      searchable: true,
      fields: this.fields(ctx),
      tools: ['edit', 'duplicate', 'remove'],
      can: { ...abilities(ctx, this.area), verify: false },
    };
  }

  async list(q: ListQuery, ctx: AdminCtx): Promise<Result<AdminList>> {
    const all = translator(this.i18n, ctx)('admin-content.permissions.all');
    const { rows, total } = await this.connection.shared.repo(RolesRepo).list({ q: q.q, ...paging<RoleSort>(q, 'id') });
    return ok(
      listOf(
        rows.map((r) => {
          const perms = jsonList(r.permissions);
          // how many permissions the role bundles; "everything" for the owner's `*`
          return {
            id: r.id,
            key: r.key,
            name: this.label(ctx, r),
            builtin: r.builtin === 1,
            permissions: perms.includes('*') ? all : String(perms.length),
          };
        }),
        total,
        q,
      ),
    );
  }

  async info(id: number, ctx: AdminCtx): Promise<Result<AdminRecord>> {
    const row = await this.connection.shared.repo(RolesRepo).byId(id);
    if (!row) return fail('notFound', 'admin.errors.notFound');
    const t = translator(this.i18n, ctx);
    const holders = await this.connection.shared.repo(StaffMembersRepo).countAnyWithRole(row.key);
    return {
      ok: true,
      data: {
        id,
        title: this.label(ctx, row),
        siteUrl: null,
        fields: this.fields(ctx, plain(row), row.builtin === 1),
        sections: [
          {
            title: t('admin-content.groups.usage'),
            kind: 'pairs',
            pairs: [{ label: t('admin-content.fields.holders'), value: String(holders) }],
          },
        ],
      },
    };
  }

  async blank(ctx: AdminCtx): Promise<Result<AdminRecord>> {
    return ok({
      id: 0,
      title: translator(this.i18n, ctx)('admin-content.resources.roles'),
      siteUrl: null,
      fields: this.fields(ctx),
    });
  }

  async create(input: CreateInput, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    const permissions = withAccess(input.permissions);
    if (notGrantable(ctx.staff.permissions, permissions).length)
      return fail('invalid', 'validation.failed', { permissions: 'admin-content.validation.cannotGrant' });
    const r = await auditedCreate(this.connection, ctx, this.name, async (uow) => {
      const repo = uow.repo(RolesRepo);
      if (await repo.byKey(input.key))
        return fail('conflict', 'validation.failed', { key: 'admin-content.validation.keyTaken' });
      const id = await repo.insert(
        { key: input.key, name: input.name, permissions: JSON.stringify(permissions) },
        new Date().toISOString(),
      );
      return ok({ id, summary: input.key, after: { ...input, permissions } });
    });
    if (r.ok) this.staffAuth.rolesChanged();
    return r;
  }

  async update(id: number, input: UpdateInput, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    const r = await auditedUpdate(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => uow.repo(RolesRepo).byId(id) },
      async (uow, row) => {
        const before = plain(row);
        let permissions = before.permissions;
        if (row.builtin === 1) {
          // the built-in roles follow the code: a different list is refused, not silently ignored
          if (
            input.permissions &&
            JSON.stringify([...input.permissions].sort()) !== JSON.stringify([...before.permissions].sort())
          )
            return fail('conflict', 'validation.failed', {
              permissions: 'admin-content.validation.builtinPermissions',
            });
        } else {
          permissions = withAccess(input.permissions ?? before.permissions);
          const added = permissions.filter((p) => !before.permissions.includes(p));
          if (notGrantable(ctx.staff.permissions, added).length)
            return fail('invalid', 'validation.failed', { permissions: 'admin-content.validation.cannotGrant' });
        }
        await uow
          .repo(RolesRepo)
          .update(id, { name: input.name, permissions: JSON.stringify(permissions) }, new Date().toISOString());
        return ok({
          summary: row.key,
          before: { name: before.name, permissions: before.permissions },
          after: { name: input.name, permissions },
        });
      },
    );
    if (r.ok) this.staffAuth.rolesChanged();
    return r;
  }

  async remove(id: number, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    const r = await auditedRemove(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => uow.repo(RolesRepo).byId(id) },
      async (uow, row) => {
        if (row.builtin === 1) return fail('conflict', 'admin-content.roles.builtinRemove');
        const people = uow.repo(StaffMembersRepo);
        await people.lockRoles(this.connection.dialect);
        const holders = await people.countAnyWithRole(row.key);
        if (holders > 0) return fail('conflict', 'admin-content.roles.inUse', undefined, { count: holders });
        await uow.repo(RolesRepo).remove(id);
        return ok({ summary: row.key, before: plain(row) });
      },
    );
    if (r.ok) this.staffAuth.rolesChanged();
    return r;
  }
}
