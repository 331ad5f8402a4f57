import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './frontends';

describe('npm start', () => {
  it('ends as its server does: a wrong configuration is told on stderr and the code is 2', async () => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'scripts', 'start.ts')],
      { cwd: root, env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '0' }, stdio: 'pipe' },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', resolve);
    });
    expect(stderr).toContain('Invalid configuration for NODE_ENV=production');
    expect(stderr).toContain('FIREBASE_SERVICE_ACCOUNT is required');
    expect(code).toBe(2);
  }, 60_000);
});
