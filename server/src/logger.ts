import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/**
 * JSON lines in production (for the log collector); readable lines otherwise. pino-pretty is a
 * development dependency, so it is named only outside production, where pino loads it in a worker.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'production'>,
): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  if (config.production) return { level: config.logLevel };
  return {
    level: config.logLevel,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
    },
  };
}
