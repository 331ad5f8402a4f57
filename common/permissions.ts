import type { Role } from './schemas/auth';

/**
 * Which admin resources and actions each staff role may use. The server enforces it on
 * every admin route; the back office reads it to show only what a user may use.
 */
export const adminResources = ['articles', 'users'] as const;
export type AdminResource = (typeof adminResources)[number];
export const adminActions = ['list', 'show', 'create', 'edit', 'delete'] as const;
export type AdminAction = (typeof adminActions)[number];

type Grant = readonly AdminAction[] | 'all';
const all: Grant = 'all';
const readOnly: Grant = ['list', 'show'];

export const permissionTable: Partial<Record<Role, Partial<Record<AdminResource, Grant>>>> = {
  super_admin: { articles: all, users: all },
  admin: { articles: all, users: readOnly },
  content_admin: { articles: all },
  article_admin: { articles: all },
  user_admin: { users: all },
};

export function can(userRoles: readonly Role[], resource: AdminResource, action: AdminAction): boolean {
  return userRoles.some((role) => {
    const grant = permissionTable[role]?.[resource];
    return grant === 'all' || (grant !== undefined && grant.includes(action));
  });
}
