import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';

const port = Number(process.env.E2E_PORT ?? 3210);
const maintenancePort = port + 10;
process.env.E2E_MAINTENANCE_ORIGIN = `http://localhost:${maintenancePort}`;
// One fresh data folder per run; worker processes inherit it through the environment.
process.env.TRIBUNA_E2E_DATA_DIR ??= path.join(os.tmpdir(), `tribuna-e2e-${process.pid}-${Date.now()}`);

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // Two workers share the one server: the browsers, the server and the identity emulator keep both
  // cores busy with two (three took as long, 9.6 min against 9.5). E2E_WORKERS sets another number.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A journey signs several people in and out through the identity emulator, beside another
  // journey, a server and an emulator on two cores: four minutes each, so a busy machine does not
  // fail a journey that works.
  timeout: 240_000,
  // Whatever happens, a run ends: a hung journey or server never holds a CI job for long.
  globalTimeout: 45 * 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'cs-CZ',
    // Recording a trace costs every journey a screenshot per step; ask for one with `--trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The built apps install service workers; a worker controlling pages would carry one journey's
    // cached files and offline behaviour into the steps of another. The installing journey
    // (installTheApp.spec.ts) allows them for itself.
    serviceWorkers: 'block',
    // The browser asks for less motion, as some visitors' systems do: both apps then end every
    // animation and transition at once (common/theme.ts), so no journey renders frames of a
    // spinner or a sliding dialog. reduceMotion.spec.ts checks both settings.
    reducedMotion: 'reduce',
    // Chromium's headless shell; a journey that needs the full browser asks for it (chromium.ts).
    launchOptions: chromiumLaunchOptions('shell'),
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // Started one after the other: the second reuses the first's builds and identity emulator.
  webServer: [
    {
      command: 'node ../node_modules/tsx/dist/cli.mjs ../scripts/start.ts',
      // Pages are served before sign-in works; the journeys sign in, so they wait for both.
      wait: { stdout: /Sign-in ready/ },
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.TRIBUNA_E2E_DATA_DIR,
        FIREBASE_AUTH_EMULATOR_PORT: String(port + 1),
        DEMO_DATA: 'true',
        LOG_LEVEL: 'warn',
        // Every journey comes from one address; the limits themselves are covered by server tests.
        RATE_LIMIT_PER_IP: '1000',
        RATE_LIMIT_PER_EMAIL: '100',
        // A tag manager container: it loads only after analytics consent, from a stand-in the
        // cookie consent journey serves in place of Google's (no journey reaches the internet).
        GTM_ID: 'GTM-E2ETEST',
      },
    },
    {
      // The same product with maintenance mode on, for the maintenance journey.
      command: 'node ../node_modules/tsx/dist/cli.mjs ../server/src/main.ts',
      url: `http://localhost:${maintenancePort}/api/v1/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: {
        PORT: String(maintenancePort),
        HOST: '127.0.0.1',
        DATA_DIR: `${process.env.TRIBUNA_E2E_DATA_DIR}-maintenance`,
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${port + 1}`,
        MAINTENANCE_MODE: 'true',
        DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
