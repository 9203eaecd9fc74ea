import type { AppContext } from '../context.ts';
import { isDatabaseUnavailable } from './db-errors.ts';

/** Requests whose rendering met an unavailable database: the SSR adapter answers them 503 (platform/ssr.ts). */
const unavailable = new WeakSet<object>();

/**
 * Logs an error of a page request at its real level and remembers a database outage:
 * - the browser cancelled the request (navigated away, closed the tab): debug, it is not an error;
 * - the database does not answer: warn, and the page answers 503;
 * - anything else: error, with the request id in the log line.
 */
export function reportRequestError(context: AppContext | undefined, request: Request, error: unknown): void {
  const log = context?.log;
  if (request.signal.aborted) {
    log?.debug({ err: error }, 'request cancelled by the client');
    return;
  }
  if (isDatabaseUnavailable(error)) {
    if (context) unavailable.add(context);
    if (log) log.warn({ err: error }, 'page: database unavailable');
    else console.warn(error);
    return;
  }
  if (log) log.error({ err: error }, 'page error');
  else console.error(error);
}

export function metUnavailableDatabase(context: AppContext): boolean {
  return unavailable.has(context);
}
