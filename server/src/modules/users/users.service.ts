import { canChangeRoles, canManageUser } from '@tribuna/common/permissions';
import { roles as allRoles, type Role } from '@tribuna/common/schemas/auth';
import type {
  AdminUser,
  AdminUserDetail,
  AdminUserListQuery,
  AdminUserUpdate,
} from '@tribuna/common/schemas/users';
import type { Tx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { ProductError } from '../../errors';
import type { IdentityProvider } from '../../integrations/identity/identity';
import type { NewUser, UsersRepository } from './users.repository';

export type { NewUser };
/** What a user may change about themselves (`PUT /auth/logged-user`, `PUT /auth/language`). */
export type ProfileChanges = Partial<
  Pick<
    NewUser,
    | 'firstName'
    | 'lastName'
    | 'phone'
    | 'birthDate'
    | 'favoriteDriver'
    | 'favoriteTeam'
    | 'pushNotifications'
    | 'language'
  >
>;

export function toAdminUser(row: UserRow): AdminUser {
  return {
    uuid: row.uuid,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    language: row.language,
    roles: row.roles,
    disabled: row.disabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * What the users domain knows of a user for the back office's detail; memberships join in through
 * the user overview flow. Orders join in when that domain exists; until then a user has none.
 */
export function toAdminUserDetail(row: UserRow): Omit<AdminUserDetail, 'subscriptions'> {
  return {
    ...toAdminUser(row),
    birthDate: row.birthDate,
    favoriteDriver: row.favoriteDriver,
    favoriteTeam: row.favoriteTeam,
    pushNotifications: row.pushNotifications,
    orders: [],
  };
}

/** The reasons in `details.reason` of the refusals the back office can explain. */
export type UserRuleViolation = 'cannotDisableSelf' | 'cannotChangeOwnRoles' | 'lastSuperAdmin';

function refuse(reason: UserRuleViolation, message: string): never {
  throw new ProductError('badRequest', { reason }, message);
}

function forbid(message: string): never {
  throw new ProductError('forbidden', undefined, message);
}

export function createUsersService(deps: {
  users: UsersRepository;
  identity: IdentityProvider;
  transaction: <T>(run: (tx: Tx) => Promise<T>) => Promise<T>;
}) {
  const { users } = deps;

  /**
   * Refuses a change that would leave no enabled super_admin (two super_admins demoting each other
   * at once, for example). Must run inside the transaction that makes the change.
   */
  async function keepOneSuperAdmin(tx: Tx, losing: UserRow) {
    const remaining = (await users.lockActiveSuperAdmins(tx)).filter((uuid) => uuid !== losing.uuid);
    if (remaining.length === 0)
      refuse('lastSuperAdmin', 'At least one enabled super administrator must remain.');
  }

  async function lockedUser(tx: Tx, uuid: string): Promise<UserRow> {
    const row = await users.findByUuidForUpdate(uuid, tx);
    if (!row) throw new ProductError('userNotFound', { uuid });
    return row;
  }

  /**
   * A phone number belongs to one account (spec section 8, `phoneAlreadyExists`). The number stays
   * locked until the transaction that stores it ends, so two accounts saving it at once (on any
   * server) cannot both find it free.
   */
  async function assertPhoneFree(phone: string | null | undefined, ownUuid: string | null, tx: Tx) {
    if (!phone) return;
    await users.lockPhone(phone, tx);
    if (await users.findUuidByPhone(phone, ownUuid, tx)) throw new ProductError('phoneAlreadyExists');
  }

  /** Runs `write` in the given transaction or a new one when a phone number is to be checked. */
  function withPhoneChecked<T>(
    phone: string | null | undefined,
    ownUuid: string | null,
    tx: Tx | undefined,
    write: (tx: Tx | undefined) => Promise<T>,
  ): Promise<T> {
    if (!phone) return write(tx);
    const run = async (inner: Tx) => {
      await assertPhoneFree(phone, ownUuid, inner);
      return write(inner);
    };
    return tx ? run(tx) : deps.transaction(run);
  }

  return {
    findByIdentity: (firebaseUid: string) => users.findByFirebaseUid(firebaseUid),

    /** The users of many identity accounts at once (one statement), in no particular order. */
    findByIdentities: (firebaseUids: readonly string[]) => users.findByFirebaseUids(firebaseUids),

    findByEmail: (email: string) => users.findByEmail(email),

    /** Stores a new user; the caller has checked consent (sign-up, accepting the terms). */
    create: (values: NewUser): Promise<UserRow> =>
      withPhoneChecked(values.phone, null, undefined, (tx) => users.insert(values, tx)),

    updateProfile: (uuid: string, values: ProfileChanges, tx?: Tx): Promise<UserRow> =>
      withPhoneChecked(values.phone, uuid, tx, async (inner) => {
        const row = await users.update(uuid, values, inner);
        if (!row) throw new ProductError('userNotFound', { uuid });
        return row;
      }),

    /**
     * Makes the user of this identity account a super_admin, enabled, creating the user if needed
     * (`npm run create-admin`: the operator vouches for the person, so no role rule applies).
     */
    promoteToSuperAdmin: (account: { firebaseUid: string; email: string }): Promise<UserRow> =>
      deps.transaction(async (tx) => {
        // The same e-mail may be stored under an older identity (an account made again): it moves over.
        const stored =
          (await users.findByFirebaseUid(account.firebaseUid, tx)) ??
          (await users.findByEmail(account.email, tx));
        if (!stored) return users.insert({ ...account, roles: ['super_admin'] }, tx);
        const roles = stored.roles.includes('super_admin')
          ? stored.roles
          : [...stored.roles, 'super_admin' as const];
        const row = await users.update(
          stored.uuid,
          { firebaseUid: account.firebaseUid, roles, disabled: false },
          tx,
        );
        if (!row) throw new ProductError('userNotFound', { uuid: stored.uuid });
        return row;
      }),

    list: (params: AdminUserListQuery) => users.list(params),
    /** Users holding any of these roles (enabled ones only): staff for pickers such as an article's author. */
    listWithAnyRole: (roles: readonly Role[], params: AdminUserListQuery) =>
      users.list({ ...params, anyRole: roles }),

    /** The users of these uuids (those that exist) at once, in no particular order. */
    findMany: (uuids: readonly string[], tx?: Tx): Promise<UserRow[]> => users.findByUuids(uuids, tx),

    async get(uuid: string, tx?: Tx): Promise<UserRow> {
      const row = await users.findByUuid(uuid, tx);
      if (!row) throw new ProductError('userNotFound', { uuid });
      return row;
    },

    /** Profile fields and the disabled flag; disabling also disables the identity account and ends its sessions. */
    async update(caller: UserRow, uuid: string, input: AdminUserUpdate): Promise<UserRow> {
      if (input.uuid !== undefined && input.uuid !== uuid) {
        throw new ProductError('uuidInUrlAndUuidInBodyAreNotSame', { url: uuid, body: input.uuid });
      }
      return deps.transaction(async (tx) => {
        // Super admins first, then the user: every transaction here locks in that order (no deadlock).
        if (input.disabled === true) await users.lockActiveSuperAdmins(tx);
        const target = await lockedUser(tx, uuid);
        if (!canManageUser(caller, target))
          forbid(
            'Only a super administrator may change the account of an administrator or user administrator.',
          );
        const togglesDisabled = input.disabled !== undefined && input.disabled !== target.disabled;
        if (togglesDisabled) {
          if (target.uuid === caller.uuid)
            refuse('cannotDisableSelf', 'You cannot disable your own account.');
          if (input.disabled && target.roles.includes('super_admin')) await keepOneSuperAdmin(tx, target);
        }
        const values: Partial<NewUser> = {};
        if (input.firstName !== undefined) values.firstName = input.firstName;
        if (input.lastName !== undefined) values.lastName = input.lastName;
        if (input.phone !== undefined) {
          await assertPhoneFree(input.phone, uuid, tx);
          values.phone = input.phone;
        }
        if (togglesDisabled) values.disabled = input.disabled;
        const row = await users.update(uuid, values, tx);
        if (!row) throw new ProductError('userNotFound', { uuid });
        // Inside the transaction: if the identity provider refuses, the stored change is rolled back.
        if (togglesDisabled) {
          await deps.identity.updateUser(target.firebaseUid, { disabled: input.disabled });
          if (input.disabled) await deps.identity.revokeSessions(target.firebaseUid);
        }
        return row;
      });
    },

    /** `POST /auth/set-roles`: the caller's right to change roles at all is checked by the route's guard. */
    async setRoles(caller: UserRow, input: { userUuid: string; roles: Role[] }): Promise<UserRow> {
      const wanted = allRoles.filter((r) => input.roles.includes(r));
      return deps.transaction(async (tx) => {
        await users.lockActiveSuperAdmins(tx);
        const target = await lockedUser(tx, input.userUuid);
        const current = target.roles;
        const unchanged = current.length === wanted.length && wanted.every((r) => current.includes(r));
        if (unchanged) return target;
        if (target.uuid === caller.uuid)
          refuse('cannotChangeOwnRoles', 'You cannot change your own roles; ask another administrator.');
        if (!canChangeRoles(caller.roles, current, wanted))
          forbid(
            'Only a super administrator may grant or take administrator and user administrator roles, or change the roles of their holders.',
          );
        if (current.includes('super_admin') && !wanted.includes('super_admin') && !target.disabled)
          await keepOneSuperAdmin(tx, target);
        const row = await users.update(target.uuid, { roles: wanted }, tx);
        if (!row) throw new ProductError('userNotFound', { uuid: input.userUuid });
        return row;
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
