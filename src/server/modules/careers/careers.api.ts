import type { FastifyInstance } from 'fastify';
import { requestLang, send, sendFailure } from '../../platform/envelope.ts';
import { fail, type FailureKind } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { PROBLEM_KIND, readMultipart, type MultipartProblem } from '../../platform/multipart.ts';
import { PUBLIC, route, routePath } from '../../platform/route.ts';
import { APPLICATION_FILE_MAX_BYTES, sendApplication } from '../../../domain/api/forms.ts';
import { uploadApplicationFile } from '../../../domain/api/careers-upload.ts';
import type { CareersService } from './careers.service.ts';

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
export async function registerCareersApi(
  api: FastifyInstance,
  deps: { i18n: I18n; careers: Pick<CareersService, 'upload' | 'apply'> },
): Promise<void> {
  const { i18n, careers } = deps;
  await api.register(async (scope) => {
    // multipart only in this scope; one file, no other parts, nothing bigger than the limit is read into memory
    await scope.register((await import('@fastify/multipart')).default, {
      limits: { fileSize: APPLICATION_FILE_MAX_BYTES, files: 2, fields: 2, parts: 4, fieldSize: 1024, headerPairs: 50 },
    });
    // multipart, not JSON: the table's upload entry gives the path; public (no permission)
    const config = { access: 'public' as const };
    const url = routePath(api.prefix, uploadApplicationFile.path);
    scope.post<{ Params: { field: string } }>(url, { config }, async (req, reply) => {
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

  route(api, i18n, sendApplication, PUBLIC, ({ input, req }) => careers.apply(input, req.ip ?? null));
}
