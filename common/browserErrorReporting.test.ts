import { beforeEach, describe, expect, it, vi } from 'vitest';

const init = vi.fn();
vi.mock('@sentry/react', () => ({
  init,
  browserTracingIntegration: () => ({ name: 'BrowserTracing' }),
  replayIntegration: () => ({ name: 'Replay' }),
}));

beforeEach(() => {
  vi.resetModules();
  init.mockClear();
});

describe('error reporting in the storefront and the back office', () => {
  it('is not started, nor its SDK loaded, without a DSN', async () => {
    const { startErrorReporting } = await import('./browserErrorReporting');
    expect(startErrorReporting(null, 'production')).toBeNull();
    expect(init).not.toHaveBeenCalled();
  });

  it("starts once with the DSN and spec section 9's sampling", async () => {
    const { startErrorReporting } = await import('./browserErrorReporting');
    const dsn = 'https://key@o1.ingest.sentry.io/42';
    await startErrorReporting(dsn, 'production');
    await startErrorReporting(dsn, 'production');
    expect(init).toHaveBeenCalledTimes(1);
    expect(init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn,
        environment: 'production',
        tracesSampleRate: 1.0,
        replaysSessionSampleRate: 0.1,
        replaysOnErrorSampleRate: 1.0,
        integrations: [{ name: 'BrowserTracing' }, { name: 'Replay' }],
      }),
    );
  });
});
