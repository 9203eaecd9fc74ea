import type { ServerBuild } from 'react-router';
import type { AppContext } from '../context.ts';

/** A document that streams a chunk every 20 ms until the client goes away (or 2 s pass). */
function slowDocument(request: Request, status: number, headers: Headers): Response {
  let timer: ReturnType<typeof setInterval> | undefined;
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const chunk = new TextEncoder().encode(`<p>${'x'.repeat(4096)}</p>`);
      controller.enqueue(chunk);
      timer = setInterval(() => {
        if (request.signal.aborted || ++sent > 100) {
          clearInterval(timer);
          controller.close();
        } else controller.enqueue(chunk);
      }, 20);
    },
    cancel() {
      clearInterval(timer);
    },
  });
  headers.set('content-type', 'text/html; charset=utf-8');
  return new Response(body, { status, headers });
}

/**
 * A minimal React Router server build for integration tests of the host around SSR (origin, methods, CSRF,
 * outages) without building the web app: a root route whose loader reports the origin the page would use for
 * its links, and a catch-all route that resolves the path through the real routing service (as
 * `routes/resolve.tsx` does) and has an action. The document "renders" as JSON of the loader and action data; `/slow` streams for a while.
 */
export function probeBuild(): ServerBuild {
  const route = (id: string, parentId: string | undefined, path: string | undefined) => ({
    id,
    parentId,
    path,
    hasAction: id !== 'root',
    hasLoader: true,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: id === 'root',
    module: `/${id}.js`,
    clientActionModule: undefined,
    clientLoaderModule: undefined,
    clientMiddlewareModule: undefined,
    hydrateFallbackModule: undefined,
  });
  return {
    entry: {
      module: {
        default: (request, status, headers, context) => {
          const c = context.staticHandlerContext;
          if (new URL(request.url).pathname === '/slow') return slowDocument(request, status, headers);
          headers.set('content-type', 'text/html; charset=utf-8');
          return new Response(
            JSON.stringify({
              loaderData: c.loaderData,
              actionData: c.actionData,
              errors: c.errors ? Object.keys(c.errors) : null,
            }),
            {
              status,
              headers,
            },
          );
        },
        // as src/web/entry.server.tsx: through the reporter the SSR adapter puts in the context
        handleError: (error, { request, context }) => (context as unknown as AppContext).reportError?.(request, error),
      },
    },
    routes: {
      root: {
        id: 'root',
        path: '',
        module: {
          default: () => null,
          ErrorBoundary: () => null,
          loader: ({ request, context }: { request: Request; context: unknown }) => ({
            origin: new URL(request.url).origin,
            // who the session hook said is asking (accounts tests)
            viewer: (context as AppContext).viewer?.userId ?? null,
          }),
        },
      },
      page: {
        id: 'page',
        parentId: 'root',
        path: '*',
        module: {
          default: () => null,
          loader: async ({ request, context }: { request: Request; context: AppContext }) =>
            (await context.services.routing.resolve('az', new URL(request.url).pathname)).kind,
          action: () => ({ done: true }),
        },
      },
    },
    assets: {
      entry: { imports: [], module: '/entry.client.js' },
      routes: { root: route('root', undefined, ''), page: route('page', 'root', '*') },
      url: '/manifest.js',
      version: 'test',
    },
    publicPath: '/',
    assetsBuildDirectory: '/nonexistent',
    future: { v8_middleware: false } as unknown as ServerBuild['future'],
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as ServerBuild;
}
