import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventStreams, type EventStream, type EventStreamOptions } from './eventStream';

/** A bare app with one stream route; `streams` holds the server side of every stream it opened. */
async function streamingApp(options: Partial<EventStreamOptions>) {
  const app = Fastify();
  const hub = createEventStreams(options);
  app.addHook('preClose', (done) => {
    hub.closeAll();
    done();
  });
  const streams: EventStream[] = [];
  const closedByServer: number[] = [];
  app.get('/stream', async (_request, reply) => {
    const stream = hub.open(reply);
    const index = streams.push(stream) - 1;
    stream.onClose(() => closedByServer.push(index));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  return { app, hub, streams, closedByServer, port };
}

/** A browser-like client reading a stream: everything it received so far, and whether it ended. */
function client(port: number, agent: http.Agent) {
  const state = { text: '', ended: false, headers: {} as http.IncomingHttpHeaders, status: 0 };
  const request = http.get({ host: '127.0.0.1', port, path: '/stream', agent }, (res) => {
    state.status = res.statusCode ?? 0;
    state.headers = res.headers;
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => (state.text += chunk));
    res.on('end', () => (state.ended = true));
    res.on('error', () => (state.ended = true));
  });
  request.on('error', () => (state.ended = true));
  return { state, abort: () => request.destroy() };
}

const close: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const run of close.splice(0)) await run();
  vi.restoreAllMocks();
});

describe('event streams', () => {
  it('start with the headers and retry line, deliver events to 500 open streams, and share one heartbeat timer', async () => {
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const { app, hub, streams, port } = await streamingApp({ heartbeatMs: 40, retryMs: 1500 });
    const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
    close.push(
      () => app.close(),
      async () => agent.destroy(),
    );
    const clients = Array.from({ length: 500 }, () => client(port, agent));
    await vi.waitFor(() => expect(hub.count()).toBe(500), { timeout: 10_000 });
    // One timer for the whole process's streams, not one each.
    expect(setIntervalSpy.mock.calls.filter(([, ms]) => ms === 40)).toHaveLength(1);
    await vi.waitFor(() => expect(clients.every((c) => c.state.text.includes('retry: 1500\n'))).toBe(true));
    expect(clients[0]!.state.status).toBe(200);
    expect(clients[0]!.state.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(clients[0]!.state.headers['cache-control']).toBe('no-cache, no-transform');
    expect(clients[0]!.state.headers.connection).toBe('close');

    for (const stream of streams) expect(stream.send('seats', { id: 'A-1-1', status: 'held' })).toBe(true);
    const news = 'event: seats\ndata: {"id":"A-1-1","status":"held"}\n\n';
    await vi.waitFor(() => expect(clients.filter((c) => c.state.text.includes(news))).toHaveLength(500), {
      timeout: 10_000,
    });
    // An object changed and sent again is sent as it is now.
    const news2 = { id: 'A-1-1', status: 'held' };
    streams[0]!.send('seats', news2);
    await Promise.resolve();
    news2.status = 'free';
    streams[0]!.send('seats', news2);
    await vi.waitFor(() =>
      expect(clients[0]!.state.text).toContain('event: seats\ndata: {"id":"A-1-1","status":"free"}\n\n'),
    );
    await vi.waitFor(() => expect(clients.every((c) => c.state.text.includes(': ping\n\n'))).toBe(true));
    expect(hub.stats()).toEqual({ open: 500, opened: 500, aged: 0, dropped: 0 });
  });

  it('forget a stream its client left, telling its owner once', async () => {
    const { app, hub, streams, closedByServer, port } = await streamingApp({ heartbeatMs: 1000 });
    const agent = new http.Agent();
    close.push(
      () => app.close(),
      async () => agent.destroy(),
    );
    const [left, stays] = [client(port, agent), client(port, agent)];
    await vi.waitFor(() => expect(hub.count()).toBe(2));
    left.abort();
    await vi.waitFor(() => expect(hub.count()).toBe(1));
    expect(closedByServer).toHaveLength(1);
    const gone = streams[closedByServer[0]!]!;
    expect(gone.closed).toBe(true);
    expect(gone.send('seats', {})).toBe(false);
    const told = vi.fn();
    gone.onClose(told);
    expect(told).toHaveBeenCalledOnce();
    expect(stays.state.ended).toBe(false);
  });

  it('close streams at their maximum age, so the browser reconnects', async () => {
    const { app, hub, closedByServer, port } = await streamingApp({ heartbeatMs: 20, maxAgeMs: 100 });
    // A browser keeps its connections for the next request.
    const agent = new http.Agent({ keepAlive: true });
    close.push(
      () => app.close(),
      async () => agent.destroy(),
    );
    // Timed from before the streams open: seeing them open may come late on a loaded machine.
    const opened = Date.now();
    const clients = [client(port, agent), client(port, agent)];
    await vi.waitFor(() => expect(hub.count()).toBe(2));
    await vi.waitFor(() => expect(clients.every((c) => c.state.ended)).toBe(true), { timeout: 3000 });
    // Up to a tenth earlier than the age, at most a heartbeat (and a loaded machine's delay) later.
    expect(Date.now() - opened).toBeGreaterThanOrEqual(85);
    expect(hub.stats()).toMatchObject({ open: 0, opened: 2, aged: 2, dropped: 0 });
    expect(closedByServer).toHaveLength(2);
    // Their connections end too: no idle socket is left behind on the server.
    const connections = () =>
      new Promise<number>((resolve) => app.server.getConnections((_error, count) => resolve(count)));
    await vi.waitFor(async () => expect(await connections()).toBe(0));
  });

  it('drop a stream whose client stops reading, and keep the others', async () => {
    const { app, hub, streams, port } = await streamingApp({ heartbeatMs: 50, maxBufferedBytes: 64 * 1024 });
    const agent = new http.Agent();
    close.push(
      () => app.close(),
      async () => agent.destroy(),
    );
    const reading = client(port, agent);
    // A client that asks and then never reads a byte.
    const stalled = net.connect(port, '127.0.0.1');
    stalled.write(`GET /stream HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    stalled.pause();
    await vi.waitFor(() => expect(hub.count()).toBe(2));
    const news = { filler: 'x'.repeat(16 * 1024) };
    // The kernel's buffers take the first megabytes; past them the bytes wait in the process. Each
    // round lets the reading client read.
    for (let round = 0; round < 2000 && hub.stats().dropped === 0; round++) {
      for (const stream of streams) stream.send('news', news);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(hub.stats()).toMatchObject({ open: 1, dropped: 1 });
    expect(reading.state.ended).toBe(false);
    expect(streams.filter((s) => s.closed)).toHaveLength(1);
    stalled.destroy();
  });

  it("let go of Fastify's request, reply and logger once the stream has started, its request logged as completed", async () => {
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    const lines: { msg: string; reqId?: string }[] = [];
    const app = Fastify({
      logger: {
        level: 'info',
        stream: new Writable({
          write(chunk: Buffer, _encoding, done) {
            lines.push(JSON.parse(chunk.toString()) as { msg: string });
            done();
          },
        }),
      },
    });
    const hub = createEventStreams({ heartbeatMs: 1000 });
    const gone: string[] = [];
    const finalized = new FinalizationRegistry((what: string) => gone.push(what));
    const streams: EventStream[] = [];
    app.get('/stream', async (request, reply) => {
      finalized.register(request, 'request');
      finalized.register(reply, 'reply');
      finalized.register(request.log, 'logger');
      streams.push(hub.open(reply));
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const agent = new http.Agent();
    close.push(
      async () => hub.closeAll(),
      () => app.close(),
      async () => agent.destroy(),
    );
    const reading = client((app.server.address() as AddressInfo).port, agent);
    await vi.waitFor(() => expect(reading.state.text).toContain(': connected'));
    expect(lines.filter((line) => line.msg === 'request completed')).toHaveLength(1);
    // Finalisers run after a collection, on a later turn.
    await vi.waitFor(
      async () => {
        collect();
        await new Promise((resolve) => setTimeout(resolve, 10));
        expect(gone.sort()).toEqual(['logger', 'reply', 'request']);
      },
      { timeout: 5000 },
    );
    // The stream goes on without them.
    expect(streams[0]!.send('seats', { id: 'A-1-1' })).toBe(true);
    await vi.waitFor(() => expect(reading.state.text).toContain('data: {"id":"A-1-1"}'));
    expect(reading.state.ended).toBe(false);
  });

  it('end every open stream when the app closes, instead of waiting for them', async () => {
    const { app, hub, port } = await streamingApp({ heartbeatMs: 1000 });
    const agent = new http.Agent();
    close.push(async () => agent.destroy());
    const clients = [client(port, agent), client(port, agent), client(port, agent)];
    await vi.waitFor(() => expect(hub.count()).toBe(3));
    await app.close();
    expect(hub.count()).toBe(0);
    await vi.waitFor(() => expect(clients.every((c) => c.state.ended)).toBe(true));
  });
});
