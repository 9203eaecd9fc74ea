/**
 * Expected failures are values. A failure has a kind (what went wrong, in the service's terms), a code (i18n
 * key of the message) and optional field errors (field → i18n key). Services never pick HTTP statuses: the
 * API edge maps the kind to one (`platform/envelope.ts`, `STATUS_OF_KIND`), loaders read the kind directly.
 *
 *   fail('invalid', 'validation.failed', { email: 'validation.email' })
 *   fail('notFound', 'reviews.productNotFound')
 *   fail('tooMany', 'reviews.tooMany')
 */
export type FieldErrors = Record<string, string>;

export const FAILURE_KINDS = [
  /** the input breaks a rule (400) */
  'invalid',
  /** not signed in (401) */
  'unauthorized',
  /** signed in or not, not allowed; also a refused cross-site request (403) */
  'forbidden',
  /** the thing asked for does not exist (404) */
  'notFound',
  /** the method is not one this resource answers (405) */
  'methodNotAllowed',
  /** the client was too slow sending the request (408) */
  'timeout',
  /** the state changed under the caller: out of stock, already exists (409) */
  'conflict',
  /** the request body is too large (413) */
  'tooLarge',
  /** the body's content type is not accepted (415) */
  'unsupported',
  /** a rate limit was reached (429) */
  'tooMany',
  /** an unexpected error, logged with the request id (500) */
  'unexpected',
  /** a dependency (the database) is down for now; try again (503) */
  'unavailable',
] as const;

export type FailureKind = (typeof FAILURE_KINDS)[number];

export interface Failure {
  ok: false;
  kind: FailureKind;
  /** i18n key of the overall message */
  code: string;
  /** field → i18n key */
  errors?: FieldErrors;
  vars?: Record<string, string | number>;
}

export interface Success<T> {
  ok: true;
  data: T;
}

export type Result<T> = Success<T> | Failure;

export const ok = <T>(data: T): Success<T> => ({ ok: true, data });

export const fail = (kind: FailureKind, code: string, errors?: FieldErrors, vars?: Failure['vars']): Failure => ({
  ok: false,
  kind,
  code,
  ...(errors ? { errors } : {}),
  ...(vars ? { vars } : {}),
});
