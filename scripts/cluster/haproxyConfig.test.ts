import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { haproxyConfig } from './haproxyConfig';

const servers = [
  { name: 's1', host: '127.0.0.1', port: 3011 },
  { name: 's2', host: '127.0.0.1', port: 3012 },
];

describe("the cluster's HAProxy configuration", () => {
  it('balances by open connections among checked servers, keeps a browser on one, names it, and lets streams live', () => {
    const config = haproxyConfig({ bind: '127.0.0.1:3000', servers });
    expect(config).toContain('  bind 127.0.0.1:3000\n');
    expect(config).toContain('  balance leastconn\n');
    expect(config).toContain('  timeout check 10s\n');
    expect(config).toContain('  http-check send meth GET uri /api/v1/health\n');
    expect(config).toContain('  cookie tribuna_server insert indirect nocache httponly attr SameSite=Lax\n');
    expect(config).toContain('  http-response set-header x-tribuna-server %[srv_name]\n');
    expect(config).toContain('  option forwardfor\n');
    expect(config).toContain('  timeout tunnel 1h\n');
    expect(config).toContain('  server s1 127.0.0.1:3011 check cookie s1\n');
    expect(config).toContain('  server s2 127.0.0.1:3012 check cookie s2\n');
    // The streams' heartbeat (20 s) comes well within the servers' silence allowed.
    expect(Number(/timeout server (\d+)s/.exec(config)![1])).toBeGreaterThan(20);
  });

  it('is a configuration HAProxy accepts', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'tribuna-haproxy-'));
    try {
      const file = path.join(dir, 'haproxy.cfg');
      await writeFile(file, haproxyConfig({ bind: '127.0.0.1:3000', servers }));
      const haproxy = process.env.HAPROXY ?? '/usr/sbin/haproxy';
      const { stdout } = await promisify(execFile)(haproxy, ['-c', '-f', file]).catch((error: Error) => {
        throw new Error(
          `HAProxy did not check the file (apt-get install haproxy, or set HAPROXY): ${error.message}`,
        );
      });
      expect(stdout).toContain('Configuration file is valid');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses no servers and names that would break the configuration', () => {
    expect(() => haproxyConfig({ bind: ':3000', servers: [] })).toThrow('at least one server');
    expect(() =>
      haproxyConfig({ bind: ':3000', servers: [{ name: 's 1', host: '127.0.0.1', port: 1 }] }),
    ).toThrow('Unusable server name: s 1');
  });
});
