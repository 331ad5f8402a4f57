import { adminMediaArchiveListQuery } from '../schemas/mediaArchives';
import { adminGallery, galleryInput, publicGallery, publicGallerySummary } from '../schemas/galleries';
import { listResponse, publicListQuery, uuidParams } from '../schemas/common';
import { adminErrors, contract, errorResponses } from './contract';

const adminTags = ['admin: galleries'];
const tags = ['galleries'];

export const adminGalleryContracts = {
  list: contract({
    method: 'GET',
    path: '/admin/galleries',
    tags: adminTags,
    query: adminMediaArchiveListQuery,
    responses: { 200: listResponse(adminGallery), ...adminErrors },
  }),
  create: contract({
    method: 'POST',
    path: '/admin/galleries',
    tags: adminTags,
    body: galleryInput,
    responses: { 201: adminGallery, ...adminErrors },
  }),
  get: contract({
    method: 'GET',
    path: '/admin/galleries/{uuid}',
    tags: adminTags,
    params: uuidParams,
    responses: { 200: adminGallery, ...adminErrors },
  }),
  update: contract({
    method: 'PUT',
    path: '/admin/galleries/{uuid}',
    tags: adminTags,
    params: uuidParams,
    body: galleryInput,
    responses: { 200: adminGallery, ...adminErrors },
  }),
  remove: contract({
    method: 'DELETE',
    path: '/admin/galleries/{uuid}',
    tags: adminTags,
    params: uuidParams,
    responses: { 200: adminGallery, ...adminErrors },
  }),
};

export const galleryContracts = {
  list: contract({
    method: 'GET',
    path: '/galleries',
    tags,
    query: publicListQuery,
    responses: { 200: listResponse(publicGallerySummary) },
  }),
  get: contract({
    method: 'GET',
    path: '/galleries/{uuid}',
    tags,
    params: uuidParams,
    responses: { 200: publicGallery, ...errorResponses(400, 403, 404) },
  }),
};
