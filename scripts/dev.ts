// `npm run dev`: the API server restarting on change, and both front ends with hot reload.
// The identity emulator is started once here, so that server restarts do not wait for it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createServer } from 'vite';
import { startAuthEmulator } from '../server/src/integrations/identity/authEmulator';
import { root } from './frontends';

const port = Number(process.env.PORT ?? 3000);
const emulatorPort = Number(process.env.FIREBASE_AUTH_EMULATOR_PORT ?? 9099);
const dataDir = process.env.DATA_DIR ?? path.join(root, '.data');

const emulator = await startAuthEmulator({
  projectId: process.env.FIREBASE_PROJECT_ID ?? 'demo-tribuna',
  port: emulatorPort,
  persistFile: path.join(dataDir, 'auth', 'accounts.json'),
});

const server = spawn(
  process.execPath,
  [
    path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
    'watch',
    '--clear-screen=false',
    'server/src/main.ts',
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: emulator.host } },
);

const env = { TRIBUNA_API_ORIGIN: `http://localhost:${port}` };
Object.assign(process.env, env);
const vites = await Promise.all(
  (['storefront', 'backoffice'] as const).map(async (app) => {
    const vite = await createServer({
      root: path.join(root, app),
      configFile: path.join(root, app, 'vite.config.ts'),
    });
    await vite.listen();
    return vite;
  }),
);
console.log(`\n  Storefront with hot reload: ${vites[0]?.resolvedUrls?.local[0] ?? ''}`);
console.log(`  Back office with hot reload: ${vites[1]?.resolvedUrls?.local[0] ?? ''}`);
console.log(`  API: http://localhost:${port}/api/docs\n`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  server.kill('SIGINT');
  await Promise.all(vites.map((v) => v.close()));
  await emulator.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
