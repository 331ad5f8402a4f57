import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Each test gets fresh modules (the data layer is set up once per page) and a fresh page. */
async function freshPage() {
  vi.resetModules();
  delete window.dataLayer;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  window.localStorage.clear();
  const consent = await import('./consent');
  const tagManager = await import('./tagManager');
  return { ...consent, ...tagManager };
}

const tagManagerScripts = () =>
  [...document.head.querySelectorAll('script')].filter((s) =>
    s.src.startsWith('https://www.googletagmanager.com/gtm.js'),
  );

/** The consent commands in the data layer, as gtag pushed them (arguments objects). */
const consentCommands = () =>
  (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((entry) => entry[0] === 'consent');

const denied = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};

describe('consent mode and the tag manager', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => {
    stop = undefined;
  });
  afterEach(() => stop?.());

  it('starts with every signal denied and loads no tag manager before the visitor chooses', async () => {
    const page = await freshPage();
    stop = page.startTracking('GTM-ABC123');
    expect(consentCommands()).toEqual([['consent', 'default', denied]]);
    // Pushed as gtag does: the tag manager reads only an arguments object as a command.
    expect(Object.prototype.toString.call(window.dataLayer?.[0])).toBe('[object Arguments]');
    expect(tagManagerScripts()).toHaveLength(0);
    expect(page.tagManagerLoaded()).toBe(false);
  });

  it('keeps the tag manager unloaded with only the necessary cookies, and says so to consent mode', async () => {
    const page = await freshPage();
    stop = page.startTracking('GTM-ABC123');
    page.saveConsent({ analytics: false, marketing: false, notifications: true });
    expect(consentCommands()).toEqual([
      ['consent', 'default', denied],
      ['consent', 'update', denied],
    ]);
    expect(tagManagerScripts()).toHaveLength(0);
  });

  it('loads the configured container once analytics is allowed, after the updated consent', async () => {
    const page = await freshPage();
    stop = page.startTracking('GTM-ABC123');
    page.saveConsent({ analytics: true, marketing: false, notifications: false });
    expect(consentCommands().at(-1)).toEqual([
      'consent',
      'update',
      { ...denied, analytics_storage: 'granted' },
    ]);
    expect(tagManagerScripts().map((s) => s.src)).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
    ]);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
    // Marketing later: consent mode is told, the container is not loaded twice.
    page.saveConsent({ analytics: true, marketing: true, notifications: false });
    expect(consentCommands().at(-1)).toEqual([
      'consent',
      'update',
      {
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
        analytics_storage: 'granted',
      },
    ]);
    expect(tagManagerScripts()).toHaveLength(1);
  });

  it('applies a choice stored on an earlier visit at once', async () => {
    const page = await freshPage();
    page.saveConsent({ analytics: true, marketing: false, notifications: false });
    stop = page.startTracking('GTM-ABC123');
    expect(consentCommands()[0]).toEqual(['consent', 'default', denied]);
    expect(tagManagerScripts()).toHaveLength(1);
  });

  it('loads no tag manager without a configured container, whatever the consent', async () => {
    const page = await freshPage();
    stop = page.startTracking(null);
    page.saveConsent({ analytics: true, marketing: true, notifications: true });
    expect(tagManagerScripts()).toHaveLength(0);
    expect(consentCommands().at(-1)?.[1]).toBe('update');
  });
});
