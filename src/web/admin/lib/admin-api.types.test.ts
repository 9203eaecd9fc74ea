import { describe, expectTypeOf, it } from 'vitest';
import type { StaffView } from '~/domain/api/admin';
import { adminGet, adminPost, type AdminResult } from './admin-api';

describe('the back-office client is typed by the endpoint table where the table has the path', () => {
  it('types the data and the body of the table’s operations, and leaves other paths to the caller', () => {
    const opts = { t: (k: string) => k, fetch: async () => new Response('{}') };
    expectTypeOf(adminPost('/auth/login', { login: 'a', password: 'b' }, opts)).resolves.toEqualTypeOf<
      AdminResult<StaffView>
    >();
    expectTypeOf(adminGet('/auth/me', undefined, opts)).resolves.toEqualTypeOf<AdminResult<StaffView>>();
    expectTypeOf(adminPost('/auth/keep-alive', {}, opts)).resolves.toEqualTypeOf<AdminResult<{ expiresAt: string }>>();
    expectTypeOf(adminPost('/auth/lang', { lang: 'ru' }, opts)).resolves.toEqualTypeOf<
      AdminResult<{ lang: 'az' | 'ru' | 'en' }>
    >();
    expectTypeOf(adminGet<{ total: number }>('/tags', { q: 'x' }, opts)).resolves.toEqualTypeOf<
      AdminResult<{ total: number }>
    >();
  });
});
