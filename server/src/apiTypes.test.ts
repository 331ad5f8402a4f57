import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiTypesFile, apiTypesSource } from './apiTypes';

let generated: string;
// Building the app, generating and formatting eight thousand lines takes a while on a busy machine.
beforeAll(async () => {
  generated = await apiTypesSource();
}, 180_000);

describe('the API client types', () => {
  it('match the routes the server registers (run `npm run generate:api` after changing a contract)', async () => {
    const committed = await readFile(apiTypesFile, 'utf8');
    expect(committed === generated, 'common/api/openapi.ts is stale').toBe(true);
  });

  it('describe every route below /api/v1 by its contract path', () => {
    expect(generated).toContain(`'/admin/articles/{uuid}': {`);
    expect(generated).not.toContain(`'/api/v1/`);
  });
});
