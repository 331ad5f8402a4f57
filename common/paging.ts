/**
 * The most items an admin list answers in one call (`?limit=`, `schemas/common.ts`), and the back
 * office's page size. Without zod, so the back office's first bundle can use it.
 */
export const DEFAULT_PAGE_SIZE = 500;
