import fs from 'node:fs';
import type http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * A local server that speaks the S3 protocol, for tests (OPS-7, decision 0068): s3rver (npm), started in
 * this process on a free port of 127.0.0.1 with one bucket, its objects in a temporary folder removed by `stop()`.
 * It checks the SigV4 signature of every request (a wrong access key is `InvalidAccessKeyId`), answers S3's XML
 * errors (`NoSuchKey`, `NoSuchBucket`), path-style. s3rver accepts one key pair, S3RVER / S3RVER.
 *
 * `env` is what an instance of the shop needs to use it (STORAGE=s3 and the S3_* settings): several instances given
 * the same env share the bucket.
 */
// the SDK's notice that its releases after January 2027 need Node 22 (decision 0068) is for operators, not for every
// test worker's output; processes a test starts with this environment are quiet too
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export interface S3TestServer {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  port: number;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** STORAGE=s3 and the S3_* variables pointing at this server */
  env: Record<string, string>;
  /** the folder s3rver keeps its objects in (tests may look, never write) */
  directory: string;
  stop(): Promise<void>;
}

export async function startS3TestServer(opts: { bucket?: string } = {}): Promise<S3TestServer> {
  const bucket = opts.bucket ?? 'volt-test';
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const port = address.port;
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const region = 'us-east-1';
  return {
    endpoint,
    port,
    bucket,
    region,
    ...credentials,
    directory,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      // the SDK keeps connections alive: cut them, or close() waits for them
      const http = (server as unknown as { httpServer?: http.Server }).httpServer;
      http?.closeAllConnections();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * A TCP proxy that holds every chunk from the client for `delayMs` before passing it on (a slow or far store), for
 * timeout tests. `delayMs` can be changed while it runs.
 */
export async function delayingProxy(target: { host: string; port: number }, delayMs: number) {
  const sockets = new Set<net.Socket>();
  const state = { delayMs };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('data', (chunk) => {
      setTimeout(() => {
        if (!upstream.destroyed) upstream.write(chunk);
      }, state.delayMs);
    });
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    endpoint: `http://127.0.0.1:${port}`,
    set delayMs(ms: number) {
      state.delayMs = ms;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port of 127.0.0.1 nobody listens on (a store that is down: connections are refused at once). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
