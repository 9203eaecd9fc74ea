import http from 'node:http';
import zlib from 'node:zlib';

/** An answer as the wire gave it: status, headers and the body's bytes (still compressed if the server did). */
interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * Requests over keep-alive node:http connections, one at a time per socket. A benchmark's client shares the
 * machine's cores with the server it measures: global fetch costs the client several milliseconds per page
 * (its stream layers and the decompression of the answer), and on 2 cores that time is taken from the server and
 * shows up in the server's figures. This client sends a browser's `Accept-Encoding` (the server compresses as it
 * would for a shopper) and reads the answer's bytes without decompressing them, as a browser's network stack has
 * them before it hands the page on. Every request still goes over real HTTP to the server.
 */
export function httpClient(base: string, maxSockets = 1) {
  const origin = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  return {
    request(
      path: string,
      init: { method?: string; headers?: Record<string, string>; body?: string } = {},
    ): Promise<RawAnswer> {
      const body = init.body === undefined ? undefined : Buffer.from(init.body);
      // what every browser says, so the server compresses as it would for a shopper
      const headers: Record<string, string> = {
        'accept-encoding': 'gzip, deflate, br',
        ...(body ? { 'content-length': String(body.length) } : {}),
        ...init.headers,
      };
      return new Promise((resolve, reject) => {
        const req = http.request(
          { agent, host: origin.hostname, port: origin.port, path, method: init.method ?? 'GET', headers },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
            );
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}

/** name → value of the cookies an answer sets */
export function setCookies(answer: RawAnswer): Map<string, string> {
  const m = new Map<string, string>();
  for (const c of answer.headers['set-cookie'] ?? []) {
    const [pair] = c.split(';');
    const i = pair!.indexOf('=');
    m.set(pair!.slice(0, i), pair!.slice(i + 1));
  }
  return m;
}

/** The answer's body as text, decompressed as its Content-Encoding says (for checks made outside the timing). */
export function bodyText(answer: RawAnswer): string {
  const enc = answer.headers['content-encoding'];
  const raw =
    enc === 'br'
      ? zlib.brotliDecompressSync(answer.body)
      : enc === 'gzip'
        ? zlib.gunzipSync(answer.body)
        : enc === 'deflate'
          ? zlib.inflateSync(answer.body)
          : answer.body;
  return raw.toString('utf8');
}
