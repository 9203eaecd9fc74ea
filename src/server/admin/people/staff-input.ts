import * as z from 'zod/mini';
import { emailField, mobileField, nameField, requiredOr } from '../../../domain/api/fields.ts';
import { LANGS } from '../../../domain/i18n.ts';
import { permissionList } from './grants.ts';
import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from './staff-passwords.service.ts';

const roleKeys = () =>
  z.pipe(
    z
      .array(z.string({ error: 'validation.invalidType' }).check(z.maxLength(40, { error: 'validation.tooLong' })), {
        error: requiredOr('validation.invalidType'),
      })
      .check(z.maxLength(20, { error: 'validation.tooLong' })),
    z.transform((v) => [...new Set(v.map((r) => r.trim()))]),
  );
const password = () =>
  z
    .string({ error: requiredOr('validation.invalidType') })
    .check(
      z.minLength(STAFF_PASSWORD_MIN, { error: 'admin-content.validation.passwordShort' }),
      z.maxLength(STAFF_PASSWORD_MAX, { error: 'validation.tooLong' }),
    );

const base = {
  firstName: nameField(50),
  lastName: nameField(50),
  email: emailField().check(z.maxLength(254, { error: 'validation.tooLong' })),
  mobile: mobileField({ emptyKey: 'validation.mobileRequired' }),
  roles: roleKeys(),
  permissions: permissionList(),
  lang: z.enum(LANGS, { error: requiredOr('validation.invalidValue') }),
};
/** no password: the new member sets it through a link sent to their own email (decision 0060) */
export const staffCreateInput = z.strictObject(base);
/**
 * An update leaves the password as it is unless a new one is given — on one's own account only, with the current
 * password (which a change of one's own email or mobile needs too).
 */
export const staffUpdateInput = z.strictObject({
  ...base,
  active: z.boolean({ error: requiredOr('validation.invalidType') }),
  password: z.optional(z.union([z.literal(''), password()])),
  currentPassword: z.optional(
    z
      .string({ error: 'validation.invalidType' })
      .check(z.maxLength(STAFF_PASSWORD_MAX, { error: 'validation.tooLong' })),
  ),
});
export type StaffCreateInput = z.output<typeof staffCreateInput>;
export type StaffUpdateInput = z.output<typeof staffUpdateInput>;
