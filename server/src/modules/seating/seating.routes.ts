import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { seatingContracts } from '@tribuna/common/contracts/seating';
import type { SeatStatusNews } from '@tribuna/common/schemas/seating';
import { WAITING_ROOM_PASS_HEADER } from '@tribuna/common/schemas/waitingRooms';
import { route } from '../../contractRoute';
import type { EventStream, EventStreams } from '../../http/eventStream';
import type { AuthGuards } from '../../plugins/auth';
import { requestLanguage } from '../../requestLanguage';
import type { SeatNews } from './seatNews';
import type { SeatingService } from './seating.service';

export const seatingRoutes =
  (deps: {
    guards: AuthGuards;
    service: SeatingService;
    news: SeatNews;
    streams: EventStreams;
    /**
     * The waiting room's pass check of a hold: null for an event without a room, the renewed pass
     * (answered in the same header) for a valid one; throws `waitingRoomPassRequired` otherwise.
     */
    checkPass: (
      eventUuid: string,
      userUuid: string,
      pass: string | undefined,
      /** What the hold takes (the waiting lists keep the seats of the categories they wait for). */
      wanted: { objects?: readonly string[]; category?: string },
    ) => Promise<string | null>;
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
      handler: async (request, reply) => {
        const { uuid } = request.params;
        const pass = await deps.checkPass(
          uuid,
          request.user!.uuid,
          request.headers[WAITING_ROOM_PASS_HEADER],
          { objects: request.body.objects },
        );
        const answer = await deps.service.holdSeats(
          request.user!.uuid,
          uuid,
          request.body.holdToken,
          request.body.objects,
        );
        if (pass) reply.header(WAITING_ROOM_PASS_HEADER, pass);
        return answer;
      },
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
      handler: async (request, reply) => {
        const { uuid } = request.params;
        const pass = await deps.checkPass(
          uuid,
          request.user!.uuid,
          request.headers[WAITING_ROOM_PASS_HEADER],
          { category: request.body.category },
        );
        const answer = await deps.service.holdBestAvailable(
          request.user!.uuid,
          uuid,
          request.body.holdToken,
          request.body.number,
          request.body.category,
        );
        if (pass) reply.header(WAITING_ROOM_PASS_HEADER, pass);
        return answer;
      },
    });

    route(app, seatingContracts.seatStream, {
      handler: async (request, reply) => {
        // Errors (no such event, no plan) answer as usual, before the stream starts.
        await deps.service.requireSeatedEvent(request.params.uuid);
        // News arriving while the subscription starts waits for the stream's first line.
        const queued: SeatStatusNews[] = [];
        let stream: EventStream | null = null;
        const unsubscribe = await deps.news.subscribe(request.params.uuid, (news) =>
          stream ? stream.send('seats', news) : queued.push(news),
        );
        stream = deps.streams.open(reply);
        stream.onClose(() => void unsubscribe());
        for (const news of queued.splice(0)) stream.send('seats', news);
      },
    });
  };
