import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '.data/**',
      '.tmp/**',
      'server/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['storefront/**/*.tsx', 'backoffice/**/*.tsx', 'common/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // A storefront feature uses src/lib and src/components, never another feature or the app shell;
    // pages that compose features live in src/app/routes.
    files: ['storefront/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../*/**', '!../../../**', '**/features/**', '../../../app/**'],
              message:
                'A feature does not import another feature or the app shell: share through src/lib or src/components.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Only config.ts reads the environment (house style); the scripts that start processes pass it on.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from config.ts.' },
      ],
    },
  },
  {
    // Domain boundaries (ARCHITECTURE): a module uses another domain through its service only.
    files: ['server/src/modules/**/*.ts', 'server/src/sales/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*.repository', '**/modules/*/*.repository'],
              message: "Call the other domain's service; a module imports only its own repository.",
            },
            {
              group: ['**/flows', '**/flows/**'],
              message:
                'Modules never import flows: a route set that needs a flow lives beside it in src/flows.',
            },
          ],
        },
      ],
    },
  },
  {
    // A flow crosses domains through their services, never their repositories or tables.
    files: ['server/src/flows/**/*.ts'],
    // Tests wire a flow to real services, which they build from repositories.
    ignores: ['server/src/flows/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/*.repository'], message: 'Flows call services, never repositories.' },
            {
              group: ['**/db/*', '**/db/schema/*'],
              allowTypeImports: true,
              message: 'Flows call services, never the database.',
            },
          ],
        },
      ],
    },
  },
);
