import { z } from 'zod';
import {
  adminMediaAccreditation,
  adminMediaAccreditationListQuery,
  mediaAccreditationReview,
} from '../schemas/mediaAccreditations';
import { listResponse, uuidParams, uuidSchema } from '../schemas/common';
import { adminErrors, contract, errorResponses } from './contract';

const adminTags = ['admin: media accreditations'];
const attachmentFile = z.string().meta({ format: 'binary', description: 'image/* or application/pdf' });

export const mediaAccreditationContracts = {
  /**
   * A multipart form: the fields of `mediaAccreditationInput` first, then one file part
   * `attachment` (the press card: an image or a PDF by its content, at most 10 MB). Captcha action
   * `media-accreditation`; limited per client address.
   */
  send: contract({
    method: 'POST',
    path: '/media-accreditations',
    tags: ['media accreditations'],
    summary: 'Applies for a media accreditation (multipart/form-data, fields then the file `attachment`)',
    responses: { 201: z.object({ uuid: uuidSchema }), ...errorResponses(400, 409, 413, 415, 429, 502) },
  }),
};

export const adminMediaAccreditationContracts = {
  list: contract({
    method: 'GET',
    path: '/admin/media-accreditations',
    tags: adminTags,
    query: adminMediaAccreditationListQuery,
    responses: { 200: listResponse(adminMediaAccreditation), ...adminErrors },
  }),
  get: contract({
    method: 'GET',
    path: '/admin/media-accreditations/{uuid}',
    tags: adminTags,
    params: uuidParams,
    responses: { 200: adminMediaAccreditation, ...adminErrors },
  }),
  /** The applicant's file, as it was sent (never served publicly). */
  attachment: contract({
    method: 'GET',
    path: '/admin/media-accreditations/{uuid}/attachment',
    tags: adminTags,
    summary: 'The attached press card (the file itself)',
    params: uuidParams,
    responses: { 200: attachmentFile, ...adminErrors },
  }),
  update: contract({
    method: 'PUT',
    path: '/admin/media-accreditations/{uuid}',
    tags: adminTags,
    params: uuidParams,
    body: mediaAccreditationReview,
    responses: { 200: adminMediaAccreditation, ...adminErrors },
  }),
  remove: contract({
    method: 'DELETE',
    path: '/admin/media-accreditations/{uuid}',
    tags: adminTags,
    params: uuidParams,
    responses: { 200: adminMediaAccreditation, ...adminErrors },
  }),
};
