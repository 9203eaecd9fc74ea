import { describe, expect, it } from 'vitest';
import { displayedRole, hasPermission, hasRole } from './permissions.ts';

describe('roles and permissions', () => {
  const staff = { roles: ['manager', 'editor'], permissions: ['volt:orders.read', 'reviews.verify'] };

  it('a permission matches with or without the project prefix', () => {
    expect(hasPermission(staff, 'orders.read')).toBe(true);
    expect(hasPermission(staff, 'volt:reviews.verify')).toBe(true);
    expect(hasPermission(staff, 'orders.write')).toBe(false);
    expect(hasPermission(staff, 'other:orders.read')).toBe(false);
  });

  it('alternatives separated by a bar: any one is enough', () => {
    expect(hasPermission(staff, 'orders.write|orders.read')).toBe(true);
    expect(hasPermission(staff, 'orders.write|products.write')).toBe(false);
    expect(hasPermission(staff, '|')).toBe(false);
  });

  it('roles are checked by name and the first is the displayed one', () => {
    expect(hasRole(staff, 'editor')).toBe(true);
    expect(hasRole(staff, 'owner')).toBe(false);
    expect(displayedRole(staff)).toBe('manager');
    expect(displayedRole({ roles: [], permissions: [] })).toBeNull();
  });
});
