import fastJson from 'fast-json-stringify';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import {
  ResponseSerializationError,
  serializerCompiler as zodSerializerCompiler,
} from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;
type SchemaOf<C> = C extends FastifySerializerCompiler<infer S> ? S : never;
type RouteSchema = SchemaOf<typeof zodSerializerCompiler>;
type Route = Parameters<FastifySchemaCompiler<RouteSchema>>[0];

/**
 * The JSON schema fast-json-stringify compiles, or null when zod's output cannot be described by one
 * (a transform, a date, a custom check): those responses keep zod's own serialiser.
 */
function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> | null {
  try {
    const { $schema: _draft, ...json } = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-07',
      unrepresentable: 'throw',
    });
    return json;
  } catch {
    return null;
  }
}

/**
 * Response serialisers compiled once per schema by fast-json-stringify from the zod schema's JSON
 * Schema: several times faster than zod's parse followed by JSON.stringify. Only the properties the
 * schema names are written (zod objects are `additionalProperties: false`), so a row never leaks
 * a column the contract does not list. fast-json-stringify does not check values, so with
 * `checkWithZod` (development and tests) each answer is also parsed by zod and a contract breach
 * fails as loudly as before.
 */
export function createResponseSerializer(options: {
  checkWithZod: boolean;
}): FastifySerializerCompiler<RouteSchema> {
  // Many routes share a schema (the error body): each is compiled once.
  const compiled = new WeakMap<object, Serialize>();

  return (route: Route) => {
    const zodSerialize = zodSerializerCompiler(route) as Serialize;
    const schema = route.schema;
    if (!(schema instanceof z.ZodType)) return zodSerialize;
    // Compiled at a route's first answer rather than at start-up, where the few hundred schemas
    // cost about half a second before the server could listen.
    let fast: Serialize | undefined;
    const compile = (): Serialize => {
      fast = compiled.get(schema);
      if (!fast) {
        const json = jsonSchemaOf(schema);
        fast = json ? (fastJson(json) as Serialize) : zodSerialize;
        compiled.set(schema, fast);
      }
      return fast;
    };
    if (!options.checkWithZod) return (data) => (fast ?? compile())(data);
    return (data) => {
      const serialize = fast ?? compile();
      if (serialize === zodSerialize) return serialize(data);
      const result = schema.safeParse(data);
      if (!result.success)
        throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
      return serialize(data);
    };
  };
}
