import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DEFAULT_LANG, isLang, type Lang } from '../../domain/i18n.ts';
import { controlCharPaths } from '../../domain/control-chars.ts';
import type { ApiFailureBody, ApiSuccessBody } from '../../domain/api/envelope.ts';
import type { I18n } from './i18n.server.ts';
import { fail, type Failure, type FailureKind, type FieldErrors, type Result } from './errors.ts';
import { RETRY_AFTER_SECONDS } from './db-errors.ts';

/** The one place where a failure's kind becomes an HTTP status (docs/api.md, "Errors"). */
const STATUS_OF_KIND: Record<FailureKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  methodNotAllowed: 405,
  timeout: 408,
  conflict: 409,
  tooLarge: 413,
  unsupported: 415,
  tooMany: 429,
  unexpected: 500,
  unavailable: 503,
};

/** The kind of a framework error's 4xx status (Fastify's own errors carry statuses), `invalid` when unlisted. */
export function kindOfStatus(status: number): FailureKind {
  const hit = (Object.entries(STATUS_OF_KIND) as [FailureKind, number][]).find(([, s]) => s === status);
  return hit ? hit[0] : status >= 500 ? 'unexpected' : 'invalid';
}

/** Language of an API call: `lang` in the body or query, else the URL prefix of the referring page, else az. */
export function requestLang(req: FastifyRequest): Lang {
  const body = req.body as { lang?: unknown } | undefined;
  const query = req.query as { lang?: unknown } | undefined;
  for (const v of [body && typeof body === 'object' ? body.lang : undefined, query?.lang]) if (isLang(v)) return v;
  return DEFAULT_LANG;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v = input;
  for (const k of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[k];
  }
  return v;
}

/** Maps zod issues to i18n keys per field. A schema may set its own key with `{ error: 'validation.x' }`. */
export function zodFieldErrors(error: z.core.$ZodError, input?: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) errors[[...issue.path, k].join('.')] ??= 'validation.unknownField';
      continue;
    }
    const field = issue.path.length ? issue.path.join('.') : '_';
    if (errors[field]) continue;
    // a schema's own message is an i18n key such as `validation.email`, `cart.error.tooManyLines` or `admin-catalog.validation.sku`
    const custom = /^[a-z][a-z-]*(\.[A-Za-z]+)+$/.test(issue.message) ? issue.message : undefined;
    let key = custom;
    if (!key) {
      // zod 4 leaves `input` out of issues unless asked: look the value up in the parsed input instead
      const given = 'input' in issue ? (issue as { input?: unknown }).input : valueAt(input, issue.path);
      if (issue.code === 'invalid_type' && given === undefined) key = 'validation.required';
      else if (issue.code === 'invalid_type') key = 'validation.invalidType';
      else if (issue.code === 'too_small') key = 'validation.tooSmall';
      else if (issue.code === 'too_big') key = 'validation.tooBig';
      else if (issue.code === 'invalid_format') key = 'validation.invalidFormat';
      else if (issue.code === 'invalid_value') key = 'validation.invalidValue';
      else key = 'validation.invalid';
    }
    errors[field] = key;
  }
  return errors;
}

/**
 * Parses input at the edge. Control characters (NUL and the other C0 controls except tab and line breaks) are a
 * field error in any string of any body, before the schema runs (`domain/control-chars.ts`).
 */
export function parseWith<S extends z.core.$ZodType>(schema: S, input: unknown): Result<z.output<S>> {
  const controls = controlCharPaths(input);
  const r = z.safeParse(schema, input ?? {});
  if (r.success && !controls.length) return { ok: true, data: r.data };
  const errors = r.success ? {} : zodFieldErrors(r.error, input ?? {});
  for (const field of controls) errors[field] = 'validation.controlChars';
  return fail('invalid', 'validation.failed', errors);
}

/**
 * A refusal raised where only an error can be given back (a body parser, before any route runs): the API's error
 * handler (`server/api-routes.ts`) sends its failure as it stands, in the envelope, at its kind's status.
 */
export class RequestRefused extends Error {
  readonly statusCode: number;
  constructor(readonly failure: Failure) {
    super(failure.code);
    this.name = 'RequestRefused';
    this.statusCode = STATUS_OF_KIND[failure.kind];
  }
}

/** Sends the design's envelope; failures are translated into the request's language. */
export function send<T>(reply: FastifyReply, i18n: I18n, lang: Lang, result: Result<T>): FastifyReply {
  if (result.ok) return reply.send({ ok: true, data: result.data } satisfies ApiSuccessBody<T>);
  return sendFailure(reply, i18n, lang, result);
}

export function sendFailure(reply: FastifyReply, i18n: I18n, lang: Lang, f: Failure): FastifyReply {
  const errors: Record<string, string> | undefined = f.errors
    ? Object.fromEntries(Object.entries(f.errors).map(([k, v]) => [k, i18n.t(lang, v, f.vars)]))
    : undefined;
  // "try again soon" (a database that does not answer, decision 0067): the client is told when
  if (f.kind === 'unavailable') reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return reply
    .status(STATUS_OF_KIND[f.kind])
    .send({ ok: false, error: i18n.t(lang, f.code, f.vars), ...(errors ? { errors } : {}) } satisfies ApiFailureBody);
}
