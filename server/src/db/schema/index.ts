export * from './articles';
export * from './rateLimits';
export * from './users';
