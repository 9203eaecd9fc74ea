import { describe, expectTypeOf, it } from 'vitest';
import type { AdminList, AdminRecord, ImportJob, RemovePlan, StaffView } from '~/domain/api/admin';
import { adminApi, adminUpload, type AdminResult } from './admin-api';

describe('the back-office client is typed by the endpoint table', () => {
  const opts = { t: (k: string) => k, fetch: async () => new Response('{}') };

  it('types the input and the data of an operation by its name', () => {
    expectTypeOf(adminApi('auth.login', { login: 'a', password: 'b' }, opts)).resolves.toEqualTypeOf<
      AdminResult<StaffView>
    >();
    expectTypeOf(adminApi('auth.me', {}, opts)).resolves.toEqualTypeOf<AdminResult<StaffView>>();
    expectTypeOf(adminApi('auth.keepAlive', {}, opts)).resolves.toEqualTypeOf<AdminResult<{ expiresAt: string }>>();
    expectTypeOf(adminApi('auth.lang', { lang: 'ru' }, opts)).resolves.toEqualTypeOf<
      AdminResult<{ lang: 'az' | 'ru' | 'en' }>
    >();
    expectTypeOf(adminApi('resource.list', { resource: 'tags', q: 'x' }, opts)).resolves.toEqualTypeOf<
      AdminResult<AdminList>
    >();
    expectTypeOf(adminApi('resource.info', { resource: 'tags', id: 1 }, opts)).resolves.toEqualTypeOf<
      AdminResult<AdminRecord>
    >();
    expectTypeOf(adminApi('resource.removePlan', { resource: 'products', ids: '1,2' }, opts)).resolves.toEqualTypeOf<
      AdminResult<RemovePlan>
    >();
    expectTypeOf(adminApi('products.importJob', { jobId: 'x' }, opts)).resolves.toEqualTypeOf<AdminResult<ImportJob>>();
    expectTypeOf(adminUpload('media.upload', {}, new FormData(), opts)).resolves.toEqualTypeOf<
      AdminResult<{ key: string; url: string }>
    >();
  });

  it('refuses a missing path parameter, a wrong field and an unknown name', () => {
    // checked by the type checker only: never called
    const wrong = () => [
      // @ts-expect-error the record's id is part of the path
      adminApi('resource.remove', { resource: 'tags' }, opts),
      // @ts-expect-error `to` is one of the order statuses
      adminApi('orders.status', { id: 1, to: 'lost' }, opts),
      // @ts-expect-error no such operation
      adminApi('tags.create', {}, opts),
    ];
    expectTypeOf(wrong).toBeFunction();
  });
});
