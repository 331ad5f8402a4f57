export * from './articles';
export * from './features';
export * from './rateLimits';
export * from './seating';
export * from './subscriptions';
export * from './users';
export * from './vouchers';
