import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';

interface Envelope {
  url: string;
  header: Record<string, unknown>;
  items: { type: string; payload: Record<string, unknown> }[];
}

/** A stand-in for Sentry's ingest: keeps every envelope posted to it. */
function startIngest(): Promise<{ server: Server; port: number; envelopes: Envelope[] }> {
  const envelopes: Envelope[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let body = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      const [header, ...rest] = body.toString('utf8').split('\n').filter(Boolean);
      const items: Envelope['items'] = [];
      for (let i = 0; i + 1 < rest.length; i += 2) {
        const itemHeader = JSON.parse(rest[i]!) as { type: string };
        items.push({ type: itemHeader.type, payload: JSON.parse(rest[i + 1]!) as Record<string, unknown> });
      }
      envelopes.push({
        url: req.url ?? '',
        header: JSON.parse(header ?? '{}') as Record<string, unknown>,
        items,
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as AddressInfo).port, envelopes }),
    ),
  );
}

const exceptionsIn = (envelopes: Envelope[]) =>
  envelopes
    .flatMap((e) => e.items)
    .filter((item) => item.type === 'event')
    .map(
      (item) =>
        item.payload as {
          exception?: { values?: { type: string; value: string }[] };
          tags?: Record<string, string>;
        },
    );

describe('error reporting to a Sentry DSN', () => {
  let ctx: TestContext;
  let ingest: Awaited<ReturnType<typeof startIngest>>;

  beforeAll(async () => {
    ingest = await startIngest();
    ctx = await createTestContext({ ERROR_REPORTING_URL: `http://publickey@127.0.0.1:${ingest.port}/42` });
    // An unexpected failure inside a route, as a defect would throw it.
    ctx.app.get('/api/v1/failing', async () => {
      throw new Error('ledger out of balance');
    });
  });
  afterAll(async () => {
    await ctx?.close();
    ingest?.server.close();
  });

  it('gives the browsers the same DSN', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/public-config' });
    expect(res.json()).toMatchObject({ errorReportingDsn: `http://publickey@127.0.0.1:${ingest.port}/42` });
  });

  it('reports a 5xx to the DSN and never a 4xx', async () => {
    const missing = await ctx.app.inject({ url: `/api/v1/articles/${randomUUID()}` });
    expect(missing.statusCode).toBe(404);
    const invalid = await ctx.app.inject({ url: '/api/v1/articles/not-a-uuid' });
    expect(invalid.statusCode).toBe(400);

    const failed = await ctx.app.inject({ url: '/api/v1/failing' });
    expect(failed.statusCode).toBe(500);
    // The caller learns nothing of the cause.
    expect(failed.json()).toEqual({ name: 'internalServerError', message: 'Internal server error.' });

    await expect.poll(() => exceptionsIn(ingest.envelopes).length, { timeout: 10_000 }).toBe(1);
    // Everything still queued is sent when the app closes: still only the one 5xx.
    await ctx.app.close();
    const [event] = exceptionsIn(ingest.envelopes);
    expect(exceptionsIn(ingest.envelopes)).toHaveLength(1);
    expect(event?.exception?.values?.[0]).toMatchObject({ type: 'Error', value: 'ledger out of balance' });
    expect(event?.tags).toMatchObject({
      request_id: failed.headers['x-request-id'],
      route: '/api/v1/failing',
    });
    // Posted to the project of the DSN, with its public key.
    expect(ingest.envelopes[0]?.url).toMatch(/^\/api\/42\/envelope\/\?.*sentry_key=publickey/);
  });
});
