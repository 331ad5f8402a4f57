import { adminFeature, adminFeatureListQuery, featureInput } from '../schemas/features';
import { listResponse, uuidParams } from '../schemas/common';
import { adminErrors, contract, errorResponses } from './contract';

const tags = ['admin: features'];

export const adminFeatureContracts = {
  list: contract({
    method: 'GET',
    path: '/admin/features',
    tags,
    query: adminFeatureListQuery,
    responses: { 200: listResponse(adminFeature), ...adminErrors },
  }),
  create: contract({
    method: 'POST',
    path: '/admin/features',
    tags,
    body: featureInput,
    responses: { 201: adminFeature, ...adminErrors },
  }),
  get: contract({
    method: 'GET',
    path: '/admin/features/{uuid}',
    tags,
    params: uuidParams,
    responses: { 200: adminFeature, ...adminErrors },
  }),
  update: contract({
    method: 'PUT',
    path: '/admin/features/{uuid}',
    tags,
    summary: 'Changes a feature; its type only while no membership grants or requires it',
    params: uuidParams,
    body: featureInput,
    responses: { 200: adminFeature, ...errorResponses(409), ...adminErrors },
  }),
  remove: contract({
    method: 'DELETE',
    path: '/admin/features/{uuid}',
    tags,
    summary: 'Deletes a feature that no membership grants or requires',
    params: uuidParams,
    responses: { 200: adminFeature, ...errorResponses(409), ...adminErrors },
  }),
};
