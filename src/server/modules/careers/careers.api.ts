import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { parseWith, requestLang, send, sendFailure } from '../../platform/api.ts';
import { fail } from '../../platform/errors.ts';
import { APPLICATION_FILE_MAX_BYTES, applicationRequest } from '../../../domain/api/forms.ts';

/**
 * POST /api/careers/files/upload/{field} — one application file (multipart, a single file part);
 * POST /api/careers/send — the application, naming the uploaded file (spec 001 §7).
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
      if (!req.isMultipart()) return sendFailure(reply, i18n, lang, fail('unsupported', 'forms.upload.multipart', { file: 'forms.upload.multipart' }));
      let file: { name: string; bytes: Buffer; truncated: boolean } | null = null;
      let files = 0;
      try {
        for await (const part of req.parts()) {
          if (part.type !== 'file') continue;
          files++;
          // read every file part to the end (or to the limit) so the request completes; keep the first
          const bytes = await part.toBuffer().catch((err: { code?: string }) => {
            if (err.code === 'FST_REQ_FILE_TOO_LARGE') return null;
            throw err;
          });
          if (files === 1) file = { name: part.filename, bytes: bytes ?? Buffer.alloc(0), truncated: bytes === null };
        }
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') return sendFailure(reply, i18n, lang, fail('tooLarge', 'forms.upload.tooLarge', { file: 'forms.upload.tooLarge' }));
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
          return sendFailure(reply, i18n, lang, fail('invalid', 'forms.upload.oneFile', { file: 'forms.upload.oneFile' }));
        }
        throw err;
      }
      if (files === 0) return sendFailure(reply, i18n, lang, fail('invalid', 'forms.upload.none', { file: 'forms.upload.none' }));
      if (files > 1) return sendFailure(reply, i18n, lang, fail('invalid', 'forms.upload.oneFile', { file: 'forms.upload.oneFile' }));
      if (file!.truncated) return sendFailure(reply, i18n, lang, fail('tooLarge', 'forms.upload.tooLarge', { file: 'forms.upload.tooLarge' }));
      return send(reply, i18n, lang, await careers.upload({ originalName: file!.name, bytes: file!.bytes, ip: req.ip ?? null }));
    });
  });

  api.post('/careers/send', async (req, reply) => {
    const lang = requestLang(req);
    const parsed = parseWith(applicationRequest, req.body);
    if (!parsed.ok) return send(reply, i18n, lang, parsed);
    return send(reply, i18n, lang, await careers.apply(parsed.data, req.ip ?? null));
  });
}
