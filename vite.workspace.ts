// The test projects of the monorepo; the root vitest.config.ts reads this list.
export default ['common', 'server', 'storefront', 'backoffice', 'scripts'];
