import { adminMediaArchiveListQuery } from '../schemas/mediaArchives';
import {
  adminAudioArchive,
  audioArchiveInput,
  publicAudioArchive,
  publicAudioArchiveSummary,
} from '../schemas/audioArchives';
import { listResponse, publicListQuery, uuidParams } from '../schemas/common';
import { adminErrors, contract, errorResponses } from './contract';

const adminTags = ['admin: audio archives'];
const tags = ['audio archives'];

export const adminAudioArchiveContracts = {
  list: contract({
    method: 'GET',
    path: '/admin/audio-archives',
    tags: adminTags,
    query: adminMediaArchiveListQuery,
    responses: { 200: listResponse(adminAudioArchive), ...adminErrors },
  }),
  create: contract({
    method: 'POST',
    path: '/admin/audio-archives',
    tags: adminTags,
    body: audioArchiveInput,
    responses: { 201: adminAudioArchive, ...adminErrors },
  }),
  get: contract({
    method: 'GET',
    path: '/admin/audio-archives/{uuid}',
    tags: adminTags,
    params: uuidParams,
    responses: { 200: adminAudioArchive, ...adminErrors },
  }),
  update: contract({
    method: 'PUT',
    path: '/admin/audio-archives/{uuid}',
    tags: adminTags,
    params: uuidParams,
    body: audioArchiveInput,
    responses: { 200: adminAudioArchive, ...adminErrors },
  }),
  remove: contract({
    method: 'DELETE',
    path: '/admin/audio-archives/{uuid}',
    tags: adminTags,
    params: uuidParams,
    responses: { 200: adminAudioArchive, ...adminErrors },
  }),
};

export const audioArchiveContracts = {
  list: contract({
    method: 'GET',
    path: '/audio-archives',
    tags,
    query: publicListQuery,
    responses: { 200: listResponse(publicAudioArchiveSummary) },
  }),
  get: contract({
    method: 'GET',
    path: '/audio-archives/{uuid}',
    tags,
    params: uuidParams,
    responses: { 200: publicAudioArchive, ...errorResponses(400, 403, 404) },
  }),
};
