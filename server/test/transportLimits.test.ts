import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness';

let ctx: TestContext;
beforeAll(async () => {
  // A body that stops arriving is answered after a second here (ten by default).
  ctx = await createTestContext({ REQUEST_BODY_IDLE_SECONDS: '1' });
});
afterAll(() => ctx.close());

describe('limits of the HTTP transport', () => {
  let origin: string;
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });

  it('answers a 100 KB header with headersTooLarge', async () => {
    const res = await fetch(`${origin}/api/v1/health`, { headers: { 'x-big': 'y'.repeat(100_000) } });
    expect(res.status).toBe(431);
    expect(await res.json()).toMatchObject({ name: 'headersTooLarge' });
  });

  it('answers a 5,000-character path parameter with uriTooLong', async () => {
    const res = await fetch(`${origin}/api/v1/articles/${'x'.repeat(5000)}`);
    expect(res.status).toBe(414);
    expect(await res.json()).toMatchObject({ name: 'uriTooLong' });
  });

  it('answers a body over the limit with payloadTooLarge', async () => {
    const res = await fetch(`${origin}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.com', padding: 'x'.repeat(1_100_000) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ name: 'payloadTooLarge' });
  });

  /**
   * Sends the head of a media accreditation (its fields, then the start of its card) declaring
   * `declared` bytes of card, then `sent` of them (and as many every `everyMs`, if given, until all
   * are sent); answers what came back and when the socket closed.
   */
  function upload(path: string, options: { declared: number; sent: number; everyMs?: number }) {
    const { port } = ctx.app.server.address() as AddressInfo;
    const boundary = 'cutoff';
    const fields = {
      name: 'Petra Svobodová',
      medium: 'Deník Sport',
      email: `petra-${Math.random()}@sport.example.com`,
      phone: '+420 777 123 456',
      event: 'Sezóna 2026/27',
      consent: 'true',
      language: 'cs',
    };
    const head = Buffer.from(
      Object.entries(fields)
        .map(
          ([name, value]) =>
            `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        )
        .join('') +
        `--${boundary}\r\ncontent-disposition: form-data; name="attachment"; filename="card.pdf"\r\n` +
        `content-type: application/pdf\r\n\r\n%PDF-1.4\n`,
    );
    return new Promise<{ answer: string; closedAfterMs: number }>((resolve, reject) => {
      const started = Date.now();
      let answer = '';
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\n` +
            `content-type: multipart/form-data; boundary=${boundary}\r\n` +
            `content-length: ${head.length + options.declared}\r\n\r\n`,
        );
        socket.write(head);
        socket.write(Buffer.alloc(options.sent, 32));
        let sent = options.sent;
        if (options.everyMs) {
          const more = setInterval(() => {
            const chunk = Math.min(options.sent, options.declared - sent);
            if (chunk <= 0 || socket.destroyed) return clearInterval(more);
            socket.write(Buffer.alloc(chunk, 32));
            sent += chunk;
          }, options.everyMs);
        }
      });
      socket.on('data', (chunk) => {
        answer += chunk.toString();
        // A whole answer to a whole request: the connection may stay open for the next one.
        if (options.everyMs && /\r\n\r\n\{.*\}$/s.test(answer)) socket.end();
      });
      socket.on('error', reject);
      socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
      setTimeout(() => socket.destroy(new Error(`the server held the socket for 15 s: ${answer}`)), 15_000);
    });
  }

  it('answers bodies that stop arriving with requestTimeout and closes their sockets, 100 at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        upload('/api/v1/media-accreditations', { declared: 50_000, sent: 1000 }),
      ),
    );
    for (const { answer, closedAfterMs } of results) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain('"name":"requestTimeout"');
      // A second's pause, seen within two, on a machine busy with the other 99.
      expect(closedAfterMs).toBeLessThan(8000);
    }
  });

  it('closes the socket of a refused upload whose body stops arriving', async () => {
    const { answer, closedAfterMs } = await upload('/api/v1/admin/files', { declared: 50_000, sent: 1000 });
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(closedAfterMs).toBeLessThan(5000);
  });

  it('lets a slow upload that keeps arriving finish', async () => {
    const { answer, closedAfterMs } = await upload('/api/v1/media-accreditations', {
      declared: 3000,
      sent: 500,
      everyMs: 400,
    });
    // Read whole, over longer than a pause may last: its end (no closing boundary) is what is wrong.
    expect(closedAfterMs).toBeGreaterThan(1500);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('"reason":"malformedMultipart"');
  });
});
