import { apiComponents } from './registry';
import { z } from 'zod';
import { email, password, phone, requiredString } from '../validation';
import { roles, type Role } from '../permissions';
import { languageSchema, uuidSchema } from './common';
import { userSubscription } from './subscriptions';

export { roles, type Role };

export const roleSchema = z.enum(roles);

/** The client-side role summary (spec section 6): `app` for every signed-in user, `admin` for staff. */
export type ResolvedRole = 'app' | 'admin';

export function isStaff(userRoles: readonly Role[]): boolean {
  return userRoles.some((r) => r !== 'user');
}

export function resolveRoles(userRoles: readonly Role[]): ResolvedRole[] {
  return isStaff(userRoles) ? ['app', 'admin'] : ['app'];
}

export const signUpBody = z.object({
  email: email(),
  password: password(),
  firstName: requiredString(100),
  lastName: requiredString(100),
  phone: phone().optional(),
  language: languageSchema.default('cs'),
  gdprAccepted: z.boolean(),
  /**
   * The membership price variant the visitor chose before registering: stored on the account like
   * `PUT /auth/logged-user`'s, so the first login continues to its order on any device. A variant
   * that no longer exists is not kept (the answer shows null) and the account is made all the same.
   */
  preRegisteredSubscriptionPriceUuid: uuidSchema.optional(),
});
export type SignUpBody = z.infer<typeof signUpBody>;

/**
 * `POST /auth/accept-terms`: the sign-up of an identity account made without Tribuna (its e-mail
 * and password are the provider's already). Answers the logged user; until then the API answers
 * 403 `termsNotAccepted`.
 */
export const acceptTermsBody = signUpBody.omit({
  email: true,
  password: true,
  preRegisteredSubscriptionPriceUuid: true,
});
export type AcceptTermsBody = z.infer<typeof acceptTermsBody>;

/** The account's own profile: what the signed-in user and the back office both see of a user. */
export const userProfile = z.object({
  uuid: uuidSchema,
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  birthDate: z.string().nullable(),
  favoriteDriver: z.string().nullable(),
  favoriteTeam: z.string().nullable(),
  pushNotifications: z.boolean(),
  language: languageSchema,
  roles: z.array(roleSchema),
});

export const loggedUser = userProfile
  .extend({
    resolvedRoles: z.array(z.enum(['app', 'admin'])),
    preRegisteredSubscriptionPriceUuid: uuidSchema.nullable(),
    preRegisteredSubscriptionVoucherCode: z.string().nullable(),
    seatsIoHoldToken: z.string().nullable(),
    seatsIoHoldTokenExpiresAt: z.string().nullable(),
    statistics: z.record(z.string(), z.number()).nullable(),
    /** Memberships in force now or starting later; the user's features are the union of theirs. */
    activeUserSubscriptions: z.array(userSubscription),
  })
  .register(apiComponents, { id: 'LoggedUser' });
export type LoggedUser = z.infer<typeof loggedUser>;

/** `PUT /auth/logged-user`. Dates travel as ISO `yyyy-MM-dd`; forms show them as dd.MM.yyyy. */
export const updateLoggedUserBody = z.object({
  firstName: requiredString(100),
  lastName: requiredString(100),
  phone: phone().nullable().optional(),
  pushNotifications: z.boolean().optional(),
  preRegisteredSubscriptionPriceUuid: uuidSchema.nullable().optional(),
  birthDate: z.iso.date().nullable().optional(),
  favoriteDriver: z.string().trim().max(100).nullable().optional(),
  favoriteTeam: z.string().trim().max(100).nullable().optional(),
  seatsIoHoldToken: z.string().max(200).nullable().optional(),
});
export type UpdateLoggedUserBody = z.infer<typeof updateLoggedUserBody>;

/** `PUT /auth/language`. */
export const languageBody = z.object({ language: languageSchema });

/** `POST /auth/change-password`: the current password is checked before the new one is set. */
export const changePasswordBody = z.object({ currentPassword: z.string().min(1), newPassword: password() });

/** `POST /auth/forgot-password`: always answers 204, whether or not the e-mail exists. */
export const forgotPasswordBody = z.object({ email: email() });

/**
 * `POST /auth/login`: the server's gate before the browser signs in with the identity provider —
 * it checks the captcha and counts attempts per IP and e-mail (429 `tooManyRequests` when over).
 */
export const loginGateBody = z.object({ email: email() });

/** `GET /auth/logged-user/statistics`. */
export const userStatistics = z.object({
  orders: z.number().int(),
  tickets: z.number().int(),
  activeMemberships: z.number().int(),
  memberSince: z.string(),
});
export type UserStatistics = z.infer<typeof userStatistics>;

/** `POST /auth/set-roles` (only `user_admin` and `super_admin`). */
export const setRolesBody = z.object({ userUuid: uuidSchema, roles: z.array(roleSchema).min(1) });
