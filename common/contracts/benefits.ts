import {
  adminBenefit,
  adminBenefitListQuery,
  benefitInput,
  publicBenefit,
  publicBenefitSummary,
} from '../schemas/benefits';
import { listResponse, publicListQuery, uuidParams } from '../schemas/common';
import { adminErrors, contract, errorResponses } from './contract';

const adminTags = ['admin: benefits'];
const tags = ['benefits'];

export const adminBenefitContracts = {
  list: contract({
    method: 'GET',
    path: '/admin/benefits',
    tags: adminTags,
    query: adminBenefitListQuery,
    responses: { 200: listResponse(adminBenefit), ...adminErrors },
  }),
  create: contract({
    method: 'POST',
    path: '/admin/benefits',
    tags: adminTags,
    body: benefitInput,
    responses: { 201: adminBenefit, ...adminErrors },
  }),
  get: contract({
    method: 'GET',
    path: '/admin/benefits/{uuid}',
    tags: adminTags,
    params: uuidParams,
    responses: { 200: adminBenefit, ...adminErrors },
  }),
  update: contract({
    method: 'PUT',
    path: '/admin/benefits/{uuid}',
    tags: adminTags,
    params: uuidParams,
    body: benefitInput,
    responses: { 200: adminBenefit, ...adminErrors },
  }),
  remove: contract({
    method: 'DELETE',
    path: '/admin/benefits/{uuid}',
    tags: adminTags,
    params: uuidParams,
    responses: { 200: adminBenefit, ...adminErrors },
  }),
};

export const benefitContracts = {
  list: contract({
    method: 'GET',
    path: '/benefits',
    tags,
    query: publicListQuery,
    responses: { 200: listResponse(publicBenefitSummary) },
  }),
  get: contract({
    method: 'GET',
    path: '/benefits/{uuid}',
    tags,
    params: uuidParams,
    responses: { 200: publicBenefit, ...errorResponses(400, 403, 404) },
  }),
};
