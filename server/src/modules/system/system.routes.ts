import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemContracts } from '@tribuna/common/contracts/system';
import type { PublicConfig } from '@tribuna/common/schemas/publicConfig';
import type { Config } from '../../config';
import { route } from '../../contractRoute';
import type { Database } from '../../db/client';
import type { EventStreams } from '../../http/eventStream';

/**
 * The public configuration as the browsers get it. The browser reaches the emulator on the host it
 * reached us by (a phone on the LAN too), so the answer depends on that host.
 */
export function publicConfigFor(
  deps: { config: Config; emulatorHost: string | null },
  hostname: string,
): PublicConfig {
  const { identity } = deps.config;
  const emulatorUrl = deps.emulatorHost
    ? `http://${hostname.replace(/:\d+$/, '')}:${deps.emulatorHost.split(':').pop()}`
    : null;
  return {
    maintenanceMode: deps.config.maintenanceMode,
    production: deps.config.production,
    identity: {
      apiKey: identity.apiKey,
      authDomain: identity.authDomain,
      projectId: identity.projectId,
      emulatorUrl,
    },
    captchaSiteKey: deps.config.captcha.kind === 'recaptcha' ? deps.config.captcha.siteKey : null,
    pushAppId: deps.config.push.browser?.appId ?? null,
    pushSdkUrl: deps.config.push.browser?.sdkUrl ?? null,
    seatMapProvider: deps.config.seatsio ? 'seatsio' : 'native',
    seatsio: deps.config.seatsio
      ? {
          workspaceKey: deps.config.seatsio.publicKey,
          region: deps.config.seatsio.region,
          chartJsUrl: deps.config.seatsio.chartJsUrl,
        }
      : null,
    minimumHoldValidityMinutes: 1,
    tagManagerId: deps.config.tagManagerId,
    errorReportingDsn: deps.config.errorReportingDsn,
  };
}

export const systemRoutes =
  (deps: {
    config: Config;
    database: Database;
    emulatorHost: string | null;
    identityStatus: () => 'ready' | 'starting';
    streams: EventStreams;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, systemContracts.health, {
      handler: async () => {
        await deps.database.db.execute(sql`select 1`);
        return {
          status: 'ok' as const,
          database: deps.database.kind,
          identity: deps.identityStatus(),
          streams: deps.streams.stats(),
        };
      },
    });

    route(app, systemContracts.publicConfig, {
      handler: async (request) => publicConfigFor(deps, request.hostname),
    });
  };
