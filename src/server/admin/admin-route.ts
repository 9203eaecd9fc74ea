import { hasPermission } from '../../domain/permissions.ts';
import { requestLang } from '../platform/envelope.ts';
import { fail } from '../platform/errors.ts';
import type { Gate } from '../platform/route.ts';
import type { Staff } from './staff.ts';

/**
 * The gate of every back-office route with a permission (decision 0041): answers are never stored by a cache; 401
 * without a staff session (in az: no language is known yet), 403 without the permission (checked on the server,
 * whatever the page shows); then the staff member's language.
 */
export function staffGate(permission: string): Gate<{ staff: Staff }> {
  return {
    access: { staff: permission },
    admit(req, reply) {
      reply.header('cache-control', 'no-store');
      const staff = req.staff;
      if (!staff) return { ok: false, failure: fail('unauthorized', 'admin.errors.signInRequired'), lang: 'az' };
      if (!hasPermission(staff, permission))
        return { ok: false, failure: fail('forbidden', 'admin.errors.forbidden'), lang: staff.lang };
      return { ok: true, caller: { staff }, lang: staff.lang };
    },
  };
}

/** Any signed-in staff member, no permission beyond the session (their own language, the session's keep-alive). */
export const SIGNED_IN_STAFF: Gate<{ staff: Staff }> = {
  access: { staff: null },
  admit(req, reply) {
    reply.header('cache-control', 'no-store');
    return req.staff
      ? { ok: true, caller: { staff: req.staff }, lang: req.staff.lang }
      : { ok: false, failure: fail('unauthorized', 'admin.errors.signInRequired'), lang: requestLang(req) };
  },
};

/** The sign-in routes of the back office: anyone, never stored by a cache. */
export const STAFF_SIGN_IN: Gate<{ staff: Staff | null }> = {
  access: 'public',
  admit(req, reply) {
    reply.header('cache-control', 'no-store');
    return { ok: true, caller: { staff: req.staff ?? null }, lang: requestLang(req) };
  },
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the permission an admin route checks (`null`: the sign-in routes); collected by the admin plugin (`route`) */
    permission?: string | null;
  }
}

/** The config of a route with a permission: its access for the test over every route, the permission for the admin list. */
export const staffConfig = (permission: string) => ({ access: { staff: permission }, permission });
