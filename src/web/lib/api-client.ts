import type { Lang, Vars } from '~/domain/i18n';
import { loadEndpoint, type ApiData, type ApiInput, type ApiName } from '~/domain/api/endpoints';

/**
 * The browser's one client for the JSON API (docs/api.md). It sends the page's language and JSON, reads the
 * envelope and checks `data` against the reply schema shared with the server (`domain/api/*`), and never
 * throws: every outcome is an `ApiResult`.
 *
 *   const r = await callApi('subscriptions.send', { email }, { lang, t });
 *   if (r.ok) show(r.data.message.text); else show(r.fieldErrors.email ?? r.error);
 *
 * zod and the schemas are loaded with the first call of an area's operation (`loadEndpoint`), not with the page.
 */

export interface ApiFailure {
  ok: false;
  /** HTTP status; 0 when no answer arrived (offline, aborted) */
  status: number;
  /** the message to show, in the page's language: the server's, or a generic one when it sent none */
  error: string;
  /** field → message in the page's language (the envelope's `errors`); empty when no field is at fault */
  fieldErrors: Record<string, string>;
  /** the caller's signal aborted the call: nothing to show */
  aborted: boolean;
}

export type ApiResult<T> = { ok: true; data: T } | ApiFailure;

export interface ApiOptions {
  lang: Lang;
  /** translates the generic messages (`errors.network`, `errors.unexpected`) */
  t: (key: string, vars?: Vars) => string;
  signal?: AbortSignal;
  /**
   * Sent as the `Idempotency-Key` header (decision 0008): one key per order form (`newIdempotencyKey()`), kept
   * across retries of the same order, renewed after an order is placed. A repeat answers the same order.
   */
  idempotencyKey?: string;
  /** for tests; the browser's fetch by default */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
}

/**
 * A fresh idempotency key (a random UUID v4). `crypto.randomUUID` exists in secure contexts only (https,
 * localhost); a shop opened over plain http on another host gets the same format from `getRandomValues`.
 */
export function newIdempotencyKey(
  c: Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string } = globalThis.crypto,
): string {
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const loadEnvelope = () => import('~/domain/api/envelope');

const failure = (
  status: number,
  error: string,
  fieldErrors: Record<string, string> = {},
  aborted = false,
): ApiFailure => ({ ok: false, status, error, fieldErrors, aborted });

/** The input as a query string: arrays repeat their key, absent values are left out. */
function queryOf(input: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(input)) {
    for (const one of Array.isArray(v) ? v : [v]) if (one !== undefined && one !== null) q.append(k, String(one));
  }
  return q.toString();
}

export async function callApi<N extends ApiName>(
  name: N,
  input: ApiInput<N>,
  opts: ApiOptions,
): Promise<ApiResult<ApiData<N>>> {
  const { lang, t, signal } = opts;
  const doFetch = opts.fetch ?? ((url: string, init: RequestInit) => fetch(url, init));
  const network = () => failure(0, t('errors.network'), {}, signal?.aborted ?? false);
  let res: Response;
  let e: Awaited<ReturnType<typeof loadEndpoint>>;
  let envelope: Awaited<ReturnType<typeof loadEnvelope>>;
  try {
    [e, envelope] = await Promise.all([loadEndpoint(name), loadEnvelope()]);
    const body: Record<string, unknown> = { ...(input as Record<string, unknown>), lang };
    // `{id}` in the path comes from the input and leaves the body (POST /api/users/remove-address/{id})
    const path = e.path.replace(/\{(\w+)\}/g, (_m, key: string) => {
      const v = body[key];
      delete body[key];
      return encodeURIComponent(String(v));
    });
    const headers: Record<string, string> = { accept: 'application/json' };
    if (opts.idempotencyKey) headers['idempotency-key'] = opts.idempotencyKey;
    res = await doFetch(
      e.method === 'GET' ? `${path}?${queryOf(body)}` : path,
      e.method === 'GET'
        ? { method: 'GET', headers, signal }
        : {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify(body),
            signal,
          },
    );
  } catch {
    // offline, DNS, reset connection, an aborted call, or the schemas' chunk could not be loaded
    return network();
  }
  const { successBody, failureBody } = envelope;

  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    if (signal?.aborted) return network();
  }
  const unexpected = () => failure(res.status, t('errors.unexpected'));

  const s = successBody.safeParse(json);
  if (res.ok && s.success) {
    const data = e.reply.safeParse(s.data.data);
    return data.success ? { ok: true, data: data.data as ApiData<N> } : unexpected();
  }
  const f = failureBody.safeParse(json);
  if (!res.ok && f.success) return failure(res.status, f.data.error, f.data.errors ?? {});
  // no envelope: a proxy's error page, a truncated body, or an answer that breaks the shared schema
  return unexpected();
}

/**
 * Sends one file as multipart form data (POST /api/careers/files/upload/file) and reads the envelope like
 * `callApi`. The reply is `{ name, originalName, size }` (FORM-11).
 */
export async function uploadFile(
  path: string,
  file: File,
  opts: Pick<ApiOptions, 'lang' | 't' | 'fetch'>,
): Promise<ApiResult<{ name: string; originalName: string; size: number }>> {
  const { t } = opts;
  const doFetch = opts.fetch ?? ((url: string, init: RequestInit) => fetch(url, init));
  const form = new FormData();
  form.append('file', file, file.name);
  let res: Response;
  try {
    res = await doFetch(`${path}?lang=${opts.lang}`, {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: form,
    });
  } catch {
    return failure(0, t('errors.network'));
  }
  type Envelope = {
    ok?: boolean;
    data?: { name?: unknown; originalName?: unknown; size?: unknown };
    error?: unknown;
    errors?: unknown;
  };
  const json = (await res.json().catch(() => null)) as Envelope | null;
  const d = json?.data;
  if (
    res.ok &&
    json?.ok &&
    d &&
    typeof d.name === 'string' &&
    typeof d.originalName === 'string' &&
    typeof d.size === 'number'
  ) {
    return { ok: true, data: { name: d.name, originalName: d.originalName, size: d.size } };
  }
  if (!res.ok && json && typeof json.error === 'string') {
    const errors = json.errors && typeof json.errors === 'object' ? (json.errors as Record<string, string>) : {};
    return failure(res.status, json.error, errors);
  }
  return failure(res.status, t('errors.unexpected'));
}
