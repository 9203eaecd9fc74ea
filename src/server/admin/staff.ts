import type { FastifyRequest } from 'fastify';
import type { Lang } from '../../domain/i18n.ts';
import { fail, ok, type Result } from '../platform/errors.ts';

/**
 * Who is asking in the back office (decision 0041): the signed-in staff member of this request, with the grants of
 * their roles as they are now (read at every request, so a role taken away stops working at once), or null.
 */
export interface Staff {
  userId: number;
  name: string;
  roles: string[];
  permissions: string[];
  lang: Lang;
  sessionId: number;
  clientIp: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** set by the admin session hook for `/api/admin/…` and `/admin…`; null when no staff member is signed in */
    staff: Staff | null;
  }
}

export function requireStaff(req: FastifyRequest): Result<Staff> {
  return req.staff ? ok(req.staff) : fail('unauthorized', 'admin.errors.signInRequired');
}
