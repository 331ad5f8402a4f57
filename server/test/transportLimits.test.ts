import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
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
});
