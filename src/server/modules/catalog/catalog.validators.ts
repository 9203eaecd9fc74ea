import { z } from 'zod';
import { LANGS } from '../../../domain/i18n.ts';

/**
 * Request shapes of the catalogue API. The listing's query string is read leniently by
 * `parseListingQuery` (a bad URL never fails a listing); the schemas here cover the other inputs.
 */
export const langQuery = z.object({ lang: z.enum(LANGS).optional().catch(undefined) }).loose();

export const productParams = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
});

/** Header search: `search` may be anything; out-of-bounds text gives an empty list, never an error. */
export const quickSearchQuery = z
  .object({
    search: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .transform((v) => (Array.isArray(v) ? (v[0] ?? '') : (v ?? ''))),
    lang: z.enum(LANGS).optional().catch(undefined),
  })
  .loose();
