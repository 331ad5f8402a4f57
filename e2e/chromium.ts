import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * Finds a Chromium: PLAYWRIGHT_CHROMIUM_EXECUTABLE, then Debian's /usr/bin/chromium, then the
 * browser Playwright downloaded itself. Without any, the run stops with how to get one.
 */
export function findChromium(): string {
  const candidates = [
    process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
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
        '  - Debian/Ubuntu: sudo apt-get install -y chromium   (then it is found at /usr/bin/chromium)',
        '  - any system: npx playwright install chromium',
        '  - or point PLAYWRIGHT_CHROMIUM_EXECUTABLE at a Chromium or Chrome binary.',
      ].join('\n'),
    );
  }
  return found;
}
