import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './config';

/** Runs the real entry point as a deployment would, and collects what it says and how it ends. */
function runMain(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const main = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');
  const child = spawn(process.execPath, [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), main], {
    // Only what a bare production host would have: nothing from the test run leaks in.
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stderr }));
  });
}

describe('the server entry point', () => {
  it('refuses a production start without a service account, saying which variable is missing', async () => {
    const { code, stderr } = await runMain({ NODE_ENV: 'production', PORT: '0' });
    expect(code).toBe(2);
    expect(stderr).toContain('Invalid configuration for NODE_ENV=production');
    expect(stderr).toContain('FIREBASE_SERVICE_ACCOUNT is required');
    expect(stderr).toMatch(/GP_WEBPAY_URL, .*GP_WEBPAY_PUBLIC_KEY are required/);
    expect(stderr).toContain('PUBLIC_URL is required');
  }, 60_000);

  it('refuses a production start with the emulator or the demo administrator', async () => {
    const { code, stderr } = await runMain({
      NODE_ENV: 'production',
      PORT: '0',
      FIREBASE_SERVICE_ACCOUNT: '{"project_id":"klub"}',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      DEMO_DATA: 'true',
    });
    expect(code).toBe(2);
    expect(stderr).toContain('FIREBASE_AUTH_EMULATOR_HOST must not be set');
    expect(stderr).toContain('DEMO_DATA must be off');
  }, 60_000);

  it('refuses a data folder made by an older embedded PostgreSQL, saying what to do', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tribuna-older-pglite-'));
    try {
      await mkdir(path.join(dataDir, 'pglite'));
      await writeFile(path.join(dataDir, 'pglite', 'PG_VERSION'), '17\n');
      const { code, stderr } = await runMain({
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
      });
      expect(code).toBe(2);
      expect(stderr).toContain('Invalid configuration');
      expect(stderr).toContain(
        `The database folder ${path.join(dataDir, 'pglite')} was made by an older embedded PostgreSQL (17)`,
      );
      expect(stderr).toContain('move the folder away to start with a new database, or set DATABASE_URL');
      expect(stderr).not.toContain('RuntimeError');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('starts in production without the development dependencies', async () => {
    const blockDevDependencies = path.join(repoRoot, 'server/test/blockDevDependencies.mjs');
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tribuna-production-'));
    // The merchant's key, password-protected as GP webpay's are, and the gateway's public key.
    const merchant = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'secret' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    await writeFile(path.join(dataDir, 'gpwebpay-pvk.pem'), merchant.privateKey);
    await writeFile(path.join(dataDir, 'gpe.signing.pem'), merchant.publicKey);
    const main = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', '--import', blockDevDependencies, main], {
      cwd: repoRoot,
      env: {
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: 'https://vstupenky.klub.cz',
        FIREBASE_PROJECT_ID: 'klub',
        FIREBASE_SERVICE_ACCOUNT: JSON.stringify({
          type: 'service_account',
          project_id: 'klub',
          private_key: privateKey,
          client_email: 'tribuna@klub.iam.gserviceaccount.com',
        }),
        GP_WEBPAY_URL: 'https://3dsecure.gpwebpay.com/pgw/order.do',
        GP_WEBPAY_WS_URL: 'https://3dsecure.gpwebpay.com/pay-ws/v1/PaymentService',
        GP_WEBPAY_MERCHANT_NUMBER: '8888880034',
        GP_WEBPAY_PROVIDER: '0100',
        GP_WEBPAY_PRIVATE_KEY: path.join(dataDir, 'gpwebpay-pvk.pem'),
        GP_WEBPAY_PRIVATE_KEY_PASSWORD: 'secret',
        GP_WEBPAY_PUBLIC_KEY: path.join(dataDir, 'gpe.signing.pem'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    try {
      await new Promise<void>((resolve, reject) => {
        const collect = (chunk: Buffer) => {
          output += chunk.toString();
          // The banner and the log lines travel separately: wait for both.
          if (output.includes('Tribuna is running') && /^\{/m.test(output)) resolve();
        };
        child.stdout.on('data', collect);
        child.stderr.on('data', collect);
        child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
      });
      // Logs are JSON lines in production.
      const logLines = output.split('\n').filter((line) => line.startsWith('{'));
      expect(logLines.length).toBeGreaterThan(0);
      for (const line of logLines) expect(() => JSON.parse(line)).not.toThrow();
      expect(output).not.toContain('Demo administrator');
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
