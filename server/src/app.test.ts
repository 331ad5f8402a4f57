import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.app.get('/api/v1/test-failure', async () => {
    throw new Error('connection string postgres://secret@db');
  });
});
afterAll(() => ctx.close());

describe('HTTP conventions', () => {
  it('reports health with the database kind', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: ctx.database.kind,
      identity: 'ready',
      streams: { open: 0, opened: 0, aged: 0, dropped: 0 },
    });
  });

  it('answers an unknown API path with notFound as JSON', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ name: 'notFound' });
  });

  it('answers malformed JSON with badRequest', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().name).toBe('badRequest');
  });

  it('never leaks the details of a server error', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/test-failure' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ name: 'internalServerError', message: 'Internal server error.' });
    expect(res.body).not.toContain('secret');
  });

  it('tags every answer with a request id, keeping a sane incoming one', async () => {
    const own = await ctx.app.inject({ url: '/api/v1/health', headers: { 'x-request-id': 'trace-123' } });
    expect(own.headers['x-request-id']).toBe('trace-123');
    const made = await ctx.app.inject({ url: '/api/v1/health' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes the OpenAPI document', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/v1/admin/articles', '/api/v1/articles/{uuid}', '/api/v1/auth/sign-up']),
    );
  });

  it('gives the browsers the identity settings and no secret', async () => {
    const res = await ctx.app.inject({
      url: '/api/v1/public-config',
      headers: { host: 'tribuna.local:3000' },
    });
    expect(res.json()).toMatchObject({
      maintenanceMode: false,
      identity: {
        projectId: 'demo-tribuna',
        emulatorUrl: `http://tribuna.local:${ctx.emulatorHost.split(':')[1]}`,
      },
      // No tag manager and no error reporting unless configured.
      tagManagerId: null,
      errorReportingDsn: null,
    });
  });
});
