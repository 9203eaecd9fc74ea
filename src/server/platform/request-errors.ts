import type { AppContext } from '../context.ts';
import { isDatabaseUnavailable } from './db-errors.ts';

/**
 * Logs an error of a page request at its real level and remembers a database outage:
 * - the browser cancelled the request (navigated away, closed the tab): debug, it is not an error;
 * - the database does not answer: warn, and the page answers 503;
 * - a refusal of the request itself (React Router's own 4xx answer, e.g. 405 for OPTIONS on a page): warn — the
 *   client's doing, not the shop's fault;
 * - anything else: error, with the request id in the log line.
 */
export function reportRequestError(context: AppContext | undefined, request: Request, error: unknown): void {
  const log = context?.log;
  if (request.signal.aborted) {
    log?.debug({ err: error }, 'request cancelled by the client');
    return;
  }
  if (isDatabaseUnavailable(error)) {
    if (context) context.databaseUnavailable = true;
    if (log) log.warn({ err: error }, 'page: database unavailable');
    else console.warn(error);
    return;
  }
  const status = clientErrorStatus(error);
  if (status !== null) {
    if (log) log.warn({ err: error, status }, 'page: request refused');
    return;
  }
  if (log) log.error({ err: error }, 'page error');
  else console.error(error);
}

/** The status of a route error response (React Router's `ErrorResponse`: `{ status, statusText, data }`) in 4xx, else null. */
function clientErrorStatus(error: unknown): number | null {
  if (!error || typeof error !== 'object' || error instanceof Error) return null;
  const { status, statusText } = error as { status?: unknown; statusText?: unknown };
  return typeof status === 'number' && status >= 400 && status < 500 && typeof statusText === 'string' ? status : null;
}

/** Whether rendering met an unavailable database (the SSR adapter answers it 503, platform/ssr.ts). */
export function metUnavailableDatabase(context: AppContext): boolean {
  return context.databaseUnavailable === true;
}
