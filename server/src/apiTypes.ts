import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import prettier from 'prettier';
import { API_BASE } from '@tribuna/common/api/client';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { createFirebaseIdentity } from './integrations/identity/firebaseIdentity';

/** The committed types of the browsers' API client, generated from the server's OpenAPI document. */
export const apiTypesFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../common/api/openapi.ts',
);

const header = `// Generated from the server's OpenAPI document by \`npm run generate:api\`; do not edit.
// A server test fails when this file no longer matches the routes.
`;

/** The OpenAPI document of the API, with paths relative to `/api/v1` (the client's base URL). */
export async function apiDocument() {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_DATA: 'false' });
  // Registering routes touches neither the database nor the identity provider.
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  const identity = createFirebaseIdentity(config.identity, null);
  const app = await buildApp({
    config,
    database,
    identity,
    emulatorHost: null,
    serveFrontends: false,
    mailer: { send: async () => undefined, close: async () => undefined },
  });
  try {
    await app.ready();
    const document = app.swagger();
    // In the order of their paths, whatever order the domains register their routes in.
    const paths = Object.fromEntries(
      Object.entries(document.paths ?? {})
        .filter(([url]) => url.startsWith(`${API_BASE}/`))
        .map(([url, item]) => [url.slice(API_BASE.length), item] as const)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    return { ...document, servers: [{ url: API_BASE }], paths };
  } finally {
    await app.close();
    await identity.close();
    await database.close();
  }
}

/** The source of `common/api/openapi.ts`, formatted as the repository formats TypeScript. */
export async function apiTypesSource(): Promise<string> {
  const ast = await openapiTS(JSON.stringify(await apiDocument()));
  const options = await prettier.resolveConfig(apiTypesFile);
  return prettier.format(header + astToString(ast), { ...options, filepath: apiTypesFile });
}
