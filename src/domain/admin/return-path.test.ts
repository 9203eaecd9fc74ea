import { describe, expect, it } from 'vitest';
import { isAdminPath } from './admin-path.ts';
import { adminReturnPath } from './return-path.ts';

describe('admin return path', () => {
  it('keeps a back-office path with its query', () => {
    expect(adminReturnPath('/admin')).toBe('/admin');
    expect(adminReturnPath('/admin/tags?q=x&page=2')).toBe('/admin/tags?q=x&page=2');
    expect(adminReturnPath('/admin/products/import')).toBe('/admin/products/import');
  });
  it.each([
    null,
    undefined,
    '',
    '/',
    '/az/admin',
    '/administrator',
    '//evil.com/admin',
    'https://evil.com/admin',
    '/\\evil.com',
    '/admin/login',
    '/admin/login?return=/admin/tags',
    '/admin\u0000x',
    'javascript:alert(1)',
  ])('sends %j to /admin', (raw) => {
    expect(adminReturnPath(raw as string | null | undefined)).toBe('/admin');
  });
  it('knows which paths are the back office', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/tags')).toBe(true);
    expect(isAdminPath('/az/admin')).toBe(false);
    expect(isAdminPath('/ru/admin/tags')).toBe(false);
    expect(isAdminPath('/administrator')).toBe(false);
  });
});
