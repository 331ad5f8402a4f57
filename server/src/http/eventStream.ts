import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/**
 * Server-sent events for the live parts of the site (the seat chart's status, the waiting room).
 *
 * A process keeps thousands of them open at once on sale day, so each costs little: one shared timer
 * for the whole process sends the heartbeats (not a timer per stream), closes the streams older
 * than the maximum age (the browser's EventSource reconnects by itself, to whichever server the
 * load balancer picks, and a stream whose client vanished without a word does not live forever),
 * and drops a stream whose client does not read what it is sent (its unsent bytes past a bound: a
 * slow or dead client must not grow the server's memory).
 */
export interface EventStreamOptions {
  /** Between two heartbeats (a comment line: proxies and browsers keep an idle connection open). */
  heartbeatMs: number;
  /**
   * The age after which a stream is closed (0: never). Each stream gets up to a tenth less, at
   * random, so streams opened together do not all reconnect at the same moment; the age is checked
   * at each heartbeat.
   */
  maxAgeMs: number;
  /** The unsent bytes a stream may pile up before it is dropped. */
  maxBufferedBytes: number;
  /** How long the browser waits before reconnecting (the stream's `retry:` line). */
  retryMs: number;
}

export const defaultEventStreamOptions: EventStreamOptions = {
  heartbeatMs: 20_000,
  maxAgeMs: 15 * 60_000,
  maxBufferedBytes: 256 * 1024,
  retryMs: 2000,
};

/** One open stream. */
export interface EventStream {
  /** Sends one event (its data as JSON); false when the stream is closed (or dropped by this send). */
  send(event: string, data: unknown): boolean;
  /** Runs `listener` once when the stream closes, whoever closes it (the client, its age, the server). */
  onClose(listener: () => void): void;
  /** Ends the stream (the browser reconnects). */
  close(): void;
  readonly closed: boolean;
}

/** Why streams closed, counted since the start (the health answer and the benches read them). */
export interface EventStreamStats {
  open: number;
  opened: number;
  /** Closed at their maximum age. */
  aged: number;
  /** Dropped because their client did not read. */
  dropped: number;
}

export interface EventStreams {
  /**
   * Takes over the request's answer and starts the stream: status 200, the event-stream headers and
   * the `retry:` line. Errors (no such event…) must be answered before.
   */
  open(reply: FastifyReply): EventStream;
  /** The streams open now. */
  count(): number;
  stats(): EventStreamStats;
  /** Ends every open stream (the app closing: it would wait for them otherwise). */
  closeAll(): void;
}

interface OpenStream extends EventStream {
  readonly raw: ServerResponse;
  readonly closesAt: number;
  end(how: 'end' | 'destroy'): void;
}

export function createEventStreams(options: Partial<EventStreamOptions> = {}): EventStreams {
  const settings = { ...defaultEventStreamOptions, ...options };
  const open = new Set<OpenStream>();
  const counts = { opened: 0, aged: 0, dropped: 0 };
  let timer: NodeJS.Timeout | null = null;
  // One news goes to every stream watching the same thing, in one loop: written as text once, not
  // once each. Forgotten once the loop is over, so an object changed and sent again is written anew.
  let last: { event: string; data: unknown; frame: string } | null = null;
  const forget = () => (last = null);
  const frameOf = (event: string, data: unknown) => {
    if (last && last.data === data && last.event === event) return last.frame;
    if (!last) queueMicrotask(forget);
    const frame = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    last = { event, data, frame };
    return frame;
  };

  // Past the bound, the client is not reading: its socket is destroyed (no goodbye it would not read).
  const overflowing = (raw: ServerResponse) => raw.writableLength > settings.maxBufferedBytes;

  function tick() {
    const now = Date.now();
    for (const stream of open) {
      if (stream.closesAt <= now) {
        counts.aged++;
        stream.end('end');
      } else if (overflowing(stream.raw)) {
        counts.dropped++;
        stream.end('destroy');
      } else stream.raw.write(': ping\n\n');
    }
  }

  function track(stream: OpenStream) {
    open.add(stream);
    counts.opened++;
    if (!timer) {
      timer = setInterval(tick, settings.heartbeatMs);
      // Open streams alone do not keep the process alive.
      timer.unref();
    }
  }

  function untrack(stream: OpenStream) {
    open.delete(stream);
    if (open.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  }

  return {
    open(reply) {
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // The connection ends with the stream: a stream closed at its age or by the server leaves no
        // idle socket behind (the browser reconnects on a new one).
        connection: 'close',
        'x-content-type-options': 'nosniff',
        // Proxies (nginx) pass the events on at once instead of buffering them.
        'x-accel-buffering': 'no',
      });
      raw.write(`retry: ${settings.retryMs}\n: connected\n\n`);
      // Listeners are few (usually one): an array costs less than a Set per stream.
      let listeners: (() => void)[] | null = null;
      let closed = false;
      const stream: OpenStream = {
        raw,
        closesAt:
          settings.maxAgeMs > 0 ? Date.now() + settings.maxAgeMs * (0.9 + Math.random() * 0.1) : Infinity,
        get closed() {
          return closed;
        },
        send(event, data) {
          if (closed) return false;
          raw.write(frameOf(event, data));
          if (!overflowing(raw)) return true;
          counts.dropped++;
          stream.end('destroy');
          return false;
        },
        onClose(listener) {
          if (closed) listener();
          else (listeners ??= []).push(listener);
        },
        close() {
          stream.end('end');
        },
        end(how) {
          if (closed) return;
          closed = true;
          untrack(stream);
          raw.off('close', onSocketClose);
          if (how === 'destroy') raw.destroy();
          else if (!raw.writableEnded) raw.end();
          const waiting = listeners ?? [];
          listeners = null;
          for (const listener of waiting) listener();
        },
      };
      const onSocketClose = () => stream.end('end');
      raw.once('close', onSocketClose);
      track(stream);
      // The client may have left while the route prepared the stream.
      if (raw.destroyed || !raw.socket || raw.socket.destroyed) stream.end('end');
      return stream;
    },
    count: () => open.size,
    stats: () => ({ open: open.size, ...counts }),
    closeAll() {
      for (const stream of [...open]) stream.end('end');
    },
  };
}
