/**
 * Server rendering entry (replaces React Router's default one) for two reasons:
 * - the CSP nonce of this response (`context.cspNonce`, platform/security.ts) reaches React's and React Router's
 *   inline scripts (`renderToPipeableStream({ nonce })`, `<ServerRouter nonce>`) and our own (`useNonce()`);
 * - errors are logged with the request id at the right level: a request the browser cancelled is not an error
 *   (debug), a database that does not answer is a warning and the page answers 503 (platform/db-errors.ts).
 */
import { Transform, type TransformCallback } from 'node:stream';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { ServerRouter } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { NonceContext } from '~/web/lib/csp-nonce';
import { InlineCssContext } from '~/web/lib/inline-css';
import { IconSpriteContext } from '~/web/components/icon-sprite';
import { spriteMarkup } from '~/web/components/icon-sprite.server';

export const streamTimeout = 5_000;

/**
 * React writes a rendered shell in 2 KB pieces, all in one go; each piece would travel alone through the web
 * stream, the compressor (one thread-pool job each) and the socket. This joins what arrives within one turn of the
 * event loop into one chunk, so a page leaves in one piece per React flush (the shell, then each late boundary).
 */
class JoinedFlushes extends Transform {
  private parts: Buffer[] = [];
  private scheduled = false;

  constructor(private readonly onFinal: () => void) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.parts.push(chunk);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.release());
    }
    callback();
  }

  override _flush(callback: TransformCallback): void {
    this.release();
    this.onFinal();
    callback();
  }

  private release(): void {
    this.scheduled = false;
    if (!this.parts.length) return;
    const joined = this.parts.length === 1 ? this.parts[0]! : Buffer.concat(this.parts);
    this.parts = [];
    this.push(joined);
  }
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD')
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <InlineCssContext.Provider value={loadContext.stylesheet}>
          <IconSpriteContext.Provider value={spriteMarkup()}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </IconSpriteContext.Provider>
        </InlineCssContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new JoinedFlushes(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // errors before the shell reject and are reported through handleError
          if (shellRendered) reportError(loadContext, request, error);
        },
      },
    );
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  reportError(context as AppLoadContext | undefined, request, error);
};

/**
 * Through the server's own reporter in the load context (platform/request-errors.ts, given by platform/ssr.ts): a
 * copy bundled into this build would keep its own state and rules, and the server would never learn that the page
 * met an unavailable database (decision 0067).
 */
function reportError(context: AppLoadContext | undefined, request: Request, error: unknown): void {
  if (context?.reportError) context.reportError(request, error);
  else console.error(error);
}
