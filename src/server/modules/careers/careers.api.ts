import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { parseWith, requestLang, send, sendFailure } from '../../platform/api.ts';
import { fail, type FailureKind } from '../../platform/errors.ts';
import { PROBLEM_KIND, readMultipart, type MultipartProblem } from '../../platform/multipart.ts';
import { APPLICATION_FILE_MAX_BYTES, applicationRequest } from '../../../domain/api/forms.ts';

/** The message of each way a multipart body can fail (platform/multipart.ts). */
const UPLOAD_PROBLEM: Record<MultipartProblem, string> = {
  notMultipart: 'forms.upload.multipart',
  malformed: 'forms.upload.broken',
  noName: 'forms.upload.noName',
  tooLarge: 'forms.upload.tooLarge',
  tooMany: 'forms.upload.oneFile',
};

/**
 * POST /api/careers/files/upload/{field} — one application file (multipart, a single file part);
 * POST /api/careers/send — the application, naming the uploaded file (CNT-7).
 */
export async function registerCareersApi(api: FastifyInstance, services: Services): Promise<void> {
  const { i18n, careers } = services;
  await api.register(async (scope) => {
    // multipart only in this scope; one file, no other parts, nothing bigger than the limit is read into memory
    await scope.register((await import('@fastify/multipart')).default, {
      limits: { fileSize: APPLICATION_FILE_MAX_BYTES, files: 2, fields: 2, parts: 4, fieldSize: 1024, headerPairs: 50 },
    });
    scope.post<{ Params: { field: string } }>('/careers/files/upload/:field', async (req, reply) => {
      const lang = requestLang(req);
      const field = req.params.field;
      if (field !== 'file') return sendFailure(reply, i18n, lang, fail('notFound', 'forms.upload.noField'));
      const read = await readMultipart(req);
      const refuse = (kind: FailureKind, key: string) => sendFailure(reply, i18n, lang, fail(kind, key, { file: key }));
      if (!read.ok) return refuse(PROBLEM_KIND[read.problem], UPLOAD_PROBLEM[read.problem]);
      const [file, ...more] = read.files;
      if (!file) return refuse('invalid', 'forms.upload.none');
      if (more.length) return refuse('invalid', 'forms.upload.oneFile');
      if (!file.bytes) return refuse('tooLarge', 'forms.upload.tooLarge');
      return send(
        reply,
        i18n,
        lang,
        await careers.upload({ originalName: file.name, bytes: file.bytes, ip: req.ip ?? null }),
      );
    });
  });

  api.post('/careers/send', async (req, reply) => {
    const lang = requestLang(req);
    const parsed = parseWith(applicationRequest, req.body);
    if (!parsed.ok) return send(reply, i18n, lang, parsed);
    return send(reply, i18n, lang, await careers.apply(parsed.data, req.ip ?? null));
  });
}
