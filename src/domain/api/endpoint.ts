import type * as z from 'zod/mini';

/**
 * One operation of the JSON API as both sides see it: where it lives, what it takes and what it answers
 * inside the envelope (`envelope.ts`). The server registers its route from it (`server/platform/route.ts`) and parses
 * `request` at its edge; the browser's client (`web/lib/api-client.ts`) types its input with it and checks the reply against
 * `reply`.
 */
export interface ApiEndpoint<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Rep extends z.ZodMiniType = z.ZodMiniType,
  Path extends string = string,
  Method extends 'GET' | 'POST' = 'GET' | 'POST',
> {
  /** GET sends the input as the query string, POST as a JSON body; both add the page's `lang` */
  method: Method;
  /** from the site root: `/api/…`; `{name}` is a path parameter, taken out of the input by the client */
  path: Path;
  request: Req;
  reply: Rep;
}

export const endpoint = <
  Req extends z.ZodMiniType,
  Rep extends z.ZodMiniType,
  const Path extends string = string,
  const Method extends 'GET' | 'POST' = 'GET' | 'POST',
>(
  e: ApiEndpoint<Req, Rep, Path, Method>,
): ApiEndpoint<Req, Rep, Path, Method> => e;

/** The names of a path's parameters: `'/api/users/remove-address/{id}'` → `'id'`. */
export type PathKeys<P extends string> = P extends `${string}{${infer K}}${infer Rest}` ? K | PathKeys<Rest> : never;

/** The names of a path's parameters at run time, in order. */
export const pathKeys = (path: string): string[] => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/**
 * An endpoint's path with its parameters filled (encoded): `pathTo(adminOrderNote, { id: 7 })` →
 * `/api/admin/orders/notes/7`. Links and buttons the server describes (record actions) are built with it, so their
 * path stays the table's.
 */
export function pathTo<P extends string>(e: { path: P }, params: { [K in PathKeys<P>]: string | number }): string {
  const values = params as Record<string, string | number>;
  return e.path.replace(/\{(\w+)\}/g, (_m, key: string) => encodeURIComponent(String(values[key])));
}

/**
 * An upload: a POST whose body is multipart form data (a file and a few text fields), which a zod request schema does
 * not describe. Its path, reply and permission are in the table like an endpoint's; the server reads the body with the
 * one multipart reader (`server/platform/multipart.ts`) and gates the route with the entry's permission (recorded in
 * its config for the permission test over every route). The back office's uploads name a staff permission; the shop's
 * one (an applicant's file) names none and is public.
 */
export interface ApiUpload<Rep extends z.ZodMiniType = z.ZodMiniType, Path extends string = string> {
  method: 'POST';
  path: Path;
  /** the form's parts, for the docs and the client: `file` and the text fields */
  multipart: readonly string[];
  reply: Rep;
  /** the staff permission the route checks (`a|b`: either); absent: a public upload of the shop */
  permission?: string;
}

export const upload = <const U extends ApiUpload>(u: U): U => u;

/**
 * A download of the back office: a GET that answers a file (`content-disposition: attachment`, never cached) instead
 * of the JSON envelope; its refusals (401, 403, a bad path parameter, 404) are still the envelope. The path and the
 * permission are written here once: the server registers the route from the entry (`admin/content/admin-download.ts`),
 * the pages link to its path, and the permission test over every route reads the permission from the route's config.
 */
export interface ApiDownload<Path extends string = string> {
  method: 'GET';
  path: Path;
  /** what the file is, for the docs: `text/csv`, or the type of the file that was uploaded */
  file: string;
  /** the staff permission the route checks */
  permission: string;
}

export const download = <const Path extends string>(d: ApiDownload<Path>): ApiDownload<Path> => d;
