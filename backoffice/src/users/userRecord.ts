import { roles, type Role } from '@tribuna/common/permissions';
import type { AdminUser, AdminUserDetail } from '@tribuna/common/schemas/users';
import type { Identifier } from 'react-admin';

/**
 * A user as react-admin holds it: a list row (`AdminUser`), and once the screen of one user has
 * loaded it, the detail (`AdminUserDetail`) with subscriptions and orders.
 */
export type UserRecord = AdminUser & Partial<AdminUserDetail> & { id: Identifier };

export const isRole = (value: unknown): value is Role => (roles as readonly unknown[]).includes(value);

/** The 29 roles as choices of a select or checkbox group, named by their translated label. */
export const roleChoices = roles.map((role) => ({ id: role, name: `admin.roles.${role}` }));

/** The user's full name, or null when neither name is known. */
export function fullName(user: Pick<AdminUser, 'firstName' | 'lastName'>): string | null {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name === '' ? null : name;
}

/** How pages and references name a user: by full name, else by e-mail. */
export const userRepresentation = (record: UserRecord) => fullName(record) ?? record.email;
