import {
  adminCountdown,
  adminCountdownListQuery,
  countdownInput,
  publicCountdown,
} from '../schemas/countdowns';
import { listResponse, uuidParams } from '../schemas/common';
import { adminErrors, contract } from './contract';

const adminTags = ['admin: countdowns'];
const tags = ['countdowns'];

export const adminCountdownContracts = {
  list: contract({
    method: 'GET',
    path: '/admin/countdowns',
    tags: adminTags,
    query: adminCountdownListQuery,
    responses: { 200: listResponse(adminCountdown), ...adminErrors },
  }),
  create: contract({
    method: 'POST',
    path: '/admin/countdowns',
    tags: adminTags,
    body: countdownInput,
    responses: { 201: adminCountdown, ...adminErrors },
  }),
  get: contract({
    method: 'GET',
    path: '/admin/countdowns/{uuid}',
    tags: adminTags,
    params: uuidParams,
    responses: { 200: adminCountdown, ...adminErrors },
  }),
  update: contract({
    method: 'PUT',
    path: '/admin/countdowns/{uuid}',
    tags: adminTags,
    params: uuidParams,
    body: countdownInput,
    responses: { 200: adminCountdown, ...adminErrors },
  }),
  remove: contract({
    method: 'DELETE',
    path: '/admin/countdowns/{uuid}',
    tags: adminTags,
    params: uuidParams,
    responses: { 200: adminCountdown, ...adminErrors },
  }),
};

export const countdownContracts = {
  list: contract({
    method: 'GET',
    path: '/countdowns',
    tags,
    summary: 'The countdowns still running, soonest first (the home page)',
    responses: { 200: listResponse(publicCountdown) },
  }),
};
