import { setRolesBody } from '../schemas/auth';
import { listResponse, uuidParams } from '../schemas/common';
import { adminUser, adminUserDetail, adminUserListQuery, adminUserUpdate } from '../schemas/users';
import { adminErrors, contract } from './contract';

const tags = ['admin: users'];

export const userContracts = {
  list: contract({
    method: 'GET',
    path: '/admin/users',
    tags,
    query: adminUserListQuery,
    responses: { 200: listResponse(adminUser), ...adminErrors },
  }),
  get: contract({
    method: 'GET',
    path: '/admin/users/{uuid}',
    tags,
    params: uuidParams,
    responses: { 200: adminUserDetail, ...adminErrors },
  }),
  update: contract({
    method: 'PUT',
    path: '/admin/users/{uuid}',
    tags,
    params: uuidParams,
    body: adminUserUpdate,
    responses: { 200: adminUserDetail, ...adminErrors },
  }),
  // The spec puts role changes under /auth; the rules are the users domain's.
  setRoles: contract({
    method: 'POST',
    path: '/auth/set-roles',
    tags: ['auth', ...tags],
    body: setRolesBody,
    responses: { 200: adminUser, ...adminErrors },
  }),
};
