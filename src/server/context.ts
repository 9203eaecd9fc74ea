import type { Config } from './config.ts';
import type { Services } from './services.ts';
import type { Viewer } from './platform/viewer.ts';
import type { Staff } from './admin/staff.ts';

/** The request's logger (Fastify's, carrying the request id). */
export interface RequestLog {
  debug(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** How a page carries the stylesheet: `css` inside the page, or (without it) links to `hrefs` (decision 0048). */
export interface StylesheetDelivery {
  css?: string;
  hrefs: string[];
  /** the content's hash: the `css` cookie's value once the browser has the file cached */
  version: string;
}

/** What every React Router loader and action receives as `context`. */
export interface AppContext {
  services: Services;
  config: Config;
  requestId: string;
  clientIp: string;
  /** this response's Content-Security-Policy nonce, for inline scripts (`useNonce()` in components) */
  cspNonce: string;
  /** production: how this page carries the shop's stylesheet — inside the head, or linked for a browser that has it (platform/ssr.ts) */
  stylesheet?: StylesheetDelivery;
  log: RequestLog;
  /** the signed-in customer, or null for a guest (platform/viewer.ts) */
  viewer: Viewer | null;
  /** the signed-in staff member on /admin pages (decision 0041), else null */
  staff: Staff | null;
  /**
   * The staff member behind the request's staff cookie, for a preview of an unpublished record on the shop (decision
   * 0086): reads the database only when the cookie is there. Call it only once the record is known to be unpublished.
   */
  previewStaff?: () => Promise<Staff | null>;
  /**
   * Reports an error met while rendering this page (`handleError` of `src/web/entry.server.tsx`): logged at its real
   * level, and a database that does not answer makes the page a 503 (platform/request-errors.ts). Given by the SSR
   * adapter, so the web build carries no copy of the server's rules (decision 0067).
   */
  reportError?: (request: Request, error: unknown) => void;
  /** set by `reportError` when rendering met a database that does not answer: the SSR adapter answers 503 */
  databaseUnavailable?: boolean;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}
