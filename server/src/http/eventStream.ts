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
  /** Sends one event whose data is already JSON text (written once for many, or without an object). */
  sendJson(event: string, json: string): boolean;
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

/** What every stream of one hub shares (one reference per stream instead of closures of its own). */
interface Hub {
  readonly settings: EventStreamOptions;
  readonly counts: { opened: number; aged: number; dropped: number };
  frameOf(event: string, data: unknown): string;
  untrack(stream: OpenStream): void;
}

/**
 * One open stream: the raw answer, its end and its listeners, and nothing of the request that opened
 * it (Fastify's request, reply and logger, the route's closures): those would stay as long as the
 * stream does, thousands of times over.
 */
class OpenStream implements EventStream {
  #closed = false;
  // Listeners are few (usually one): an array costs less than a Set per stream.
  #listeners: (() => void)[] | null = null;

  constructor(
    readonly raw: ServerResponse,
    readonly closesAt: number,
    private readonly hub: Hub,
  ) {}

  get closed() {
    return this.#closed;
  }

  /** Past the bound, the client is not reading. */
  get overflowing() {
    return this.raw.writableLength > this.hub.settings.maxBufferedBytes;
  }

  send(event: string, data: unknown) {
    return this.write(this.hub.frameOf(event, data));
  }

  sendJson(event: string, json: string) {
    return this.write(`event: ${event}\ndata: ${json}\n\n`);
  }

  private write(frame: string) {
    if (this.#closed) return false;
    this.raw.write(frame);
    if (!this.overflowing) return true;
    this.hub.counts.dropped++;
    this.end('destroy');
    return false;
  }

  onClose(listener: () => void) {
    if (this.#closed) listener();
    else (this.#listeners ??= []).push(listener);
  }

  close() {
    this.end('end');
  }

  /** Ends the stream; `destroy` for a client that does not read (no goodbye it would not read). */
  end(how: 'end' | 'destroy') {
    if (this.#closed) return;
    this.#closed = true;
    this.hub.untrack(this);
    if (how === 'destroy') this.raw.destroy();
    else if (!this.raw.writableEnded) this.raw.end();
    const waiting = this.#listeners ?? [];
    this.#listeners = null;
    for (const listener of waiting) listener();
  }
}

/**
 * Fastify follows an answer until it ends, for its "request completed" log line and onResponse
 * hooks: its listener (on both `finish` and `error` of the raw answer) keeps the request, the reply
 * and the request's logger alive as long as the stream is open (some 2 KB a stream). A stream's
 * request is complete once the stream has started (what follows is the stream's), so Fastify is
 * told so now, and lets go of them.
 */
function completeForFastify(raw: ServerResponse) {
  const onError = raw.listeners('error');
  for (const listener of raw.listeners('finish')) {
    if (onError.includes(listener)) (listener as (this: ServerResponse) => void).call(raw);
  }
}

export function createEventStreams(options: Partial<EventStreamOptions> = {}): EventStreams {
  const settings = { ...defaultEventStreamOptions, ...options };
  // Each stream under its raw answer: the one `close` listener below finds its stream there.
  const open = new Map<ServerResponse, OpenStream>();
  const counts = { opened: 0, aged: 0, dropped: 0 };
  let timer: NodeJS.Timeout | null = null;
  // One news goes to every stream watching the same thing, in one loop: written as text once, not
  // once each. Forgotten once the loop is over, so an object changed and sent again is written anew.
  let last: { event: string; data: unknown; frame: string } | null = null;
  const forget = () => (last = null);
  const hub: Hub = {
    settings,
    counts,
    frameOf(event, data) {
      if (last && last.data === data && last.event === event) return last.frame;
      if (!last) queueMicrotask(forget);
      const frame = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
      last = { event, data, frame };
      return frame;
    },
    untrack(stream) {
      open.delete(stream.raw);
      stream.raw.off('close', onRawClose);
      if (open.size === 0 && timer) {
        clearInterval(timer);
        timer = null;
      }
    },
  };
  // The client left (or the socket failed): one listener for every stream, not a closure each.
  function onRawClose(this: ServerResponse) {
    open.get(this)?.end('end');
  }

  function tick() {
    const now = Date.now();
    for (const stream of open.values()) {
      if (stream.closesAt <= now) {
        counts.aged++;
        stream.end('end');
      } else if (stream.overflowing) {
        counts.dropped++;
        stream.end('destroy');
      } else stream.raw.write(': ping\n\n');
    }
  }

  function track(stream: OpenStream) {
    open.set(stream.raw, stream);
    stream.raw.once('close', onRawClose);
    counts.opened++;
    if (!timer) {
      timer = setInterval(tick, settings.heartbeatMs);
      // Open streams alone do not keep the process alive.
      timer.unref();
    }
  }

  return {
    open(reply) {
      reply.hijack();
      const raw = reply.raw;
      // The body ends with the connection (`connection: close` below), so it needs no chunked framing:
      // each event is one plain socket write, not a corked chunk of four pieces (a size line, the
      // text, an end of line) uncorked on the next tick, held (and kept from the young generation)
      // until every stream of a news has been written.
      raw.useChunkedEncodingByDefault = false;
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
      // Node keeps the headers it sent as the string it built them into: some 25 linked pieces, 700
      // bytes a stream more than the text. Reading one of its characters makes V8 join them into one.
      void (raw as unknown as { _header?: string })._header?.charCodeAt(0);
      raw.write(`retry: ${settings.retryMs}\n: connected\n\n`);
      completeForFastify(raw);
      const stream = new OpenStream(
        raw,
        settings.maxAgeMs > 0 ? Date.now() + settings.maxAgeMs * (0.9 + Math.random() * 0.1) : Infinity,
        hub,
      );
      track(stream);
      // The client may have left while the route prepared the stream.
      if (raw.destroyed || !raw.socket || raw.socket.destroyed) stream.end('end');
      return stream;
    },
    count: () => open.size,
    stats: () => ({ open: open.size, ...counts }),
    closeAll() {
      for (const stream of [...open.values()]) stream.end('end');
    },
  };
}
