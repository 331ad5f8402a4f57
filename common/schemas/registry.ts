import { z } from 'zod';

/**
 * The schemas the OpenAPI document names as components (the error body, the admin records…). A
 * registry of the API's own rather than zod's global one: the document then holds exactly the
 * schemas of the module graph the server was built from, whatever else has registered globally.
 */
export const apiComponents = z.registry<{ id: string }>();
