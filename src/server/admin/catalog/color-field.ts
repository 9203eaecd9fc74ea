import * as z from 'zod/mini';
import { normalizeColor } from '../../../domain/admin/catalog-paths.ts';
import { requiredOr } from '../../../domain/api/fields.ts';

/**
 * A colour code of a form: `#rrggbb`, also accepted without the `#` (as the demo data and older rows keep it) and
 * stored with it in lower case; empty is no colour.
 */
export const colorField = () =>
  z.pipe(
    z.nullable(
      z.string({ error: requiredOr('validation.invalidType') }).check(
        z.trim(),
        z.refine((v) => v === '' || normalizeColor(v) !== null, { error: 'admin-catalog.validation.color' }),
      ),
    ),
    z.transform((v: string | null) => (v === null || v === '' ? null : normalizeColor(v))),
  );
