export * from './articles';
export * from './orders';
export * from './payments';
export * from './rateLimits';
export * from './seating';
export * from './subscriptions';
export * from './users';
export * from './vouchers';
