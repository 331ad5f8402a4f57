import Fastify from 'fastify';
import { serializerCompiler as zodSerializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listResponse } from '@tribuna/common/schemas/common';
import { publicArticleSummary } from '@tribuna/common/schemas/articles';
import { registerErrorHandler } from '../plugins/errorHandler';
import { createResponseSerializer } from './responseSerializer';

const row = {
  uuid: '7d3f6a2e-2b7c-4c55-9a43-8f1f2b1c0d9e',
  title: 'Derby je „naše“ \\ <b>',
  perex: 'Krátce',
  image: null,
  author: null,
  requiredFeatureUuids: [],
  publishedAt: '2026-01-10T10:00:00.000Z',
  language: 'cs',
  // Columns the contract does not list must never reach the wire.
  body: 'tělo',
  passwordHash: 'secret',
};

async function appWith(checkWithZod: boolean, serializer = createResponseSerializer({ checkWithZod })) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializer);
  registerErrorHandler(app);
  const list = { response: { 200: listResponse(publicArticleSummary) } };
  app.get('/list', { schema: list }, async () => ({
    data: [
      row,
      {
        ...row,
        image: { url: '/a.webp', width: 640, height: 480, srcset: '/a-320.webp 320w' },
      },
    ],
    total: 2,
  }));
  app.get('/wrong', { schema: list }, async () => ({ data: [{ ...row, title: 42 }], total: 1 }));
  app.get(
    '/transformed',
    { schema: { response: { 200: z.object({ size: z.string().transform((s) => s.length) }) } } },
    async () => ({ size: 'abcd' }),
  );
  return app;
}

describe('compiled response serialisers', () => {
  it.each([true, false])(
    'answer the same JSON as zod and no field beyond the schema (checked: %s)',
    async (check) => {
      const fast = await appWith(check);
      const zod = await appWith(check, zodSerializerCompiler);
      const res = await fast.inject({ url: '/list' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.body).toBe((await zod.inject({ url: '/list' })).body);
      expect(res.json().data[0]).toEqual({
        uuid: row.uuid,
        title: row.title,
        perex: row.perex,
        image: null,
        author: null,
        requiredFeatureUuids: [],
        publishedAt: row.publishedAt,
        language: 'cs',
      });
      expect(res.body).not.toContain('secret');
      expect(res.body).not.toContain('tělo');
    },
  );

  it('refuses an answer that breaks its contract while checking, without leaking it', async () => {
    const res = await (await appWith(true)).inject({ url: '/wrong' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ name: 'internalServerError', message: 'Internal server error.' });
  });

  it('keeps zod for schemas that JSON Schema cannot describe', async () => {
    const res = await (await appWith(false)).inject({ url: '/transformed' });
    expect(res.json()).toEqual({ size: 4 });
  });
});
