import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptionsWithHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Contract } from '@tribuna/common/contracts/contract';

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

interface SchemaOf<C extends Contract> {
  tags: string[];
  summary?: string;
  params: C['params'];
  querystring: C['query'];
  headers: C['headers'];
  body: C['body'];
  response: C['responses'];
}

/** What a route adds to its contract: guards, hooks and the handler, typed by the contract's schemas. */
export type ContractRouteOptions<C extends Contract> = Omit<
  RouteShorthandOptionsWithHandler<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    unknown,
    SchemaOf<C>,
    ZodTypeProvider
  >,
  'schema'
>;

/**
 * Registers the route of a contract: its method, path, validation and response schemas come from
 * the contract (so the OpenAPI document and the browsers' client agree with it by construction).
 */
export function route<C extends Contract>(app: ZodApp, contract: C, options: ContractRouteOptions<C>) {
  app.route<RouteGenericInterface, unknown, SchemaOf<C>>({
    ...options,
    method: contract.method,
    url: contract.path.replace(/\{(\w+)\}/g, ':$1'),
    // Fastify warns about schema keys that are present but undefined, so only the given ones are set;
    // the type of the result is still what the handler's request and reply types are inferred from.
    schema: {
      tags: [...contract.tags],
      ...(contract.summary && { summary: contract.summary }),
      ...(contract.params && { params: contract.params }),
      ...(contract.query && { querystring: contract.query }),
      ...(contract.headers && { headers: contract.headers }),
      ...(contract.body && { body: contract.body }),
      response: contract.responses,
    } as SchemaOf<C>,
  });
}
