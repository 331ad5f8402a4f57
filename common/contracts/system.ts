import { healthSchema } from '../schemas/common';
import { publicConfig } from '../schemas/publicConfig';
import { contract } from './contract';

const tags = ['system'];

export const systemContracts = {
  health: contract({ method: 'GET', path: '/health', tags, responses: { 200: healthSchema } }),
  publicConfig: contract({ method: 'GET', path: '/public-config', tags, responses: { 200: publicConfig } }),
};
