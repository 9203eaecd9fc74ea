import http from 'node:http';
import type net from 'node:net';

/** The request header that sends one request to a chosen instance (0, 1, …) instead of the next in turn. */
export const PIN_HEADER = 'x-cluster-pin';
/** The response header naming the instance that answered (its index). */
export const SERVED_BY_HEADER = 'x-cluster-instance';

/** Hop-by-hop headers (RFC 9110 §7.6.1): they belong to one connection and are not passed on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-authorization',
  'proxy-authenticate',
]);

export interface RoundRobinProxy {
  /** `http://127.0.0.1:<port>`: the shop's public address in the cluster test (every instance's PUBLIC_URL). */
  readonly url: string;
  /** The instances' base URLs, in the order requests go to them. */
  setUpstreams(urls: string[]): void;
  close(): Promise<void>;
}

/**
 * A small round-robin HTTP balancer for the cluster test (OPS-7), standing where nginx stands in
 * docs/operations.md: each request goes to the next instance in turn, with the client's `Host` kept and
 * `X-Forwarded-For` (the client's address appended), `X-Forwarded-Proto` and `X-Forwarded-Host` set, as the nginx
 * example does; the instances trust it through TRUST_PROXY. A test may pin one request to an instance with
 * `x-cluster-pin: <index>` (the header is not passed on) to make "sent by A, checked by B" certain; every answer
 * says which instance gave it in `x-cluster-instance`. An instance that does not answer is a 502, as nginx says.
 */
export async function roundRobinProxy(): Promise<RoundRobinProxy> {
  let upstreams: URL[] = [];
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const sockets = new Set<net.Socket>();

  const server = http.createServer((req, res) => {
    const pinned = req.headers[PIN_HEADER];
    const index =
      typeof pinned === 'string' && /^\d+$/.test(pinned) ? Number(pinned) : next++ % Math.max(upstreams.length, 1);
    const target = upstreams[index];
    if (!target) {
      res.writeHead(502, { 'content-type': 'text/plain' }).end('no such instance');
      return;
    }
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined || HOP_BY_HOP.has(name) || name === PIN_HEADER) continue;
      headers[name] = value;
    }
    const client = req.socket.remoteAddress ?? '127.0.0.1';
    const forwardedFor = req.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = forwardedFor ? `${String(forwardedFor)}, ${client}` : client;
    headers['x-forwarded-proto'] = 'http';
    if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
      (up) => {
        const out: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(up.headers))
          if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
        out[SERVED_BY_HEADER] = String(index);
        res.writeHead(up.statusCode ?? 502, up.statusMessage, out);
        up.pipe(res);
        up.on('error', () => res.destroy());
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent)
        res.writeHead(502, { 'content-type': 'text/plain', [SERVED_BY_HEADER]: String(index) }).end('bad gateway');
      else res.destroy();
    });
    req.on('error', () => upstream.destroy());
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 5_000;
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setUpstreams(urls) {
      upstreams = urls.map((u) => new URL(u));
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
