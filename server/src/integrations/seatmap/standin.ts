import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { standinChartJs } from './standinChart';

/** A seat of the stand-in's chart (seats.io: an object labelled `section-row-seat`). */
export interface StandinSeat {
  section: string;
  row: string;
  seat: string;
  category: string;
}

type Status = 'free' | 'reservedByToken' | 'booked';

interface ObjectState extends StandinSeat {
  id: string;
  status: Status;
  holdToken: string | null;
  orderId: string | null;
}

interface StatusChange {
  type?: 'CHANGE_STATUS_TO' | 'RELEASE';
  events: string[];
  objects: { objectId: string }[];
  status?: Status;
  holdToken?: string;
  orderId?: string;
}

/** Section A, rows 1–4 of 10 seats, category `A`: the chart of every event nobody described. */
export function defaultStandinChart(): StandinSeat[] {
  return Array.from({ length: 4 }, (_, r) =>
    Array.from({ length: 10 }, (_, s) => ({
      section: 'A',
      row: String(r + 1),
      seat: String(s + 1),
      category: 'A',
    })),
  ).flat();
}

class SeatsioError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A stand-in of seats.io's REST API, in memory, for tests and local work: what the `seatsio` client
 * calls for hold tokens (create, retrieve, expiresInMinutes), status changes of objects (hold,
 * release, book, with the hold-token checks of the real API), "best available" and object infos,
 * behind basic auth on the workspace's secret key; and what its chart script (`/chart.js`, see
 * standinChart.ts) calls with the workspace's public key. Errors answer as seats.io's do: 400 with
 * `errors: [{ code, message }]`.
 */
export function createSeatsioStandin(options: {
  secretKey: string;
  publicKey: string;
  /** The chart of each event key; other event keys get `defaultStandinChart()`. */
  charts?: Record<string, StandinSeat[]>;
  now?: () => number;
}): FastifyInstance {
  const now = options.now ?? (() => Date.now());
  const tokens = new Map<string, number>();
  const events = new Map<string, Map<string, ObjectState>>();

  function eventObjects(key: string): Map<string, ObjectState> {
    let objects = events.get(key);
    if (!objects) {
      objects = new Map();
      for (const seat of options.charts?.[key] ?? defaultStandinChart()) {
        const id = `${seat.section}-${seat.row}-${seat.seat}`;
        objects.set(id, { ...seat, id, status: 'free', holdToken: null, orderId: null });
      }
      events.set(key, objects);
    }
    return objects;
  }

  /** The status now: a hold whose token ended is free again. */
  function statusOf(object: ObjectState): Status {
    if (object.status !== 'reservedByToken') return object.status;
    const until = object.holdToken ? tokens.get(object.holdToken) : undefined;
    return until !== undefined && until > now() ? 'reservedByToken' : 'free';
  }

  function info(object: ObjectState) {
    const status = statusOf(object);
    return {
      label: object.id,
      labels: {
        own: { label: object.seat, type: 'seat' },
        parent: { label: object.row, type: 'row' },
        section: object.section,
      },
      ids: { own: object.seat, parent: object.row, section: object.section },
      status,
      categoryKey: object.category,
      categoryLabel: object.category,
      objectType: 'seat',
      section: object.section,
      forSale: true,
      isAvailable: status === 'free',
      holdToken: status === 'reservedByToken' ? object.holdToken : null,
      orderId: status === 'booked' ? object.orderId : null,
      numBooked: 0,
      numFree: 0,
      numHeld: 0,
      capacity: 0,
      bookAsAWhole: false,
    };
  }

  function tokenAnswer(holdToken: string) {
    const expiresAt = tokens.get(holdToken)!;
    return {
      holdToken,
      expiresAt: new Date(expiresAt).toISOString(),
      expiresInSeconds: Math.max(0, Math.round((expiresAt - now()) / 1000)),
      workspaceKey: options.publicKey,
    };
  }

  function requireToken(holdToken: string) {
    const until = tokens.get(holdToken);
    if (until === undefined)
      throw new SeatsioError(400, 'HOLD_TOKEN_NOT_FOUND', `Hold token ${holdToken} not found`);
    if (until <= now())
      throw new SeatsioError(400, 'HOLD_TOKEN_EXPIRED', `Hold token ${holdToken} has expired`);
  }

  /** All or nothing, as seats.io does: every object is checked before any changes. */
  function change(request: StatusChange) {
    const release = request.type === 'RELEASE';
    const status = release ? 'free' : request.status;
    if (status !== 'free' && status !== 'reservedByToken' && status !== 'booked')
      throw new SeatsioError(400, 'ILLEGAL_ARGUMENT', 'Unknown status');
    if (status === 'reservedByToken' && !request.holdToken)
      throw new SeatsioError(400, 'HOLD_TOKEN_REQUIRED', 'A hold token is required to hold objects');
    if (request.holdToken) requireToken(request.holdToken);
    const changes: ObjectState[] = [];
    for (const eventKey of request.events) {
      const objects = eventObjects(eventKey);
      for (const { objectId } of request.objects) {
        const object = objects.get(objectId);
        if (!object) throw new SeatsioError(400, 'OBJECT_NOT_FOUND', `Object ${objectId} not found`);
        const now = statusOf(object);
        const ownHold = now === 'reservedByToken' && object.holdToken === request.holdToken;
        const allowed =
          status === 'free'
            ? request.holdToken
              ? ownHold
              : true
            : now === 'free' || (status === 'booked' && ownHold);
        if (!allowed)
          throw new SeatsioError(
            400,
            'ILLEGAL_STATUS_CHANGE',
            now === 'booked'
              ? `${objectId} is already booked`
              : now === 'reservedByToken'
                ? `${objectId} is already held`
                : `${objectId} is not held with this hold token`,
          );
        changes.push(object);
      }
    }
    for (const object of changes) {
      object.status = status;
      object.holdToken = status === 'reservedByToken' ? request.holdToken! : null;
      object.orderId = status === 'booked' ? (request.orderId ?? null) : null;
    }
    return Object.fromEntries(changes.map((object) => [object.id, info(object)]));
  }

  function bestAvailable(
    eventKey: string,
    body: {
      status: Status;
      holdToken?: string;
      orderId?: string;
      bestAvailable: { number: number; categories?: string[] };
    },
  ) {
    const objects = [...eventObjects(eventKey).values()];
    const wanted = body.bestAvailable.number;
    const categories = body.bestAvailable.categories;
    // Seats next to each other in a row, the lowest row first (the stage is in front of row 1).
    const rows = new Map<string, ObjectState[]>();
    for (const object of objects) {
      if (categories && !categories.includes(object.category)) continue;
      const key = `${object.section}/${object.row}`;
      rows.set(key, [...(rows.get(key) ?? []), object]);
    }
    for (const row of rows.values())
      for (let start = 0; start + wanted <= row.length; start++) {
        const block = row.slice(start, start + wanted);
        if (block.every((object) => statusOf(object) === 'free')) {
          const changed = change({
            events: [eventKey],
            objects: block.map((object) => ({ objectId: object.id })),
            status: body.status,
            holdToken: body.holdToken,
            orderId: body.orderId,
          });
          return { objects: block.map((object) => object.id), objectDetails: changed, nextToEachOther: true };
        }
      }
    throw new SeatsioError(400, 'BEST_AVAILABLE_OBJECTS_NOT_FOUND', 'Best available objects not found');
  }

  // Closing ends every connection at once, kept-alive ones too (a chart or a client may hold some).
  const app = Fastify({ logger: false, forceCloseConnections: true });

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof SeatsioError)
      return reply.status(error.status).send({
        errors: [{ code: error.code, message: error.message }],
        messages: [error.message],
        requestId: randomBytes(8).toString('hex'),
        status: error.status,
      });
    return reply.status((error as { statusCode?: number }).statusCode ?? 500).send({
      errors: [{ code: 'ILLEGAL_ARGUMENT', message: (error as Error).message }],
      messages: [(error as Error).message],
    });
  });

  // The secret key is the user name of basic auth, as the client sends it.
  const secretAuth = async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization ?? '';
    const [scheme, encoded] = header.split(' ');
    const user =
      scheme === 'Basic' && encoded ? Buffer.from(encoded, 'base64').toString().split(':')[0] : null;
    if (user !== options.secretKey)
      return reply
        .status(401)
        .send({ errors: [{ code: 'UNAUTHORIZED', message: 'Unauthorized' }], status: 401 });
  };
  const publicAuth = async (
    request: FastifyRequest<{ Params: { workspaceKey: string } }>,
    reply: FastifyReply,
  ) => {
    if (request.params.workspaceKey !== options.publicKey)
      return reply
        .status(401)
        .send({ errors: [{ code: 'UNAUTHORIZED', message: 'Unknown workspace' }], status: 401 });
  };

  // The chart is fetched by browsers of another origin.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-allow-headers', 'content-type');
  });
  app.options('/*', async (_request, reply) => reply.status(204).send());

  app.get('/chart.js', async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').send(standinChartJs),
  );

  app.register(async (secret) => {
    secret.addHook('onRequest', secretAuth);
    secret.post<{ Body: { expiresInMinutes?: number } | undefined }>('/hold-tokens', async (request) => {
      const holdToken = randomBytes(12).toString('base64url');
      tokens.set(holdToken, now() + (request.body?.expiresInMinutes ?? 15) * 60_000);
      return tokenAnswer(holdToken);
    });
    secret.get<{ Params: { token: string } }>('/hold-tokens/:token', async (request, reply) => {
      if (!tokens.has(request.params.token))
        throw new SeatsioError(404, 'HOLD_TOKEN_NOT_FOUND', `Hold token ${request.params.token} not found`);
      return reply.send(tokenAnswer(request.params.token));
    });
    secret.post<{ Params: { token: string }; Body: { expiresInMinutes: number } }>(
      '/hold-tokens/:token',
      async (request) => {
        if (!tokens.has(request.params.token))
          throw new SeatsioError(404, 'HOLD_TOKEN_NOT_FOUND', `Hold token ${request.params.token} not found`);
        tokens.set(request.params.token, now() + request.body.expiresInMinutes * 60_000);
        return tokenAnswer(request.params.token);
      },
    );
    secret.post<{ Body: StatusChange }>('/events/groups/actions/change-object-status', async (request) => ({
      objects: change(request.body),
    }));
    secret.post<{ Params: { key: string }; Body: Parameters<typeof bestAvailable>[1] }>(
      '/events/:key/actions/change-object-status',
      async (request) => bestAvailable(request.params.key, request.body),
    );
    secret.get<{ Params: { key: string }; Querystring: { label?: string | string[] } }>(
      '/events/:key/objects',
      async (request) => {
        const labels = [request.query.label ?? []].flat();
        const objects = eventObjects(request.params.key);
        return Object.fromEntries(
          labels.map((label) => {
            const object = objects.get(label);
            if (!object) throw new SeatsioError(404, 'OBJECT_NOT_FOUND', `Object ${label} not found`);
            return [label, info(object)];
          }),
        );
      },
    );
  });

  // What the chart script calls with the workspace's public key.
  app.register(async (chart) => {
    chart.addHook('onRequest', publicAuth);
    chart.get<{ Params: { workspaceKey: string; key: string } }>(
      '/system/public/:workspaceKey/events/:key/objects',
      async (request) => ({
        objects: [...eventObjects(request.params.key).values()].map((object) => info(object)),
      }),
    );
    chart.post<{
      Params: { workspaceKey: string; key: string; action: string };
      Body: { objects: string[]; holdToken: string };
    }>('/system/public/:workspaceKey/events/:key/actions/:action', async (request) => {
      const { action, key } = request.params;
      if (action !== 'hold-objects' && action !== 'release-held-objects')
        throw new SeatsioError(404, 'NOT_FOUND', 'No such action');
      return {
        objects: change({
          type: action === 'hold-objects' ? 'CHANGE_STATUS_TO' : 'RELEASE',
          events: [key],
          objects: request.body.objects.map((objectId) => ({ objectId })),
          status: action === 'hold-objects' ? 'reservedByToken' : undefined,
          holdToken: request.body.holdToken,
        }),
      };
    });
  });

  return app;
}
