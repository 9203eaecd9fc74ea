import type * as z from 'zod/mini';

/**
 * One operation of the JSON API as both sides see it: where it lives, what it takes and what it answers
 * inside the envelope (`envelope.ts`). The server parses `request` at its edge; the browser's client
 * (`web/lib/api.ts`) types its input with it and checks the reply against `reply`.
 */
export interface ApiEndpoint<Req extends z.ZodMiniType = z.ZodMiniType, Rep extends z.ZodMiniType = z.ZodMiniType> {
  /** GET sends the input as the query string, POST as a JSON body; both add the page's `lang` */
  method: 'GET' | 'POST';
  /** from the site root: `/api/…` */
  path: string;
  request: Req;
  reply: Rep;
}

export const endpoint = <Req extends z.ZodMiniType, Rep extends z.ZodMiniType>(
  e: ApiEndpoint<Req, Rep>,
): ApiEndpoint<Req, Rep> => e;
