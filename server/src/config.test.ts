import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('runs embedded by default: PGlite under .data and the identity emulator', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toMatchObject({ kind: 'pglite' });
    expect(config.identity.emulator).toEqual({ mode: 'embedded', port: 9099 });
    expect(config.demoData).toBe(true);
  });

  it('uses PostgreSQL and a real Firebase project when configured', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@h/db',
      FIREBASE_SERVICE_ACCOUNT: '{}',
      DEMO_DATA: 'false',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@h/db' });
    expect(config.identity.emulator).toEqual({ mode: 'none' });
    expect(config.demoData).toBe(false);
  });

  it('fails with a readable message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DEMO_DATA: 'maybe' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DEMO_DATA: 'maybe' });
    } catch (e) {
      expect((e as Error).message).toMatch(/PORT: .*"eighty"/);
      expect((e as Error).message).toMatch(/DEMO_DATA: .*"maybe"/);
    }
  });
});
