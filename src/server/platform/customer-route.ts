import type * as z from 'zod/mini';
import type { Result } from './errors.ts';
import type { I18n } from './i18n.server.ts';
import { CUSTOMER, guarded, type Exchange, type Parts } from './route.ts';
import type { Viewer } from './viewer.ts';

type Schema = z.core.$ZodType;

export type CustomerInput<P, Q, B> = { viewer: Viewer } & Exchange & Parts<P, Q, B>;

/**
 * A route of the signed-in customer from loose schemas (the cabinet CAB-1…CAB-5 and lists CART-5): the `CUSTOMER`
 * gate and the one parse loop of `route.ts` (`guarded`). Endpoints of the table register with `route` instead.
 * `noStore` marks a read that must not be kept by any cache.
 */
export function customerRoute<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(
  i18n: I18n,
  spec: { params?: P; query?: Q; body?: B; noStore?: boolean },
  run: (input: CustomerInput<P, Q, B>) => Promise<Result<unknown>>,
) {
  const { noStore, ...parts } = spec;
  return guarded(i18n, CUSTOMER, { ...parts, cacheControl: noStore ? 'no-store' : undefined }, run);
}
