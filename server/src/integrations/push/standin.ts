import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { EVERY_SUBSCRIBER_SEGMENT } from './oneSignalClient';
import { standinSdkJs } from './standinSdk';

/** A browser's push subscription as the stand-in SDK registered it. */
export interface StandinSubscription {
  id: string;
  externalId: string | null;
  enabled: boolean;
}

/** A notification the stand-in accepted, and the subscriptions it reached. */
export interface StandinNotification {
  id: string;
  idempotencyKey: string | null;
  headings: Record<string, string>;
  contents: Record<string, string>;
  url: string | null;
  includedSegments: string[] | null;
  externalIds: string[] | null;
  recipients: number;
}

export interface OneSignalStandin {
  app: FastifyInstance;
  notifications: StandinNotification[];
  subscriptions: Map<string, StandinSubscription>;
  /** The next requests to `POST /notifications` answer these statuses (an outage, a throttle). */
  failNext(...statuses: number[]): void;
}

interface NotificationBody {
  app_id?: unknown;
  headings?: Record<string, string>;
  contents?: Record<string, string>;
  url?: unknown;
  included_segments?: unknown;
  include_aliases?: { external_id?: unknown };
  idempotency_key?: unknown;
}

const strings = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : null;

/**
 * A stand-in of OneSignal, in memory, for tests and local work: the REST API the server's client
 * calls (`POST /notifications` with the app's REST API key: segments or external ids, English text
 * required, idempotency keys, OneSignal's error bodies) and the web SDK the storefront loads
 * (`/sdk.js`, see standinSdk.ts), whose bell registers browsers' subscriptions at
 * `/apps/{appId}/subscriptions`. Only OneSignal's default segment of every subscriber is known.
 */
export function createOneSignalStandin(options: { appId: string; restApiKey: string }): OneSignalStandin {
  const notifications: StandinNotification[] = [];
  const subscriptions = new Map<string, StandinSubscription>();
  const failures: number[] = [];
  const app = Fastify({ logger: false, forceCloseConnections: true });

  // The SDK calls from the storefront's origin.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-allow-headers', 'content-type, authorization');
    reply.header('access-control-allow-methods', 'GET, POST, PATCH, DELETE, OPTIONS');
    return payload;
  });
  app.options('/*', async (_request, reply) => reply.status(204).send());

  const restApiKey = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization !== `Key ${options.restApiKey}`)
      return reply.status(403).send({
        errors: ["Access denied.  Please include an 'Authorization: Key ...' header with a valid API key."],
      });
  };

  app.get('/sdk.js', async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').send(standinSdkJs),
  );

  app.post<{ Params: { appId: string }; Body: { externalId?: unknown; enabled?: unknown; id?: unknown } }>(
    '/apps/:appId/subscriptions',
    async (request, reply) => {
      if (request.params.appId !== options.appId)
        return reply.status(404).send({ errors: ['App not found'] });
      const id =
        typeof request.body?.id === 'string' && subscriptions.has(request.body.id)
          ? request.body.id
          : randomUUID();
      const subscription: StandinSubscription = {
        id,
        externalId: typeof request.body?.externalId === 'string' ? request.body.externalId : null,
        enabled: request.body?.enabled !== false,
      };
      subscriptions.set(id, subscription);
      return reply.status(201).send(subscription);
    },
  );

  app.get('/notifications', { onRequest: restApiKey }, async () => ({
    total_count: notifications.length,
    notifications,
  }));

  app.post<{ Body: NotificationBody }>(
    '/notifications',
    { onRequest: restApiKey },
    async (request, reply) => {
      const failure = failures.shift();
      if (failure) return reply.status(failure).send({ errors: [`Stand-in answered ${failure}`] });
      const body = request.body ?? {};
      if (body.app_id !== options.appId)
        return reply.status(400).send({
          errors: ['app_id not found. You may be missing a Content-Type: application/json header.'],
        });
      if (!body.contents?.en)
        return reply
          .status(400)
          .send({ errors: ['Message Notifications must have English language content'] });
      const segments = strings(body.included_segments);
      const externalIds = strings(body.include_aliases?.external_id);
      if (!segments && !externalIds)
        return reply.status(400).send({
          errors: [
            'You must include which players, segments, or tags you wish to send this notification to.',
          ],
        });
      const key = typeof body.idempotency_key === 'string' ? body.idempotency_key : null;
      const earlier = key ? notifications.find((n) => n.idempotencyKey === key) : undefined;
      if (earlier) return { id: earlier.id, external_id: key };
      const enabled = [...subscriptions.values()].filter((s) => s.enabled);
      const reached = segments
        ? segments.includes(EVERY_SUBSCRIBER_SEGMENT)
          ? enabled
          : []
        : enabled.filter((s) => s.externalId !== null && externalIds!.includes(s.externalId));
      if (reached.length === 0) return { id: '', errors: ['All included players are not subscribed'] };
      const notification: StandinNotification = {
        id: randomUUID(),
        idempotencyKey: key,
        headings: body.headings ?? {},
        contents: body.contents,
        url: typeof body.url === 'string' ? body.url : null,
        includedSegments: segments,
        externalIds,
        recipients: reached.length,
      };
      notifications.push(notification);
      return { id: notification.id, external_id: key };
    },
  );

  return { app, notifications, subscriptions, failNext: (...statuses) => failures.push(...statuses) };
}
