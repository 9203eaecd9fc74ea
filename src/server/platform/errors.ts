/**
 * Expected failures are values. `fail(code, errors)` builds one; `code` and every field message are
 * i18n keys, translated to the request's language at the edge (API or loader).
 */
export type FieldErrors = Record<string, string>;

export interface Failure {
  ok: false;
  /** i18n key of the overall message */
  code: string;
  /** field → i18n key */
  errors?: FieldErrors;
  /** HTTP status when surfaced by the API (4xx) */
  status: number;
  vars?: Record<string, string | number>;
}

export interface Success<T> {
  ok: true;
  data: T;
}

export type Result<T> = Success<T> | Failure;

export const ok = <T>(data: T): Success<T> => ({ ok: true, data });
export const fail = (code: string, errors?: FieldErrors, status = 400, vars?: Failure['vars']): Failure => ({
  ok: false,
  code,
  errors,
  status,
  vars,
});
