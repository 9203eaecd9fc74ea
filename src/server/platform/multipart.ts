import type { FastifyRequest } from 'fastify';
import type { FailureKind } from './errors.ts';

/** One file part of a multipart body; `bytes` is null when the part went past the size limit. */
interface FilePart {
  field: string;
  name: string;
  bytes: Buffer | null;
}

/**
 * Why a multipart body was not read. Each upload route turns it into its own translated field error on `file`:
 * - `notMultipart`: not `multipart/form-data`, or no boundary in the content type (415);
 * - `malformed`: a body cut short, one that never names its boundary, a broken part header (400);
 * - `noName`: a file part without a file name (400);
 * - `tooLarge`: a file past the route's size limit (413);
 * - `tooMany`: more files, fields or parts than the route's limits (400).
 */
export type MultipartProblem = 'notMultipart' | 'malformed' | 'noName' | 'tooLarge' | 'tooMany';

/** The failure kind (HTTP status) of each problem. */
export const PROBLEM_KIND = {
  notMultipart: 'unsupported',
  malformed: 'invalid',
  noName: 'invalid',
  tooLarge: 'tooLarge',
  tooMany: 'invalid',
} as const satisfies Record<MultipartProblem, FailureKind>;

type MultipartRead =
  { ok: true; files: FilePart[]; fields: Map<string, string> } | { ok: false; problem: MultipartProblem };

/** `multipart/form-data` with a boundary of 1 to 70 characters (RFC 2046 §5.1.1), as busboy will read it. */
const WITH_BOUNDARY = /^multipart\/form-data\s*;(?:.*;)?\s*boundary=(?:"[^"]{1,70}"|[^\s;"]{1,70})\s*(?:;.*)?$/i;

/** What busboy and its part parser (dicer) throw for a body that breaks the multipart format. */
const FORMAT_ERROR = /multipart|boundary|terminated early|malformed|unexpected end/i;

/**
 * Reads a whole multipart body in the route's scope (where `@fastify/multipart` is registered with the route's
 * limits): every file part to its end or its limit (so the request completes), every text field. The one reader of
 * the shop's uploads: whatever a client sends, the answer is a problem to report, never an exception — except an
 * error that is no fault of the body (it is thrown on, a 500 with the request id).
 */
export async function readMultipart(req: FastifyRequest): Promise<MultipartRead> {
  if (!req.isMultipart() || !WITH_BOUNDARY.test(String(req.headers['content-type'] ?? '')))
    return { ok: false, problem: 'notMultipart' };
  const files: FilePart[] = [];
  const fields = new Map<string, string>();
  let problem: MultipartProblem | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer().catch((err: { code?: string }) => {
          if (err.code === 'FST_REQ_FILE_TOO_LARGE') return null;
          throw err;
        });
        if (bytes === null || part.file.truncated) problem ??= 'tooLarge';
        // a browser always names a chosen file (`filename=""` for none); a part without the parameter is no upload
        if (typeof part.filename !== 'string') problem ??= 'noName';
        files.push({
          field: part.fieldname,
          name: part.filename ?? '',
          bytes: bytes && !part.file.truncated ? bytes : null,
        });
      } else fields.set(part.fieldname, String(part.value));
    }
  } catch (err) {
    const { code, message } = err as { code?: unknown; message?: unknown };
    if (code === 'FST_REQ_FILE_TOO_LARGE') return { ok: false, problem: 'tooLarge' };
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      return { ok: false, problem: 'tooMany' };
    // a part cut short ends its file stream early (premature close); the parser's own errors carry no code
    if (
      code === 'FST_PROTO_VIOLATION' ||
      code === 'ERR_STREAM_PREMATURE_CLOSE' ||
      (code === undefined && typeof message === 'string' && FORMAT_ERROR.test(message))
    ) {
      return { ok: false, problem: 'malformed' };
    }
    throw err;
  }
  return problem ? { ok: false, problem } : { ok: true, files, fields };
}
