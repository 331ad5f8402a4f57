import { z } from 'zod';
import { phone, requiredString } from '../validation';
import { roleSchema } from './auth';
import { adminListQuery, languageSchema, uuidSchema } from './common';

/** A user as the back office lists it. */
export const adminUser = z.object({
  uuid: uuidSchema,
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  language: languageSchema,
  roles: z.array(roleSchema),
  disabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;

/** `GET /admin/users/{uuid}`: the profile with what the user has. */
export const adminUserDetail = adminUser.extend({
  birthDate: z.string().nullable(),
  favoriteDriver: z.string().nullable(),
  favoriteTeam: z.string().nullable(),
  pushNotifications: z.boolean(),
  activeSubscriptions: z.array(z.object({ uuid: uuidSchema, name: z.string() })),
  orders: z.array(z.object({ uuid: uuidSchema, status: z.string(), createdAt: z.string() })),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

export const adminUserSortFields = ['email', 'lastName', 'createdAt'] as const;
/** `GET /admin/users`: `q` searches e-mail and name, `role` keeps users who have that role. */
export const adminUserListQuery = adminListQuery(adminUserSortFields).extend({ role: roleSchema.optional() });

/** `PUT /admin/users/{uuid}`: profile fields and disabling (roles change only through set-roles). */
export const adminUserUpdate = z.object({
  uuid: uuidSchema.optional(),
  firstName: requiredString(100).optional(),
  lastName: requiredString(100).optional(),
  phone: phone().nullable().optional(),
  disabled: z.boolean().optional(),
});
export type AdminUserUpdate = z.infer<typeof adminUserUpdate>;
