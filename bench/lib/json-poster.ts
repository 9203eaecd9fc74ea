import http from 'node:http';

/** An answer of a JSON POST: the status and the parsed body. */
interface Posted<T> {
  status: number;
  body: T;
}

/**
 * JSON POSTs over keep-alive node:http connections with bodies serialised beforehand (`prepare`): the load
 * generator of a benchmark shares the machine with the server under test, so each request should cost it as little
 * CPU as it can (global fetch costs more per request). Every request still goes over real HTTP to the server.
 */
export function jsonPoster(maxSockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  return {
    /** the URL's parts and the body's bytes, once */
    prepare(url: string, payload: unknown, headers: Record<string, string> = {}) {
      const u = new URL(url);
      const body = Buffer.from(JSON.stringify(payload));
      const options: http.RequestOptions = {
        agent,
        method: 'POST',
        host: u.hostname,
        port: u.port,
        path: u.pathname + u.search,
        headers: { 'content-type': 'application/json', 'content-length': String(body.length), ...headers },
      };
      return { options, body };
    },
    send<T>(prepared: { options: http.RequestOptions; body: Buffer }): Promise<Posted<T>> {
      return new Promise((resolve, reject) => {
        const req = http.request(prepared.options, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            try {
              resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as T });
            } catch (e) {
              reject(e instanceof Error ? e : new Error(String(e)));
            }
          });
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end(prepared.body);
      });
    },
    close: () => agent.destroy(),
  };
}
