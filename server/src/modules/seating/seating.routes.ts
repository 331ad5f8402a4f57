import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { seatingContracts } from '@tribuna/common/contracts/seating';
import type { SeatStatusNews } from '@tribuna/common/schemas/seating';
import { route } from '../../contractRoute';
import type { AuthGuards } from '../../plugins/auth';
import { requestLanguage } from '../../requestLanguage';
import type { SeatNews } from './seatNews';
import type { SeatingService } from './seating.service';

export const seatingRoutes =
  (deps: {
    guards: AuthGuards;
    service: SeatingService;
    news: SeatNews;
    heartbeatMs: number;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    // The sale-day routes read the buyer's user row at most once a second (plugins/auth.ts).
    const { authenticate, authenticateBuyer } = deps.guards;

    route(app, seatingContracts.createHoldToken, {
      onRequest: authenticate,
      handler: async (request, reply) =>
        reply.status(201).send(await deps.service.createHoldToken(request.user!.uuid)),
    });

    route(app, seatingContracts.holdToken, {
      onRequest: authenticate,
      handler: async (request) => deps.service.holdTokenDetail(request.user!.uuid, request.params.holdToken),
    });

    route(app, seatingContracts.seats, {
      handler: async (request) =>
        deps.service.eventSeats(request.params.uuid, requestLanguage(request), request.query.holdToken),
    });

    route(app, seatingContracts.hold, {
      onRequest: authenticateBuyer,
      handler: async (request) =>
        deps.service.holdSeats(
          request.user!.uuid,
          request.params.uuid,
          request.body.holdToken,
          request.body.objects,
        ),
    });

    route(app, seatingContracts.release, {
      onRequest: authenticateBuyer,
      handler: async (request) =>
        deps.service.releaseSeats(
          request.user!.uuid,
          request.params.uuid,
          request.body.holdToken,
          request.body.objects,
        ),
    });

    route(app, seatingContracts.holdBestAvailable, {
      onRequest: authenticateBuyer,
      handler: async (request) =>
        deps.service.holdBestAvailable(
          request.user!.uuid,
          request.params.uuid,
          request.body.holdToken,
          request.body.number,
          request.body.category,
        ),
    });

    // Open streams end before the server closes (it waits for open connections otherwise).
    const open = new Set<() => void>();
    app.addHook('preClose', (done) => {
      for (const end of open) end();
      done();
    });

    route(app, seatingContracts.seatStream, {
      handler: async (request, reply) => {
        // Errors (no such event, no plan) answer as usual, before the stream starts.
        await deps.service.requireSeatedEvent(request.params.uuid);
        const raw = reply.raw;
        const write = (chunk: string) => {
          if (!raw.writableEnded) raw.write(chunk);
        };
        const queued: SeatStatusNews[] = [];
        let started = false;
        const send = (news: SeatStatusNews) => write(`event: seats\ndata: ${JSON.stringify(news)}\n\n`);
        const unsubscribe = await deps.news.subscribe(request.params.uuid, (news) =>
          started ? send(news) : queued.push(news),
        );
        reply.hijack();
        raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-content-type-options': 'nosniff',
          // Proxies (nginx) pass the news on at once instead of buffering it.
          'x-accel-buffering': 'no',
        });
        write('retry: 2000\n: connected\n\n');
        started = true;
        for (const news of queued.splice(0)) send(news);
        const heartbeat = setInterval(() => write(': ping\n\n'), deps.heartbeatMs);
        const end = () => {
          clearInterval(heartbeat);
          open.delete(end);
          void unsubscribe();
          if (!raw.writableEnded) raw.end();
        };
        open.add(end);
        request.raw.once('close', end);
      },
    });
  };
