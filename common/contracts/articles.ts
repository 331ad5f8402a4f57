import {
  adminArticle,
  adminArticleListQuery,
  articleInput,
  publicArticle,
  publicArticleSummary,
} from '../schemas/articles';
import { listResponse, publicListQuery, uuidParams } from '../schemas/common';
import { adminErrors, contract, errorResponses } from './contract';

const adminTags = ['admin: articles'];
const tags = ['articles'];

export const adminArticleContracts = {
  list: contract({
    method: 'GET',
    path: '/admin/articles',
    tags: adminTags,
    query: adminArticleListQuery,
    responses: { 200: listResponse(adminArticle), ...adminErrors },
  }),
  create: contract({
    method: 'POST',
    path: '/admin/articles',
    tags: adminTags,
    body: articleInput,
    responses: { 201: adminArticle, ...adminErrors },
  }),
  get: contract({
    method: 'GET',
    path: '/admin/articles/{uuid}',
    tags: adminTags,
    params: uuidParams,
    responses: { 200: adminArticle, ...adminErrors },
  }),
  update: contract({
    method: 'PUT',
    path: '/admin/articles/{uuid}',
    tags: adminTags,
    params: uuidParams,
    body: articleInput,
    responses: { 200: adminArticle, ...adminErrors },
  }),
  remove: contract({
    method: 'DELETE',
    path: '/admin/articles/{uuid}',
    tags: adminTags,
    params: uuidParams,
    responses: { 200: adminArticle, ...adminErrors },
  }),
};

export const articleContracts = {
  list: contract({
    method: 'GET',
    path: '/articles',
    tags,
    query: publicListQuery,
    responses: { 200: listResponse(publicArticleSummary) },
  }),
  get: contract({
    method: 'GET',
    path: '/articles/{uuid}',
    tags,
    params: uuidParams,
    responses: { 200: publicArticle, ...errorResponses(400, 403, 404) },
  }),
};
