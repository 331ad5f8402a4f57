import {
  contentAuthor,
  contentAuthorListQuery,
  contentOverviewItem,
  contentOverviewQuery,
} from '../schemas/content';
import { listResponse, uuidParams } from '../schemas/common';
import { adminErrors, contract } from './contract';

const adminTags = ['admin: content'];

export const adminContentContracts = {
  /**
   * Every content type in one list (drafts, scheduled, published; recently edited first by
   * default), limited to the types the caller may list.
   */
  overview: contract({
    method: 'GET',
    path: '/admin/content',
    tags: adminTags,
    summary: 'Content management: every content type the caller may list, in one list',
    query: contentOverviewQuery,
    responses: { 200: listResponse(contentOverviewItem), ...adminErrors },
  }),
  authors: contract({
    method: 'GET',
    path: '/admin/content/authors',
    tags: adminTags,
    summary: 'Staff who may write articles (the author picker)',
    query: contentAuthorListQuery,
    responses: { 200: listResponse(contentAuthor), ...adminErrors },
  }),
  author: contract({
    method: 'GET',
    path: '/admin/content/authors/{uuid}',
    tags: adminTags,
    params: uuidParams,
    responses: { 200: contentAuthor, ...adminErrors },
  }),
};
