import { z } from 'zod';
import { LANGS } from '../../../domain/i18n.ts';

/**
 * Request shapes of the catalogue API. The listing's query string is read leniently by
 * `parseListingQuery` (a bad URL never fails a listing); the schemas here cover the other inputs.
 */
export const langQuery = z.object({ lang: z.enum(LANGS).optional().catch(undefined) }).loose();

/** Header search: shared with the browser's client (`domain/api/products.ts`). */
export { quickSearchRequest as quickSearchQuery } from '../../../domain/api/products.ts';
