import {
  ADMIN_DOWNLOADS,
  ADMIN_ENDPOINTS,
  ADMIN_UPLOADS,
  type AdminData,
  type AdminDownloadName,
  type AdminInput,
  type AdminName,
  type AdminUploadData,
  type AdminUploadName,
  type AdminUploadParams,
} from '~/domain/api/admin-endpoints';

/**
 * The back office's one client for `/api/admin/…` (decision 0042; the shop's is `web/lib/api-client.ts`, and these two are
 * the only files of `src/web` that call `fetch`). A call names the operation of the endpoint table
 * (`domain/api/admin-endpoints.ts`) and gets its reply's type; the path is the table's:
 *
 *   const r = await adminApi('orders.note', { id: 7, text }, api);   // POST /api/admin/orders/notes/7 {text}
 *   if (r.ok) show(r.data.noteId); else show(r.fieldErrors.text ?? r.error);
 *
 * It sends JSON (or a form for uploads), reads the envelope `{ ok, data }` / `{ ok: false, error, errors }`, and never
 * throws: no answer is status 0 with the network message, an answer without the envelope (a proxy's error page) is the
 * "unexpected" message. Messages arrive already in the staff member's language (the server reads it from the session).
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

/** A path with its `{name}` parameters taken out of `input` (encoded); the rest of the input is returned. */
function fillPath(path: string, input: Record<string, unknown>): [string, Record<string, unknown>] {
  const rest = { ...input };
  const filled = path.replace(/\{(\w+)\}/g, (_m, key: string) => {
    const v = rest[key];
    delete rest[key];
    return encodeURIComponent(String(v));
  });
  return [filled, rest];
}

/** The input as a query string: empty values left out. */
function queryOf(input: Record<string, unknown>): string {
  return new URLSearchParams(
    Object.entries(input)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();
}

/**
 * Calls one operation of the table by name: its path parameters (`{resource}`, `{id}`) come from `input`, the rest is
 * the query (GET) or the JSON body (POST); `data` is typed by the entry's reply.
 */
export function adminApi<N extends AdminName>(
  name: N,
  input: AdminInput<N>,
  opts: AdminApiOptions,
): Promise<AdminResult<AdminData<N>>> {
  const e = ADMIN_ENDPOINTS[name];
  const [path, rest] = fillPath(e.path, input as Record<string, unknown>);
  if (e.method === 'GET') {
    const q = queryOf(rest);
    return call<AdminData<N>>('GET', q ? `${path}?${q}` : path, undefined, false, opts);
  }
  return call<AdminData<N>>('POST', path, JSON.stringify(rest), true, opts);
}

/** A multipart upload of the table (a picture, the products CSV): the browser sets the content type with its boundary. */
export function adminUpload<N extends AdminUploadName>(
  name: N,
  params: AdminUploadParams<N>,
  form: FormData,
  opts: AdminApiOptions,
): Promise<AdminResult<AdminUploadData<N>>> {
  const [path] = fillPath(ADMIN_UPLOADS[name].path, params as Record<string, unknown>);
  return call<AdminUploadData<N>>('POST', path, form, false, opts);
}

/** The address of a file of the table without path parameters (the products' CSV), for a link with `download`. */
export const adminDownloadUrl = (name: AdminDownloadName): string => ADMIN_DOWNLOADS[name].path;

/**
 * A button the server describes on a record (`RecordAction`, kind `post`): it posts to the URL the server built from
 * the table (`pathTo`), so the page neither writes the path nor knows the reply beyond the envelope.
 */
export function adminAction(
  url: string,
  body: Record<string, unknown>,
  opts: AdminApiOptions,
): Promise<AdminResult<unknown>> {
  return call<unknown>('POST', url, JSON.stringify(body), true, opts);
}
