import type * as z from 'zod/mini';
import type { AdminEndpoint } from '~/domain/api/admin-auth';

/**
 * The back office's one client for `/api/admin/…` (decision 0042; the shop's is `web/lib/api-client.ts`, and these two are
 * the only files of `src/web` that call `fetch`). It sends JSON (or a form for uploads), reads the envelope
 * `{ ok, data }` / `{ ok: false, error, errors }`, and never throws: no answer is status 0 with the network message,
 * an answer without the envelope (a proxy's error page) is the "unexpected" message. Messages arrive already in the
 * staff member's language (the server reads it from the session).
 */
export interface AdminFailure {
  ok: false;
  /** HTTP status; 0 when no answer arrived */
  status: number;
  error: string;
  /** field path (`title.az`, `lines.2.qty`) → message */
  fieldErrors: Record<string, string>;
  aborted: boolean;
}

export type AdminResult<T> = { ok: true; data: T } | AdminFailure;

export interface AdminApiOptions {
  /** translates the two generic messages (`admin-ui.errors.network`, `admin-ui.errors.unexpected`) */
  t: (key: string) => string;
  signal?: AbortSignal;
  /** for tests; the browser's fetch by default */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  /**
   * The session ended (a 401 from anything but the sign-in routes): the page asks the person to sign in again
   * (`SessionGuard`) and answers true once they did, and the same request is sent again — a typed form is saved as it
   * was (decision 0063). False keeps the 401.
   */
  onSignedOut?: () => Promise<boolean>;
}

const failure = (
  status: number,
  error: string,
  fieldErrors: Record<string, string> = {},
  aborted = false,
): AdminFailure => ({ ok: false, status, error, fieldErrors, aborted });

/** `/api/admin` + a path of the API (`/tags/meta`) or an absolute `/api/admin/…` URL given by the server (record actions). */
export function adminUrl(path: string): string {
  return path.startsWith('/api/admin/') || path === '/api/admin'
    ? path
    : `/api/admin${path.startsWith('/') ? '' : '/'}${path}`;
}

async function call<T>(
  method: 'GET' | 'POST',
  path: string,
  body: BodyInit | undefined,
  json: boolean,
  opts: AdminApiOptions,
): Promise<AdminResult<T>> {
  const r = await send<T>(method, path, body, json, opts);
  if (
    r.ok ||
    r.status !== 401 ||
    !opts.onSignedOut ||
    opts.signal?.aborted ||
    /^(\/api\/admin)?\/auth\/(login|logout|keep-alive)\b/.test(path)
  )
    return r;
  return (await opts.onSignedOut()) ? call<T>(method, path, body, json, opts) : r;
}

async function send<T>(
  method: 'GET' | 'POST',
  path: string,
  body: BodyInit | undefined,
  json: boolean,
  opts: AdminApiOptions,
): Promise<AdminResult<T>> {
  const doFetch = opts.fetch ?? ((url: string, init: RequestInit) => fetch(url, init));
  let res: Response;
  try {
    res = await doFetch(adminUrl(path), {
      method,
      headers: { accept: 'application/json', ...(json ? { 'content-type': 'application/json' } : {}) },
      body,
      credentials: 'same-origin',
      signal: opts.signal,
    });
  } catch {
    return failure(0, opts.t('admin-ui.errors.network'), {}, opts.signal?.aborted ?? false);
  }
  let env: unknown = null;
  try {
    env = await res.json();
  } catch {
    if (opts.signal?.aborted) return failure(0, opts.t('admin-ui.errors.network'), {}, true);
  }
  const e = env as { ok?: unknown; data?: unknown; error?: unknown; errors?: unknown } | null;
  if (res.ok && e && e.ok === true && 'data' in e) return { ok: true, data: e.data as T };
  if (!res.ok && e && e.ok === false && typeof e.error === 'string') {
    const errors: Record<string, string> = {};
    if (e.errors && typeof e.errors === 'object')
      for (const [k, v] of Object.entries(e.errors)) if (typeof v === 'string') errors[k] = v;
    return failure(res.status, e.error, errors);
  }
  return failure(res.status, opts.t('admin-ui.errors.unexpected'));
}

/** The operations of the endpoint table (`domain/api/admin-auth.ts`) by method and path under `/api/admin`. */
type TablePath<M extends 'GET' | 'POST'> = AdminEndpoint extends infer E
  ? E extends { method: M; path: `/api/admin${infer P}` }
    ? P
    : never
  : never;
type EndpointAt<M extends 'GET' | 'POST', P> = Extract<AdminEndpoint, { method: M; path: `/api/admin${P & string}` }>;
/** What a table operation answers in `data`, typed by its reply schema. */
export type AdminData<M extends 'GET' | 'POST', P> = z.output<EndpointAt<M, P>['reply']>;
/** What a table operation takes (its `lang` optional as everywhere). */
export type AdminInput<M extends 'GET' | 'POST', P> = z.input<EndpointAt<M, P>['request']>;

/** GET with a query (`URLSearchParams` or a record; empty values left out); typed by the table where it has the path. */
export function adminGet<P extends TablePath<'GET'>>(
  path: P,
  query: Record<string, string | number | undefined> | undefined,
  opts: AdminApiOptions,
): Promise<AdminResult<AdminData<'GET', P>>>;
export function adminGet<T>(
  path: string,
  query: URLSearchParams | Record<string, string | number | undefined> | undefined,
  opts: AdminApiOptions,
): Promise<AdminResult<T>>;
export function adminGet<T>(
  path: string,
  query: URLSearchParams | Record<string, string | number | undefined> | undefined,
  opts: AdminApiOptions,
): Promise<AdminResult<T>> {
  const q =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(
          Object.entries(query ?? {})
            .filter(([, v]) => v !== undefined && v !== '')
            .map(([k, v]) => [k, String(v)]),
        );
  const s = q.toString();
  return call<T>('GET', s ? `${path}?${s}` : path, undefined, false, opts);
}

/** POST a JSON body; typed by the table (body and data) where it has the path. */
export function adminPost<P extends TablePath<'POST'>>(
  path: P,
  body: AdminInput<'POST', P>,
  opts: AdminApiOptions,
): Promise<AdminResult<AdminData<'POST', P>>>;
export function adminPost<T>(path: string, body: unknown, opts: AdminApiOptions): Promise<AdminResult<T>>;
export function adminPost<T>(path: string, body: unknown, opts: AdminApiOptions): Promise<AdminResult<T>> {
  return call<T>('POST', path, JSON.stringify(body ?? {}), true, opts);
}

/** A multipart form (file uploads, the CSV import): the browser sets the content type with its boundary. */
export function adminPostForm<T>(path: string, form: FormData, opts: AdminApiOptions): Promise<AdminResult<T>> {
  return call<T>('POST', path, form, false, opts);
}
