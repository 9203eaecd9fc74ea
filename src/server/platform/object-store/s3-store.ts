import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import {
  checkKey,
  checkPrefix,
  ObjectStoreUnavailable,
  type ObjectStore,
  type UnavailableReason,
} from './object-store.ts';

export interface S3Settings {
  /** http(s)://host[:port] of an S3-compatible server; undefined: AWS's own endpoint for the region */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (http://host/bucket/key), as MinIO and most S3-compatible servers want, not in the host name */
  forcePathStyle: boolean;
  /** prepended to every key (`shop1/`): several shops in one bucket */
  prefix: string;
  /** the TCP connection must be made within this time */
  connectTimeoutMs: number;
  /** the whole operation (retries included) ends within this time */
  timeoutMs: number;
}

interface SdkError {
  name?: string;
  code?: string;
  Code?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

type Sdk = typeof S3Sdk;
let sdkLoad: Promise<Sdk> | undefined;
/** The SDK is loaded with the first operation: a shop on local disk (the default) and its tests never load it. */
const loadSdk = () => (sdkLoad ??= import('@aws-sdk/client-s3'));

const status = (err: SdkError) => err.$metadata?.httpStatusCode;
const isMissing = (err: SdkError) =>
  err.name === 'NoSuchKey' || err.name === 'NotFound' || (status(err) === 404 && err.name !== 'NoSuchBucket');

/** Sorts an SDK failure into why the store could not be used. */
function reasonOf(err: SdkError): UnavailableReason {
  if (
    err.name === 'AbortError' ||
    err.name === 'TimeoutError' ||
    err.code === 'ETIMEDOUT' ||
    err.name === 'RequestTimeout'
  )
    return 'timeout';
  const s = status(err);
  if (
    err.name === 'NoSuchBucket' ||
    err.name === 'AccessDenied' ||
    err.name === 'InvalidAccessKeyId' ||
    err.name === 'SignatureDoesNotMatch' ||
    s === 403 ||
    s === 401
  )
    return 'refused';
  if (s === undefined) return 'unreachable';
  return 'error';
}

/**
 * The S3 driver (decision 0068), through the AWS SDK v3 (`@aws-sdk/client-s3`): every operation ends within
 * `timeoutMs` (an abort signal; connecting has its own, shorter limit), at most 2 attempts, checksums only where
 * S3 requires them (S3-compatible servers that do not know the newer SDKs' default checksum headers still work).
 *
 * Reads (`get`, `head`) that find the store unavailable mark it down for `cooldownMs`: the reads in that time fail
 * at once instead of each waiting for the timeout, so a store that hangs costs an image request milliseconds, not
 * seconds. Writes always try.
 */
export class S3ObjectStore implements ObjectStore {
  readonly kind = 's3' as const;
  readonly describe: string;
  private client?: Promise<{ client: S3Client; sdk: Sdk }>;
  private made?: S3Client;
  private downUntil = 0;

  constructor(
    private readonly s: S3Settings,
    private readonly opts: { cooldownMs?: number; onUnavailable?: (err: ObjectStoreUnavailable) => void } = {},
  ) {
    checkPrefix(s.prefix);
    this.describe = `S3 bucket ${s.bucket}${s.prefix ? ` (keys under ${s.prefix})` : ''} at ${s.endpoint ?? `AWS ${s.region}`}`;
  }

  private sdk(): Promise<{ client: S3Client; sdk: Sdk }> {
    const s = this.s;
    return (this.client ??= loadSdk().then((sdk) => {
      this.made = new sdk.S3Client({
        ...(s.endpoint ? { endpoint: s.endpoint } : {}),
        region: s.region,
        forcePathStyle: s.forcePathStyle,
        credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
        maxAttempts: 2,
        requestHandler: { connectionTimeout: s.connectTimeoutMs, requestTimeout: s.timeoutMs },
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      return { client: this.made, sdk };
    }));
  }

  private key(key: string): string {
    return this.s.prefix + checkKey(key);
  }

  private async send<T>(what: string, run: (signal: AbortSignal) => Promise<T>, read: boolean): Promise<T> {
    if (read && Date.now() < this.downUntil)
      throw new ObjectStoreUnavailable(
        'unreachable',
        `${what}: the store was unavailable moments ago (asked again ${this.opts.cooldownMs ?? 5000} ms after)`,
        { repeated: true },
      );
    try {
      return await run(AbortSignal.timeout(this.s.timeoutMs));
    } catch (e) {
      if (e instanceof ObjectStoreUnavailable) throw e;
      const err = e as SdkError;
      if (read && isMissing(err)) throw e;
      const reason = reasonOf(err);
      const failure = new ObjectStoreUnavailable(
        reason,
        `${what}: ${reason} (${err.name ?? 'Error'}${err.message ? `: ${err.message}` : ''})`,
        { cause: e },
      );
      if (read) this.downUntil = Date.now() + (this.opts.cooldownMs ?? 5000);
      this.opts.onUnavailable?.(failure);
      throw failure;
    }
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const Key = this.key(key);
    await this.send(
      `put ${key}`,
      async (abortSignal) => {
        const { client, sdk } = await this.sdk();
        return client.send(
          new sdk.PutObjectCommand({
            Bucket: this.s.bucket,
            Key,
            Body: bytes,
            ContentType: contentType,
            ContentLength: bytes.length,
          }),
          { abortSignal },
        );
      },
      false,
    );
  }

  async get(key: string): Promise<Buffer | null> {
    const Key = this.key(key);
    try {
      return await this.send(
        `get ${key}`,
        async (abortSignal) => {
          const { client, sdk } = await this.sdk();
          const res = await client.send(new sdk.GetObjectCommand({ Bucket: this.s.bucket, Key }), { abortSignal });
          if (!res.Body) return Buffer.alloc(0);
          const bytes = await res.Body.transformToByteArray();
          return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        },
        true,
      );
    } catch (e) {
      if (e instanceof ObjectStoreUnavailable) throw e;
      return null; // missing (send rethrows only that unwrapped)
    }
  }

  async head(key: string): Promise<{ size: number } | null> {
    const Key = this.key(key);
    try {
      const res = await this.send(
        `head ${key}`,
        async (abortSignal) => {
          const { client, sdk } = await this.sdk();
          return client.send(new sdk.HeadObjectCommand({ Bucket: this.s.bucket, Key }), { abortSignal });
        },
        true,
      );
      return { size: res.ContentLength ?? 0 };
    } catch (e) {
      if (e instanceof ObjectStoreUnavailable) throw e;
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    const Key = this.key(key);
    await this.send(
      `delete ${key}`,
      async (abortSignal) => {
        const { client, sdk } = await this.sdk();
        return client.send(new sdk.DeleteObjectCommand({ Bucket: this.s.bucket, Key }), { abortSignal });
      },
      false,
    );
  }

  async list(prefix: string): Promise<string[]> {
    const Prefix = this.s.prefix + checkPrefix(prefix);
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const token = ContinuationToken;
      const res = await this.send(
        `list ${prefix}`,
        async (abortSignal) => {
          const { client, sdk } = await this.sdk();
          return client.send(
            new sdk.ListObjectsV2Command({ Bucket: this.s.bucket, Prefix, ContinuationToken: token }),
            { abortSignal },
          );
        },
        false,
      );
      for (const o of res.Contents ?? []) if (o.Key) keys.push(o.Key.slice(this.s.prefix.length));
      ContinuationToken = res.IsTruncated ? res.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys.sort();
  }

  async check(): Promise<{ ok: true } | { ok: false; reason: 'unreachable' | 'refused'; message: string }> {
    try {
      await this.send(
        'check the bucket',
        async (abortSignal) => {
          const { client, sdk } = await this.sdk();
          return client.send(new sdk.HeadBucketCommand({ Bucket: this.s.bucket }), { abortSignal });
        },
        false,
      );
      return { ok: true };
    } catch (e) {
      const err = e as ObjectStoreUnavailable;
      const code = status((err.cause ?? {}) as SdkError);
      if (err.reason === 'refused' || code === 404) {
        const why =
          code === 404
            ? `the bucket ${this.s.bucket} does not exist (S3_BUCKET)`
            : `the store refused the credentials for bucket ${this.s.bucket} (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)`;
        return { ok: false, reason: 'refused', message: why };
      }
      return { ok: false, reason: 'unreachable', message: `${this.describe} cannot be reached: ${err.message}` };
    }
  }

  /** Closes the client's connections (tests, shutdown). */
  close(): void {
    this.made?.destroy();
  }
}
