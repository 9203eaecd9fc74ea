import net from 'node:net';

/**
 * A TCP proxy in front of a real server, for tests that take a dependency away and bring it back (a database
 * restart, a failover): `stop()` refuses new connections and cuts the open ones, `start()` listens again on the
 * same port. With `silent: true` it accepts connections and never answers (a hung server).
 */
export async function tcpProxy(target: { host: string; port: number } | { silent: true }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        sockets.add(client);
        client.on('close', () => sockets.delete(client));
        client.on('error', () => client.destroy());
        if ('silent' in target) return;
        const upstream = net.connect(target.port, target.host);
        sockets.add(upstream);
        upstream.on('close', () => {
          sockets.delete(upstream);
          client.destroy();
        });
        upstream.on('error', () => upstream.destroy());
        client.on('close', () => upstream.destroy());
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      sockets.clear();
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });
  await start();
  return {
    get port() {
      return port;
    },
    start,
    stop,
  };
}
