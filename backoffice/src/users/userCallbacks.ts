import type { AdminUserUpdate } from '@tribuna/common/schemas/users';
import type { ResourceCallbacks } from 'react-admin';

const profileFields = ['firstName', 'lastName', 'phone'] as const;

/**
 * A change of a user as the API's `adminUserUpdate`: only the fields it accepts and only those the
 * change names (the PUT leaves the others as they are). A name left empty stays as it was (the API
 * stores no empty names); an empty phone removes the number.
 */
export function toAdminUserUpdate(values: Record<string, unknown>): AdminUserUpdate {
  const update: AdminUserUpdate = {};
  for (const key of ['firstName', 'lastName'] as const) {
    const value = values[key];
    if (typeof value === 'string' && value.trim() !== '') update[key] = value.trim();
  }
  if ('phone' in values) {
    const phone = typeof values.phone === 'string' ? values.phone.trim() : '';
    update.phone = phone === '' ? null : phone;
  }
  if (typeof values.disabled === 'boolean') update.disabled = values.disabled;
  return update;
}

/**
 * The profile form holds the whole record; it saves the profile only, so a stale `disabled` (the
 * account switch saves on its own) or the roles never travel with it.
 */
export function profileOnly(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(profileFields.filter((key) => key in values).map((key) => [key, values[key]]));
}

export const userCallbacks: ResourceCallbacks = {
  resource: 'users',
  beforeUpdate: async (params) => ({ ...params, data: toAdminUserUpdate(params.data) }),
};
