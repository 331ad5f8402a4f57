import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: default locations of the data folder and the built front ends hang off it. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data')),
  DEMO_DATA: bool.default(true),
  MAINTENANCE_MODE: bool.default(false),
  FIREBASE_PROJECT_ID: z.string().min(1).default('demo-tribuna'),
  FIREBASE_API_KEY: z.string().min(1).default('demo-api-key'),
  FIREBASE_AUTH_DOMAIN: z.string().optional(),
  FIREBASE_SERVICE_ACCOUNT: z.string().optional(),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  FIREBASE_AUTH_EMULATOR_PORT: z.coerce.number().int().min(1).max(65535).default(9099),
  STOREFRONT_DIST: z.string().default(path.join(repoRoot, 'storefront/dist')),
  BACKOFFICE_DIST: z.string().default(path.join(repoRoot, 'backoffice/dist')),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  production: boolean;
  port: number;
  host: string;
  logLevel: Env['LOG_LEVEL'];
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };
  dataDir: string;
  mediaDir: string;
  demoData: boolean;
  maintenanceMode: boolean;
  identity: {
    projectId: string;
    apiKey: string;
    authDomain: string;
    serviceAccount: string | null;
    /**
     * `external`: an emulator somebody else runs at `host`; `embedded`: the app starts one on `port`;
     * `none`: a real Firebase project.
     */
    emulator: { mode: 'external'; host: string } | { mode: 'embedded'; port: number } | { mode: 'none' };
  };
  storefrontDist: string;
  backofficeDist: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a bad value fails with a message naming each variable and its problem. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(source[String(i.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const emulator: Config['identity']['emulator'] = env.FIREBASE_AUTH_EMULATOR_HOST
    ? { mode: 'external', host: env.FIREBASE_AUTH_EMULATOR_HOST }
    : env.FIREBASE_SERVICE_ACCOUNT
      ? { mode: 'none' }
      : { mode: 'embedded', port: env.FIREBASE_AUTH_EMULATOR_PORT };
  return {
    env: env.NODE_ENV,
    production: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    logLevel: env.LOG_LEVEL,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') },
    dataDir: env.DATA_DIR,
    mediaDir: path.join(env.DATA_DIR, 'media'),
    demoData: env.DEMO_DATA,
    maintenanceMode: env.MAINTENANCE_MODE,
    identity: {
      projectId: env.FIREBASE_PROJECT_ID,
      apiKey: env.FIREBASE_API_KEY,
      authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
      serviceAccount: env.FIREBASE_SERVICE_ACCOUNT ?? null,
      emulator,
    },
    storefrontDist: env.STOREFRONT_DIST,
    backofficeDist: env.BACKOFFICE_DIST,
  };
}
