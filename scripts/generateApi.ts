// Writes common/api/openapi.ts, the types of the browsers' API client, from the server's routes.
import { writeFile } from 'node:fs/promises';
import { apiTypesFile, apiTypesSource } from '../server/src/apiTypes';

await writeFile(apiTypesFile, await apiTypesSource());
console.log(`wrote ${apiTypesFile}`);
