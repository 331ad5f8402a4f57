// One server under load for the API benchmark (scripts/bench/api.ts), in its own process so that
// the load generator does not share its event loop:
//   tsx scripts/bench/apiServer.ts bare
//   tsx scripts/bench/apiServer.ts tribuna <postgres url | pglite data folder>
// It logs at `warn`, listens on a free port of 127.0.0.1 only and prints `listening <port>` when ready.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { PublicArticleSummary } from '@tribuna/common/schemas/articles';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/client';
import { seedDemoContent } from '../../server/src/demo/seed';
import { demoArticles } from '../../server/src/demo/demoArticles';
import { createFirebaseIdentity } from '../../server/src/integrations/identity/firebaseIdentity';

const [mode, database] = process.argv.slice(2);

/** The six demo articles as the public list answers them, built once: the floor of what JSON over HTTP costs. */
function bareApp() {
  const now = Date.now();
  const data: PublicArticleSummary[] = demoArticles.map((a, i) => {
    const uuid = `00000000-0000-4000-8000-00000000000${i}`;
    const url = (width: number) => `/media/files/${uuid}/w${width}.webp`;
    return {
      uuid,
      language: 'cs',
      title: a.title.cs,
      perex: a.perex.cs,
      image: {
        url: url(1200),
        width: 1200,
        height: 630,
        srcset: [320, 640, 960, 1200].map((w) => `${url(w)} ${w}w`).join(', '),
      },
      author: null,
      requiredFeatureUuids: [],
      publishedAt: new Date(now - a.daysAgo * 86_400_000).toISOString(),
    };
  });
  const app = Fastify({ logger: { level: 'warn' } });
  app.get('/api/v1/articles', async () => ({ data, total: data.length }));
  return app;
}

function throwAwayServiceAccount(): string {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return JSON.stringify({
    type: 'service_account',
    project_id: 'demo-tribuna',
    private_key: privateKey,
    client_email: 'bench@demo-tribuna.iam.gserviceaccount.com',
  });
}

/** A throw-away GP webpay merchant (key files in a temporary folder): public reads never pay. */
function throwAwayGpWebpay(): Record<string, string> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'bench' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tribuna-bench-gpwebpay-'));
  writeFileSync(path.join(dir, 'private.pem'), privateKey);
  writeFileSync(path.join(dir, 'public.pem'), publicKey);
  return {
    GP_WEBPAY_URL: 'https://test.3dsecure.gpwebpay.com/pgw/order.do',
    GP_WEBPAY_WS_URL: 'https://test.3dsecure.gpwebpay.com/pay-ws/v1/PaymentService',
    GP_WEBPAY_MERCHANT_NUMBER: '1234567890',
    GP_WEBPAY_PROVIDER: '0100',
    GP_WEBPAY_PRIVATE_KEY: path.join(dir, 'private.pem'),
    GP_WEBPAY_PRIVATE_KEY_PASSWORD: 'bench',
    GP_WEBPAY_PUBLIC_KEY: path.join(dir, 'public.pem'),
  };
}

async function tribunaApp(target: string) {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://127.0.0.1',
    // Public reads never reach the identity provider: a throw-away key satisfies production's rule.
    FIREBASE_SERVICE_ACCOUNT: throwAwayServiceAccount(),
    ...throwAwayGpWebpay(),
    ...(target.startsWith('postgres://') ? { DATABASE_URL: target } : { DATA_DIR: target }),
  });
  const db = await openDatabase(config.database);
  await db.migrate();
  const app = await buildApp({
    config,
    database: db,
    identity: createFirebaseIdentity(config.identity, null),
    emulatorHost: null,
    serveFrontends: false,
  });
  await seedDemoContent(db.db, app.log, app.files);
  app.addHook('onClose', () => db.close());
  return app;
}

const app = mode === 'bare' ? bareApp() : await tribunaApp(database ?? '');
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
