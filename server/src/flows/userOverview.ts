import { resolveRoles, type LoggedUser, type UpdateLoggedUserBody } from '@tribuna/common/schemas/auth';
import type { AdminUserDetail } from '@tribuna/common/schemas/users';
import type { Language } from '@tribuna/common/schemas/common';
import type { Tx } from '../db/client';
import type { UserRow } from '../db/schema';
import { ProductError } from '../errors';
import type { SeatingService } from '../modules/seating/seating.service';
import type { SubscriptionsService } from '../modules/subscriptions/subscriptions.service';
import { toAdminUserDetail, type ProfileChanges, type UsersService } from '../modules/users/users.service';
import type { VouchersService } from '../modules/vouchers/vouchers.service';

/**
 * The logged user as the spec's `GET /auth/logged-user` shows it: the profile of the users domain
 * with what other domains keep about the user (the pre-registered membership price and voucher
 * code, the seat-map hold token, the memberships in force) — the data of login steps 4 and 5 and
 * of application start. The back office's user detail gathers the same way (the account's
 * statistics need the orders, made later: flows/accountStatistics.ts).
 */
export function createUserOverview(deps: {
  users: Pick<UsersService, 'updateProfile'>;
  subscriptions: SubscriptionsService;
  vouchers: VouchersService;
  seating: SeatingService;
  transaction: <T>(run: (tx: Tx) => Promise<T>) => Promise<T>;
}) {
  /**
   * `language` is the page's (`X-App-Lang`): the plans' and features' names are answered in it, so
   * a Slovak page names them in Slovak whatever language the user's e-mails are in; without one,
   * in the user's language.
   */
  async function of(user: UserRow, language: Language | null, tx?: Tx): Promise<LoggedUser> {
    const [priceUuid, voucherCode, hold, memberships] = await Promise.all([
      deps.subscriptions.preRegisteredPrice(user.uuid, tx),
      deps.vouchers.preRegisteredCode(user.uuid, tx),
      deps.seating.hold(user.uuid, tx),
      deps.subscriptions.activeOf(user.uuid, language ?? user.language, tx),
    ]);
    return {
      uuid: user.uuid,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      birthDate: user.birthDate,
      favoriteDriver: user.favoriteDriver,
      favoriteTeam: user.favoriteTeam,
      pushNotifications: user.pushNotifications,
      language: user.language,
      roles: user.roles,
      resolvedRoles: resolveRoles(user.roles),
      preRegisteredSubscriptionPriceUuid: priceUuid,
      preRegisteredSubscriptionVoucherCode: voucherCode,
      seatsIoHoldToken: hold?.holdToken ?? null,
      seatsIoHoldTokenExpiresAt: hold?.expiresAt?.toISOString() ?? null,
      statistics: null,
      activeUserSubscriptions: memberships,
    };
  }

  return {
    of,

    /** `PUT /auth/logged-user`: each domain stores its part, all or nothing. */
    update: (user: UserRow, input: UpdateLoggedUserBody, language: Language | null): Promise<LoggedUser> =>
      deps.transaction(async (tx) => {
        // Optional fields left out keep their value; null clears them.
        const profile: ProfileChanges = { firstName: input.firstName, lastName: input.lastName };
        if (input.phone !== undefined) profile.phone = input.phone;
        if (input.pushNotifications !== undefined) profile.pushNotifications = input.pushNotifications;
        if (input.birthDate !== undefined) profile.birthDate = input.birthDate;
        if (input.favoriteDriver !== undefined) profile.favoriteDriver = input.favoriteDriver;
        if (input.favoriteTeam !== undefined) profile.favoriteTeam = input.favoriteTeam;
        const row = await deps.users.updateProfile(user.uuid, profile, tx);
        if (input.preRegisteredSubscriptionPriceUuid !== undefined)
          await deps.subscriptions.setPreRegisteredPrice(
            user.uuid,
            input.preRegisteredSubscriptionPriceUuid,
            tx,
          );
        if (input.seatsIoHoldToken !== undefined)
          await deps.seating.setHoldToken(user.uuid, input.seatsIoHoldToken, tx);
        return of(row, language, tx);
      }),

    /**
     * `POST /auth/sign-up`: the price variant a visitor chose before registering waits on the new
     * account, so login step 4 continues to its order on whichever device they log in. A variant
     * withdrawn meanwhile is not kept and does not fail the registration (the account is made
     * already); the answer then shows no choice, and the visitor picks a plan again.
     */
    async preRegisterPrice(user: UserRow, priceUuid: string): Promise<void> {
      try {
        await deps.subscriptions.setPreRegisteredPrice(user.uuid, priceUuid);
      } catch (error) {
        if (!(error instanceof ProductError && error.errorName === 'subscriptionPriceNotFound')) throw error;
      }
    },

    /** `GET /admin/users/{uuid}`: the profile with every membership the user has held. */
    async adminDetail(user: UserRow, language: Language): Promise<AdminUserDetail> {
      return {
        ...toAdminUserDetail(user),
        subscriptions: await deps.subscriptions.historyOf(user.uuid, language),
      };
    },

    /**
     * `PUT /auth/language`: the user's language. Czech or Slovak takes the storefront to its pages,
     * so the answer is in it; English is for e-mails only and leaves the page (`pageLanguage`) as it is.
     */
    async setLanguage(user: UserRow, language: Language, pageLanguage: Language | null): Promise<LoggedUser> {
      const row = await deps.users.updateProfile(user.uuid, { language });
      return of(row, language === 'en' ? pageLanguage : language);
    },
  };
}

export type UserOverview = ReturnType<typeof createUserOverview>;
