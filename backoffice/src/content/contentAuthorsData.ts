import { defineResourceData } from '../providers/resourceData';

/** Staff who may write articles: the choices of the author picker and of the overview's filter. */
export const contentAuthorsData = defineResourceData({
  resource: 'content-authors',
  paths: { list: '/admin/content/authors', one: '/admin/content/authors/{uuid}' },
});
