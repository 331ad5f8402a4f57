// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { offlineTexts } from './i18n/installableApp';
import {
  appleTouchIconFile,
  appleTouchIconSize,
  iconFile,
  iconSizes,
  isBackOfficeNavigation,
  isCachedImage,
  isStorefrontAsset,
  isStorefrontNavigation,
  manifestFor,
  offlinePageHtml,
  offlinePageScript,
  storefrontWorkerExcludes,
  type InstallableApp,
  type MatchInput,
} from './installableApp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = (app: InstallableApp) => path.join(root, app, 'public');

/** A PNG's width and height, from its header. */
function pngSize(file: string): [number, number] {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** The matcher as Workbox writes it into the worker: from its source, with nothing around it. */
function asInWorker(matcher: (input: MatchInput) => boolean): (input: MatchInput) => boolean {
  return new Function(`return (${matcher.toString()});`)() as (input: MatchInput) => boolean;
}

const origin = 'https://tribuna.example';
const request = (pathname: string, mode: RequestMode, destination: RequestDestination, from = origin) => {
  const url = new URL(pathname, from);
  return { request: { mode, destination }, url, sameOrigin: url.origin === origin };
};

describe('web app manifests', () => {
  it.each(['storefront', 'backoffice'] as const)(
    '%s: installable, with every icon drawn at its size',
    (app) => {
      const manifest = manifestFor(app);
      const base = app === 'storefront' ? '/' : '/admin/';
      expect(manifest).toMatchObject({ start_url: base, scope: base, id: base, display: 'standalone' });
      expect(manifest.name.length).toBeGreaterThan(0);
      expect(manifest.short_name.length).toBeLessThanOrEqual(15);
      expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
      const sizes = manifest.icons.filter((icon) => icon.purpose === 'any').map((icon) => icon.sizes);
      expect(sizes).toEqual(iconSizes.map((size) => `${size}x${size}`));
      expect(manifest.icons.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(
        true,
      );
      for (const icon of manifest.icons) {
        const [width, height] = pngSize(path.join(publicDir(app), icon.src.slice(base.length)));
        expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      }
      expect(pngSize(path.join(publicDir(app), appleTouchIconFile))).toEqual([
        appleTouchIconSize,
        appleTouchIconSize,
      ]);
      expect(iconFile(512, 'maskable')).toBe('icons/maskable-512.png');
    },
  );
});

describe('the storefront worker’s rules', () => {
  const navigation = asInWorker(isStorefrontNavigation);
  const image = asInWorker(isCachedImage);
  const asset = asInWorker(isStorefrontAsset);

  it('answers the storefront’s pages (with the offline page when there is no network)', () => {
    for (const page of ['/', '/clanky', '/sk/clanky', '/akce-a-vstupenky', '/administrativa']) {
      expect(navigation(request(page, 'navigate', 'document')), page).toBe(true);
    }
  });

  it('keeps out of the API, the back office, the push provider’s worker, media and the simulator', () => {
    const taken = [
      '/api/v1/auth/logged-user',
      '/admin',
      '/admin/',
      '/admin/kontrola-vstupenek/7d3f6a2e-2b7c-4c55-9a43-8f1f2b1c0d9e',
      '/sk/admin',
      '/push/onesignal/',
      '/push/onesignal/OneSignalSDKWorker.js',
      '/media/demo/photo.jpg',
      '/dev/gpwebpay',
    ];
    for (const excluded of storefrontWorkerExcludes) {
      expect(
        taken.some((page) => page.startsWith(excluded)),
        excluded,
      ).toBe(true);
    }
    for (const page of taken) {
      expect(navigation(request(page, 'navigate', 'document')), page).toBe(false);
      expect(asset(request(page, 'cors', '')), page).toBe(false);
    }
    expect(navigation(request('/', 'navigate', 'document', 'https://elsewhere.example'))).toBe(false);
  });

  it('never answers the API, whatever is asked of it', () => {
    for (const [mode, destination] of [
      ['cors', ''],
      ['same-origin', ''],
      ['navigate', 'document'],
      ['no-cors', 'image'],
    ] as const) {
      const call = request('/api/v1/public-config', mode, destination);
      expect([navigation(call), image(call), asset(call)]).toEqual([false, false, false]);
    }
  });

  it('keeps images of any origin and the lazy screens of its own', () => {
    expect(image(request('/media/demo/photo.jpg', 'no-cors', 'image'))).toBe(true);
    expect(image(request('/img.png', 'no-cors', 'image', 'https://cdn.example'))).toBe(true);
    expect(image(request('/media/demo/photo.jpg', 'cors', ''))).toBe(false);
    expect(asset(request('/assets/ArticlePage-C85IjbBq.js', 'cors', 'script'))).toBe(true);
    expect(asset(request('/assets/x.js', 'cors', 'script', 'https://cdn.example'))).toBe(false);
  });
});

describe('the back office worker’s rules', () => {
  const navigation = asInWorker(isBackOfficeNavigation);
  const image = asInWorker(isCachedImage);

  it('answers its own pages (the app shell when there is no network), never the API', () => {
    for (const page of [
      '/admin',
      '/admin/',
      '/admin/kontrola-vstupenek/7d3f6a2e-2b7c-4c55-9a43-8f1f2b1c0d9e',
    ]) {
      expect(navigation(request(page, 'navigate', 'document')), page).toBe(true);
    }
    for (const page of ['/', '/administrace', '/api/v1/admin/events']) {
      expect(navigation(request(page, 'navigate', 'document')), page).toBe(false);
    }
    const call = request('/api/v1/admin/events', 'cors', '');
    expect([navigation(call), image(call)]).toEqual([false, false]);
  });
});

describe('the offline page', () => {
  /** Opens the page at an address, in a browser that prefers these languages. */
  const open = (html: string, pathname: string, languages: string[], run = true) => {
    window.history.replaceState(null, '', pathname);
    Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
    const page = new DOMParser().parseFromString(html, 'text/html');
    document.documentElement.replaceWith(document.adoptNode(page.documentElement));
    if (run) window.eval(offlinePageScript);
    const visible = [...document.querySelectorAll('main')].filter((main) => !main.hidden);
    expect(visible).toHaveLength(1);
    return {
      language: visible[0]!.getAttribute('lang'),
      title: document.title,
      text: visible[0]!.textContent,
    };
  };
  const shown = (pathname: string, languages: string[]) =>
    open(offlinePageHtml('storefront'), pathname, languages);

  it('speaks Czech, Slovak under /sk, or the browser’s language', () => {
    expect(shown('/clanky', ['cs-CZ'])).toMatchObject({ language: 'cs', title: offlineTexts.cs.title });
    expect(shown('/sk/clanky', ['en-GB'])).toMatchObject({ language: 'sk', title: offlineTexts.sk.title });
    expect(shown('/clanky', ['en-GB', 'cs'])).toMatchObject({ language: 'en', title: offlineTexts.en.title });
    expect(shown('/clanky', ['de-DE'])).toMatchObject({ language: 'cs' });
    expect(shown('/', ['sk']).text).toContain(offlineTexts.sk.retry);
  });

  it('shows Czech without scripts, and loads its script from a file (no inline script)', () => {
    expect(open(offlinePageHtml('backoffice'), '/admin/', ['en'], false)).toMatchObject({ language: 'cs' });
    const scripts = [...document.querySelectorAll('script')];
    expect(scripts.map((script) => [script.getAttribute('src'), script.textContent])).toEqual([
      ['/admin/offline.js', ''],
    ]);
  });
});
