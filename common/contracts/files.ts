import { adminFile, adminFileListQuery } from '../schemas/files';
import { listResponse, uuidParams } from '../schemas/common';
import { adminErrors, contract, errorResponses } from './contract';

const adminTags = ['admin: files'];

export const adminFileContracts = {
  list: contract({
    method: 'GET',
    path: '/admin/files',
    tags: adminTags,
    query: adminFileListQuery,
    responses: { 200: listResponse(adminFile), ...adminErrors },
  }),
  /**
   * A multipart upload with one part, `file`. Its type is read from its content: images (jpeg, png,
   * webp, gif, avif), audio (mp3, m4a, ogg) and pdf; anything else answers
   * `fileDoesNotHaveAnAcceptableExtension`.
   */
  upload: contract({
    method: 'POST',
    path: '/admin/files',
    tags: adminTags,
    summary: 'Upload a file (multipart/form-data, field `file`)',
    responses: { 201: adminFile, ...adminErrors, ...errorResponses(413, 415) },
  }),
  get: contract({
    method: 'GET',
    path: '/admin/files/{uuid}',
    tags: adminTags,
    params: uuidParams,
    responses: { 200: adminFile, ...adminErrors },
  }),
  remove: contract({
    method: 'DELETE',
    path: '/admin/files/{uuid}',
    tags: adminTags,
    params: uuidParams,
    responses: { 200: adminFile, ...adminErrors },
  }),
};
