import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync, readFileSync } from 'node:fs';

// Each domain owns its tables (ARCHITECTURE). The tables are what the schema files export as values
// (`export const x = pgTable(…)`); a module (server/src/modules/<name>, and server/src/sales) may
// import from db/schema only the tables of its own domain: another domain's rows come through its
// service. Its row types (`export type …Row`) likewise, but for the rows services hand to other
// domains (`sharedRowTypes`).
const schemaDir = new URL('./server/src/db/schema/', import.meta.url);
const schemaExports = (pattern) =>
  Object.fromEntries(
    readdirSync(schemaDir)
      .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
      .map((file) => [
        file.slice(0, -3),
        [...readFileSync(new URL(file, schemaDir), 'utf8').matchAll(pattern)].map((m) => m[1]),
      ]),
  );
const schemaTables = schemaExports(/^export const (\w+)/gm);
const schemaTypes = schemaExports(/^export (?:type|interface) (\w+)/gm);
const allTables = Object.values(schemaTables).flat();
/**
 * The rows services hand to other domains: the signed-in user (every route), an event and its
 * categories (tickets), an order and its lines (what a line kind and tickets are given), a feature
 * (memberships grant them).
 */
const sharedRowTypes = ['UserRow', 'EventRow', 'EventCategoryRow', 'OrderRow', 'OrderLineRow', 'FeatureRow'];
/** What each module's folder owns: whole schema files, or single tables where a file holds several domains. */
const tablesOwnedBy = {
  'modules/articles': schemaTables.articles,
  'modules/audioArchives': ['audioArchives', 'audios'],
  'modules/auditLog': schemaTables.audit,
  // Auth and users are one domain.
  'modules/auth': schemaTables.users,
  'modules/benefits': ['benefits'],
  'modules/contactMessages': schemaTables.contact,
  // The content overview and "what shows a file" are one read-only UNION query over the content
  // types' tables (modules/content/content.repository.ts); every write goes through their services.
  'modules/content': [...schemaTables.articles, ...schemaTables.media, ...schemaTables.benefits, 'events'],
  'modules/countdowns': ['countdowns'],
  'modules/events': [...schemaTables.events, ...schemaTables.eventCancellations],
  'modules/features': schemaTables.features,
  'modules/files': schemaTables.files,
  'modules/galleries': ['galleries', 'galleryImages'],
  'modules/invoices': schemaTables.invoices,
  'modules/mediaAccreditations': schemaTables.mediaAccreditations,
  'modules/paywall': [],
  'modules/pushNotifications': schemaTables.notifications,
  'modules/seasonTickets': schemaTables.seasonTickets,
  'modules/seating': schemaTables.seating,
  'modules/subscriptions': schemaTables.subscriptions,
  'modules/system': [],
  'modules/tickets': schemaTables.tickets,
  'modules/users': schemaTables.users,
  'modules/videoArchives': ['videoArchives', 'videos'],
  'modules/vouchers': schemaTables.vouchers,
  'modules/waitingRooms': schemaTables.waitingRooms,
  sales: [...schemaTables.orders, ...schemaTables.payments, ...schemaTables.refunds],
};
/** The types of the schema files a folder owns a table of, and the shared rows. */
const typesAllowedTo = (own) => [
  ...Object.entries(schemaTypes)
    .filter(([file]) => schemaTables[file].some((table) => own.includes(table)))
    .flatMap(([, types]) => types),
  ...sharedRowTypes,
];
const tableBoundaries = Object.entries(tablesOwnedBy).map(([folder, own]) => ({
  files: [`server/src/${folder}/**/*.ts`],
  // Tests set up other domains' rows directly.
  ignores: ['server/src/**/*.test.ts'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/db/schema'],
            importNames: allTables.filter((table) => !own.includes(table)),
            message: "Another domain's table: call that domain's service (a narrow dependency of this one).",
          },
          {
            group: ['**/db/schema'],
            importNames: Object.values(schemaTypes)
              .flat()
              .filter((type) => !typesAllowedTo(own).includes(type)),
            message:
              "Another domain's row type: use the type its service answers (or list it in sharedRowTypes).",
          },
          { group: ['**/db/schema/*'], message: 'Import tables and row types from db/schema.' },
        ],
      },
    ],
  },
}));

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
  ...tableBoundaries,
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
