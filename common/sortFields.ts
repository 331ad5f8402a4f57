/**
 * The fields an admin list sorts by (`?sort=`, the contract's list in `schemas/*.ts`). Without zod,
 * so a back-office list screen can offer them without loading the schemas.
 */
export const adminArticleSortFields = ['createdAt', 'updatedAt', 'publishedAt', 'title'] as const;
