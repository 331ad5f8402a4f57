import { adminMediaArchiveListQuery } from '../schemas/mediaArchives';
import {
  adminVideoArchive,
  videoArchiveInput,
  publicVideoArchive,
  publicVideoArchiveSummary,
} from '../schemas/videoArchives';
import { listResponse, publicListQuery, uuidParams } from '../schemas/common';
import { adminErrors, contract, errorResponses } from './contract';

const adminTags = ['admin: video archives'];
const tags = ['video archives'];

export const adminVideoArchiveContracts = {
  list: contract({
    method: 'GET',
    path: '/admin/video-archives',
    tags: adminTags,
    query: adminMediaArchiveListQuery,
    responses: { 200: listResponse(adminVideoArchive), ...adminErrors },
  }),
  create: contract({
    method: 'POST',
    path: '/admin/video-archives',
    tags: adminTags,
    body: videoArchiveInput,
    responses: { 201: adminVideoArchive, ...adminErrors },
  }),
  get: contract({
    method: 'GET',
    path: '/admin/video-archives/{uuid}',
    tags: adminTags,
    params: uuidParams,
    responses: { 200: adminVideoArchive, ...adminErrors },
  }),
  update: contract({
    method: 'PUT',
    path: '/admin/video-archives/{uuid}',
    tags: adminTags,
    params: uuidParams,
    body: videoArchiveInput,
    responses: { 200: adminVideoArchive, ...adminErrors },
  }),
  remove: contract({
    method: 'DELETE',
    path: '/admin/video-archives/{uuid}',
    tags: adminTags,
    params: uuidParams,
    responses: { 200: adminVideoArchive, ...adminErrors },
  }),
};

export const videoArchiveContracts = {
  list: contract({
    method: 'GET',
    path: '/video-archives',
    tags,
    query: publicListQuery,
    responses: { 200: listResponse(publicVideoArchiveSummary) },
  }),
  get: contract({
    method: 'GET',
    path: '/video-archives/{uuid}',
    tags,
    params: uuidParams,
    responses: { 200: publicVideoArchive, ...errorResponses(400, 403, 404) },
  }),
};
