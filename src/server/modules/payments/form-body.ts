import type { FastifyInstance } from 'fastify';

/** A gateway message is a few hundred bytes; anything past this is not one. */
const FORM_BODY_LIMIT = 8 * 1024;
const MAX_FIELDS = 64;

class FormBodyError extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_ERR_FORM_BODY';
}

/** application/x-www-form-urlencoded → { name: value }; a repeated or empty name, or too many fields, is a 400. */
function parseFormBody(text: string): Record<string, string> {
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  let n = 0;
  for (const [k, v] of new URLSearchParams(text)) {
    if (k === '' || k in out) throw new FormBodyError(k === '' ? 'empty field name' : `repeated field ${k}`);
    if (++n > MAX_FIELDS) throw new FormBodyError('too many fields');
    out[k] = v;
  }
  return { ...out };
}

/**
 * Makes a plugin scope read form posts, and only them (what the card gateway and the bank's pages send): any other
 * content type is a 415, a body over FORM_BODY_LIMIT a 413.
 */
export function acceptFormPostsOnly(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_req, body, done) => {
      try {
        done(null, parseFormBody(body as string));
      } catch (e) {
        done(e as Error, undefined);
      }
    },
  );
}
