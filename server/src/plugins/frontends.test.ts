import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { registerFrontends } from './frontends';

const uuid = '7d3f6a2e-2b7c-4c55-9a43-8f1f2b1c0d9e';
let app: FastifyInstance;
let origin: string;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'tribuna-frontends-'));
  for (const name of ['storefront', 'backoffice', 'demo-media']) mkdirSync(path.join(dir, name));
  writeFileSync(path.join(dir, 'storefront', 'index.html'), '<!doctype html><title>storefront</title>');
  writeFileSync(path.join(dir, 'backoffice', 'index.html'), '<!doctype html><title>back office</title>');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    STOREFRONT_DIST: path.join(dir, 'storefront'),
    BACKOFFICE_DIST: path.join(dir, 'backoffice'),
  });
  app = Fastify();
  await registerFrontends(app, config, path.join(dir, 'demo-media'));
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

async function status(pathname: string) {
  const res = await fetch(origin + pathname, { redirect: 'manual' });
  return { status: res.status, body: await res.text() };
}

describe('storefront pages over HTTP', () => {
  it('answers 200 with the app for pages that exist, in Czech and in Slovak', async () => {
    for (const page of [
      '/',
      '/sk',
      '/clanky',
      '/sk/clanky',
      `/clanky/${uuid}`,
      '/prihlaseni',
      '/sk/prihlasenie',
    ]) {
      const res = await status(page);
      expect(res.status, page).toBe(200);
      expect(res.body).toContain('storefront');
    }
  });

  it('answers 404 for routes of the table whose pages are not built yet, and their details', async () => {
    const notYet = [
      '/o-nas',
      '/clenstvi',
      '/akce-a-vstupenky',
      `/akce-a-vstupenky/${uuid}`,
      '/kontakt',
      '/faq',
      '/audia',
      `/audio/${uuid}`,
      '/galerie',
      `/galerie/${uuid}`,
      '/benefity',
      `/benefity/${uuid}`,
      '/sk/o-nas',
      '/sk/clenstvo',
      '/sk/podujatia-a-vstupenky',
      '/sk/kontakt',
      '/sk/faq',
      '/sk/audia',
      '/sk/galerie',
      '/sk/benefity',
    ];
    for (const page of notYet) {
      const res = await status(page);
      expect(res.status, page).toBe(404);
      // The app still comes along, so the visitor sees the translated not-found screen.
      expect(res.body).toContain('storefront');
    }
  });

  it('answers 404 for a path that is no route and for a detail whose id is no uuid', async () => {
    expect((await status('/tohle-neexistuje')).status).toBe(404);
    expect((await status('/sk/prihlaseni')).status).toBe(404);
    expect((await status('/clanky/nie-je-uuid')).status).toBe(404);
  });

  it('serves the back office for its paths and keeps unknown API paths JSON', async () => {
    expect((await status('/admin/articles')).body).toContain('back office');
    const api = await fetch(`${origin}/api/v1/nothing`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ name: 'notFound' });
  });
});
