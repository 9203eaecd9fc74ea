import type { Viewer } from '../../platform/viewer.ts';
import type { UserRow } from './users.repo.ts';

/** The user as the browser sees it (ACC-10; `GET /api/auth`, the login reply). */
export interface PublicUser {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string | null;
  mobile: string;
  photo: null;
  isSocial: boolean;
  hasPassword: boolean;
  loyal: boolean;
  roles: string[];
  permissions: string[];
}

function jsonList(s: string): string[] {
  try {
    const v: unknown = JSON.parse(s);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** The user columns a viewer is made of (and whether the account is active). */
export type ViewerUserRow = Pick<
  UserRow,
  | 'id'
  | 'first_name'
  | 'last_name'
  | 'mobile'
  | 'email'
  | 'loyal'
  | 'password_hash'
  | 'roles'
  | 'permissions'
  | 'active'
> &
  Partial<Pick<UserRow, 'social_linked'>>;

export function viewerFromRow(u: ViewerUserRow, sessionId: number): Viewer {
  return {
    userId: u.id,
    firstName: u.first_name,
    lastName: u.last_name,
    mobile: u.mobile,
    email: u.email,
    loyal: u.loyal === 1,
    hasPassword: u.password_hash !== null,
    isSocial: (u.social_linked ?? 0) > 0,
    roles: jsonList(u.roles),
    permissions: jsonList(u.permissions),
    sessionId,
  };
}

export function publicUser(v: Viewer): PublicUser {
  return {
    id: v.userId,
    firstName: v.firstName,
    lastName: v.lastName,
    fullName: `${v.firstName} ${v.lastName}`.trim(),
    email: v.email,
    mobile: v.mobile,
    photo: null,
    isSocial: v.isSocial === true,
    hasPassword: v.hasPassword,
    loyal: v.loyal,
    roles: v.roles,
    permissions: v.permissions,
  };
}
