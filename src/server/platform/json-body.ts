import type { FastifyInstance } from 'fastify';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from '../../domain/json-depth.ts';
import { RequestRefused } from './envelope.ts';
import { fail } from './errors.ts';

/**
 * The app's JSON body parser: Fastify's own (prototype poisoning refused as before), behind a cheap scan of the raw
 * text. A body nested more than MAX_JSON_DEPTH levels is a 400 naming the limit (`errors.bodyTooDeep`) before it is
 * parsed, so no later walk of a body (control characters, schemas) ever meets thousands of levels, and a burst of
 * such bodies costs one pass over each.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body as string;
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new RequestRefused(fail('invalid', 'errors.bodyTooDeep', undefined, { max: MAX_JSON_DEPTH })), undefined);
      return;
    }
    parse(req, text, done);
  });
}
