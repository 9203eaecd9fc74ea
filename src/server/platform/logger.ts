/**
 * Logger options of the app (pino, through Fastify). One rule on top of the level: a response cut short because
 * the browser went away (navigated on, closed the tab, cancelled a prefetch) is not an error. Stream plumbing
 * below the SSR adapter (`platform/ssr.ts` streams React's output through the compression stream) reports it as
 * an error-level "premature close"; it is logged at debug instead.
 */
const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ERR_STREAM_DESTROYED']);

function isClientGone(value: unknown): boolean {
  const err = value && typeof value === 'object' && 'err' in value ? (value as { err: unknown }).err : value;
  if (!err || typeof err !== 'object') return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  return (typeof code === 'string' && CLIENT_GONE.has(code)) || message === 'premature close';
}

const ERROR = 50;

export function loggerOptions(level: string) {
  return {
    level,
    hooks: {
      logMethod(
        this: { debug: (...args: unknown[]) => void },
        args: unknown[],
        method: (...args: unknown[]) => void,
        lvl: number,
      ) {
        if (lvl >= ERROR && isClientGone(args[0])) {
          this.debug({ err: args[0] }, 'response cut short: the client went away');
          return;
        }
        method.apply(this, args);
      },
    },
  };
}
