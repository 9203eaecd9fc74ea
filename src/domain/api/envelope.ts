import * as z from 'zod/mini';

/**
 * The answer of every `/api` operation (docs/api.md, "Envelope"): `{ ok: true, data }`, or
 * `{ ok: false, error, errors? }` with messages already translated into the request's language
 * (`errors`: field → message, present when fields are at fault).
 */
export interface ApiSuccessBody<T> {
  ok: true;
  data: T;
}

export interface ApiFailureBody {
  ok: false;
  error: string;
  errors?: Record<string, string>;
}

export type ApiEnvelope<T> = ApiSuccessBody<T> | ApiFailureBody;

export const successBody = z.object({ ok: z.literal(true), data: z.unknown() });
export const failureBody: z.ZodMiniType<ApiFailureBody> = z.object({
  ok: z.literal(false),
  error: z.string(),
  errors: z.optional(z.record(z.string(), z.string())),
});
