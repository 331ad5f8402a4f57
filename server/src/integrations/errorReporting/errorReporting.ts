import type { FastifyRequest } from 'fastify';

/** Where the server tells about errors nobody expected (the answers that were a 5xx). */
export interface ErrorReporter {
  report(error: unknown, request: FastifyRequest): void;
  /** Sends what is still queued (waits at most `timeoutMs`). */
  close(timeoutMs?: number): Promise<void>;
}

/**
 * Sentry's Node SDK as a client of its own, not the global one `Sentry.init` sets up: each app
 * reports to its own DSN, and nothing instruments the process behind the app's back. The SDK loads
 * only when a DSN is configured. Spec section 9: every trace is sampled.
 */
export async function createSentryReporter(options: {
  dsn: string;
  environment: string;
}): Promise<ErrorReporter> {
  const Sentry = await import('@sentry/node');
  const client = new Sentry.NodeClient({
    dsn: options.dsn,
    environment: options.environment,
    tracesSampleRate: 1.0,
    transport: Sentry.makeNodeTransport,
    stackParser: Sentry.defaultStackParser,
    integrations: [Sentry.linkedErrorsIntegration(), Sentry.dedupeIntegration()],
    // Request bodies and headers may carry personal data and tokens; the route tells enough.
    sendDefaultPii: false,
  });
  client.init();
  const scope = new Sentry.Scope();
  scope.setClient(client);
  return {
    report(error, request) {
      const event = scope.clone();
      event.setTag('request_id', request.id);
      event.setTag('route', request.routeOptions.url ?? 'unknown');
      event.setContext('request', { method: request.method, route: request.routeOptions.url ?? null });
      event.captureException(error);
    },
    async close(timeoutMs = 2000) {
      await client.close(timeoutMs);
    },
  };
}
