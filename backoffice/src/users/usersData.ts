import { data } from '@tribuna/common/api/calls';
import type { Role } from '@tribuna/common/schemas/auth';
import type { Identifier } from 'react-admin';
import { defineResourceData } from '../providers/resourceData';
import { userCallbacks } from './userCallbacks';

/** Users: a change saves the fields the API accepts; roles are set on their own. */
export const usersData = defineResourceData({
  resource: 'users',
  callbacks: userCallbacks,
  actions: ({ api, call }) => ({
    /** `POST /auth/set-roles`: replaces the user's roles; only `user_admin` and `super_admin` may. */
    setRoles: (userUuid: Identifier, roles: readonly Role[]) =>
      call(async () => {
        const user = await data(
          api.POST('/auth/set-roles', { body: { userUuid: String(userUuid), roles: [...roles] } }),
        );
        return { data: { ...user, id: user.uuid } };
      }),
  }),
});
