import { existsSync } from 'node:fs';
import { chromium, type LaunchOptions } from '@playwright/test';

/**
 * Which Chromium a run needs:
 * - `shell`: Chromium's headless shell (Debian's `chromium-headless-shell`). It draws no browser
 *   window at all, and the journeys take about a quarter less time in it than in the full browser
 *   started headless (its renderers and browser process use about 40% less CPU). Without it, the
 *   full browser is used.
 * - `full`: the whole browser, for what the shell lacks: it answers 'denied' to every notification
 *   permission, so web push needs the full browser.
 */
export type ChromiumBuild = 'shell' | 'full';

/**
 * Finds a Chromium: for the shell, PLAYWRIGHT_CHROMIUM_HEADLESS_SHELL or Debian's
 * /usr/bin/chromium-headless-shell; then (and for the full browser) PLAYWRIGHT_CHROMIUM_EXECUTABLE,
 * Debian's /usr/bin/chromium, then the browser Playwright downloaded itself. Without any, the run
 * stops with how to get one.
 */
export function findChromium(build: ChromiumBuild): string {
  const candidates =
    build === 'shell'
      ? [process.env.PLAYWRIGHT_CHROMIUM_HEADLESS_SHELL, '/usr/bin/chromium-headless-shell']
      : [];
  candidates.push(
    process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  );
  try {
    candidates.push(chromium.executablePath());
  } catch {
    // Playwright has no browser of its own here.
  }
  const found = candidates.find((c): c is string => Boolean(c) && existsSync(c as string));
  if (!found) {
    throw new Error(
      [
        'No Chromium found for the end-to-end tests. Get one of:',
        '  - Debian/Ubuntu: sudo apt-get install -y chromium chromium-headless-shell',
        '  - any system: npx playwright install chromium',
        '  - or point PLAYWRIGHT_CHROMIUM_EXECUTABLE at a Chromium or Chrome binary.',
      ].join('\n'),
    );
  }
  return found;
}

/** How the journeys start their browser: the build they need, with nothing running in the background. */
export function chromiumLaunchOptions(build: ChromiumBuild): LaunchOptions {
  return {
    executablePath: findChromium(build),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}
