import type { FieldDef } from '../../../domain/api/admin.ts';
import { LANGS } from '../../../domain/i18n.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import type { AdminCtx } from '../resource.ts';
import { translator } from '../content/resource-helpers.ts';
import { jsonList, permissionOptions } from './grants.ts';
import { RolesRepo } from './roles.repo.ts';
import type { StaffMemberRow } from './staff-members.repo.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';

/** A staff account as its form shows it (also what the audit trail compares). */
export const staffPlain = (r: StaffMemberRow) => ({
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email ?? '',
  mobile: r.mobile,
  roles: jsonList(r.roles),
  permissions: jsonList(r.permissions),
  lang: r.lang,
  active: r.active === 1,
});
export type StaffPlain = ReturnType<typeof staffPlain>;

/** The roles a staff member may be given, labelled in the staff member's language. */
export async function staffRoleOptions(i18n: I18n, connection: TransactionalConnection, ctx: AdminCtx) {
  const roles = await connection.shared.repo(RolesRepo).all();
  return roles.map((r) => ({
    value: r.key,
    label: r.builtin === 1 ? translator(i18n, ctx)(`admin-content.roles.builtin.${r.key}`) : r.name,
  }));
}

/** The staff form (ADM-2): a new account (invited by email), one's own (with the password change) or another's. */
export async function staffFields(
  i18n: I18n,
  connection: TransactionalConnection,
  ctx: AdminCtx,
  v?: StaffPlain,
  target: 'new' | 'self' | 'other' = 'new',
): Promise<FieldDef[]> {
  const t = translator(i18n, ctx);
  const group = t('admin-content.groups.access');
  const fields: FieldDef[] = [
    {
      name: 'firstName',
      label: t('admin-content.fields.firstName'),
      component: 'text',
      required: true,
      max: 50,
      value: v?.firstName ?? '',
    },
    {
      name: 'lastName',
      label: t('admin-content.fields.lastName'),
      component: 'text',
      required: true,
      max: 50,
      value: v?.lastName ?? '',
    },
    {
      name: 'email',
      label: t('admin-content.fields.email'),
      component: 'text',
      required: true,
      max: 254,
      value: v?.email ?? '',
      ...(target === 'new'
        ? { help: t('admin-staff.help.inviteEmail') }
        : target === 'self'
          ? { help: t('admin-staff.help.needsCurrentPassword') }
          : {}),
    },
    {
      name: 'mobile',
      label: t('admin-content.fields.mobile'),
      component: 'text',
      required: true,
      max: 32,
      value: v?.mobile ?? '',
      ...(target === 'self' ? { help: t('admin-staff.help.needsCurrentPassword') } : {}),
    },
    {
      name: 'lang',
      label: t('admin-content.fields.lang'),
      component: 'select',
      required: true,
      options: LANGS.map((l) => ({ value: l, label: l.toUpperCase() })),
      value: v?.lang ?? 'az',
    },
    {
      name: 'roles',
      label: t('admin-content.fields.roles'),
      component: 'multiselect',
      group,
      options: await staffRoleOptions(i18n, connection, ctx),
      value: v?.roles ?? [],
      help: t('admin-staff.help.rolesNeeded'),
    },
    {
      name: 'permissions',
      label: t('admin-content.fields.extraPermissions'),
      component: 'permissions',
      group,
      options: permissionOptions(t),
      value: v?.permissions ?? [],
    },
  ];
  if (target !== 'new')
    fields.push({
      name: 'active',
      label: t('admin-content.fields.active'),
      component: 'checkbox',
      group,
      value: v?.active ?? true,
    });
  if (target === 'self') {
    // one's own password only, with the current one; another account's password is never typed by a colleague
    const own = t('admin-staff.ownPassword');
    fields.push(
      {
        name: 'currentPassword',
        label: t('admin-staff.fields.currentPassword'),
        component: 'password',
        group: own,
        help: t('admin-staff.help.currentPassword'),
        value: '',
      },
      {
        name: 'password',
        label: t('admin-content.fields.newPassword'),
        component: 'password',
        group: own,
        help: t('admin-content.help.newPassword'),
        value: '',
      },
    );
  }
  return fields;
}
