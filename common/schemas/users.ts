import { z } from 'zod';
import { phone, requiredString } from '../validation';
import { roleSchema, userProfile } from './auth';
import { adminListQuery, uuidSchema } from './common';
import { adminUserSubscription } from './subscriptions';

/** A user as the back office lists it. */
export const adminUser = userProfile
  .pick({
    uuid: true,
    email: true,
    firstName: true,
    lastName: true,
    phone: true,
    language: true,
    roles: true,
  })
  .extend({ disabled: z.boolean(), createdAt: z.string(), updatedAt: z.string() });
export type AdminUser = z.infer<typeof adminUser>;

/** `GET /admin/users/{uuid}`: the whole profile with what the user has. */
export const adminUserDetail = userProfile.extend(adminUser.shape).extend({
  /** Every membership the user has held, newest first. */
  subscriptions: z.array(adminUserSubscription),
  orders: z.array(z.object({ uuid: uuidSchema, status: z.string(), createdAt: z.string() })),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

export const adminUserSortFields = ['email', 'lastName', 'createdAt'] as const;
export type AdminUserSort = (typeof adminUserSortFields)[number];
/** `GET /admin/users`: `q` searches e-mail and name, `role` keeps users who have that role. */
export const adminUserListQuery = adminListQuery(adminUserSortFields).extend({ role: roleSchema.optional() });
export type AdminUserListQuery = z.infer<typeof adminUserListQuery>;

/** `PUT /admin/users/{uuid}`: profile fields and disabling (roles change only through set-roles). */
export const adminUserUpdate = z.object({
  uuid: uuidSchema.optional(),
  firstName: requiredString(100).optional(),
  lastName: requiredString(100).optional(),
  phone: phone().nullable().optional(),
  disabled: z.boolean().optional(),
});
export type AdminUserUpdate = z.infer<typeof adminUserUpdate>;
