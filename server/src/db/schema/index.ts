export * from './articles';
export * from './users';
