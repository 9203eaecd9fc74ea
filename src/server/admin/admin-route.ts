import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import { hasPermission } from '../../domain/permissions.ts';
import { requestLang } from '../platform/envelope.ts';
import { fail, type FieldErrors, type Result } from '../platform/errors.ts';
import type { I18n } from '../platform/i18n.server.ts';
import { guarded, type Exchange, type Gate, type Parts } from '../platform/route.ts';
import type { AdminCtx } from './resource.ts';
import type { Staff } from './staff.ts';

type Schema = z.core.$ZodType;
type Parsed<S> = S extends Schema ? z.output<S> : undefined;

export type AdminInput<P, Q, B> = AdminCtx & Exchange & Parts<P, Q, B>;

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

/**
 * A back-office route from loose schemas: `staffGate` and the one parse loop (`platform/route.ts`), with the
 * admin's two extras — `alsoCheck` (decision 0061) and `ownBody`.
 */
export function adminRoute<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(i18n: I18n, spec: Spec<P, Q, B>, run: (input: AdminInput<P, Q, B>) => Promise<Result<unknown>>) {
  const { permission, alsoCheck, ...parts } = spec;
  return guarded(
    i18n,
    staffGate(permission),
    { ...parts, alsoCheck: alsoCheck && ((raw, params, ctx) => alsoCheck(raw, params as Parsed<P>, ctx)) },
    run,
  );
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the permission an admin route checks (`null`: the sign-in routes); collected by the admin plugin */
    permission?: string | null;
  }
}

type Handler<P, Q, B> = (input: AdminInput<P, Q, B>) => Promise<Result<unknown>>;
type Spec<P, Q, B> = {
  permission: string;
  params?: P;
  query?: Q;
  body?: B;
  /** field errors of further rules (a taken SKU…) on a body the schema refused, added to the schema's (decision 0061) */
  alsoCheck?: (raw: unknown, params: Parsed<P>, ctx: AdminCtx) => Promise<FieldErrors>;
  /** the handler parses the body itself with `parseWith` (a body of two shapes: the update's versioned or whole record) */
  ownBody?: boolean;
};

/**
 * Registers an admin route with its access and permission in the route's `config`, where the admin plugin collects
 * it (`adminRoutes`): the table-driven permission test walks that list, so no route escapes it.
 */
export function adminGet<P extends Schema | undefined = undefined, Q extends Schema | undefined = undefined>(
  api: FastifyInstance,
  i18n: I18n,
  url: string,
  spec: Spec<P, Q, undefined>,
  run: Handler<P, Q, undefined>,
): void {
  api.get(url, { config: staffConfig(spec.permission) }, adminRoute(i18n, spec, run));
}

export function adminPost<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(api: FastifyInstance, i18n: I18n, url: string, spec: Spec<P, Q, B>, run: Handler<P, Q, B>): void {
  api.post(url, { config: staffConfig(spec.permission) }, adminRoute(i18n, spec, run));
}

/** The config of a route with a permission: its access for the test over every route, the permission for the admin list. */
export const staffConfig = (permission: string) => ({ access: { staff: permission }, permission });
