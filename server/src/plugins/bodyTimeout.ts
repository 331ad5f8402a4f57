import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '@tribuna/common/errors';

/**
 * Answers a request whose body stops arriving: once a request that declares a body has read no
 * byte of it for `idleMs`, it is answered 408 `requestTimeout` and its connection closed, so an
 * upload cut off mid-way (or a client that sends its body a byte a minute) holds no socket and no
 * handler for longer. The whole request is bounded too, by Node's `requestTimeout` (app.ts); this
 * catches the stall long before that, without cutting a large upload that keeps arriving.
 * The body is not read here (that would take it from its parser): the socket's byte count tells
 * whether any arrived.
 */
export function registerBodyTimeout(app: FastifyInstance, options: { idleMs: number }) {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    const socket = raw.socket;
    const declaresBody =
      raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length'] ?? 0) > 0;
    // Injected requests (tests) have no network socket to watch.
    if (!declaresBody || raw.complete || typeof socket?.bytesRead !== 'number') return done();
    let seen = socket.bytesRead;
    const timer = setInterval(() => {
      if (raw.complete) return stop();
      if (socket.bytesRead !== seen) {
        seen = socket.bytesRead;
        return;
      }
      stop();
      // Answered already (a refusal before the body was read): Node would wait for the rest of the
      // body to keep the connection alive.
      if (reply.sent) return socket.destroy();
      const body: ApiErrorBody = {
        name: 'requestTimeout',
        message: 'The request body stopped arriving.',
      };
      request.log.info({ name: body.name, status: 408 }, 'request rejected');
      // The rest of the body will not come: the connection cannot carry another request.
      void reply.code(408).header('connection', 'close').send(body);
    }, options.idleMs);
    timer.unref();
    const stop = () => clearInterval(timer);
    raw.once('end', stop);
    raw.once('close', stop);
    done();
  });
}
