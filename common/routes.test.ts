import { describe, expect, it } from 'vitest';
import {
  developerRoutes,
  isBuiltPagePath,
  isDeveloperPath,
  isUuid,
  currentPathOf,
  linkInLocale,
  localeOfPath,
  matchPath,
  pathFor,
  routeNames,
  routes,
  switchLocalePath,
} from './routes';

const uuid = '7d3f6a2e-2b7c-4c55-9a43-8f1f2b1c0d9e';

describe('route table', () => {
  it('builds Czech paths unprefixed and Slovak ones under /sk with their own segments', () => {
    expect(pathFor('home', 'cs')).toBe('/');
    expect(pathFor('home', 'sk')).toBe('/sk');
    expect(pathFor('article', 'sk', { uuid })).toBe(`/sk/clanky/${uuid}`);
    expect(pathFor('event', 'sk', { uuid })).toBe(`/sk/podujatia-a-vstupenky/${uuid}`);
    expect(pathFor('auth-loginPage', 'cs')).toBe('/prihlaseni');
    expect(pathFor('auth-loginPage', 'sk')).toBe('/sk/prihlasenie');
    expect(pathFor('videoArchives', 'sk')).toBe('/sk/video');
    expect(() => pathFor('article', 'cs')).toThrow(/uuid/);
  });

  it('matches a browser path back to its route, locale and parameters', () => {
    expect(matchPath('/clanky')).toEqual({ name: 'articles', locale: 'cs', params: {} });
    expect(matchPath('/sk/clanky/')).toEqual({ name: 'articles', locale: 'sk', params: {} });
    expect(matchPath(`/sk/clanky/${uuid}`)).toEqual({ name: 'article', locale: 'sk', params: { uuid } });
    expect(matchPath('/sk')).toMatchObject({ name: 'home', locale: 'sk' });
    expect(matchPath('/sk/zabudnute-heslo')).toMatchObject({
      name: 'auth-forgottenPasswordPage',
      locale: 'sk',
    });
    expect(matchPath('/nic-takoveho')).toBeNull();
    expect(matchPath('/sk/prihlaseni')).toBeNull();
  });

  it('every route round-trips in both locales', () => {
    for (const name of routeNames) {
      for (const locale of ['cs', 'sk'] as const) {
        const params = Object.fromEntries(
          [...routes[name][locale].matchAll(/:([A-Za-z]+)/g)].map((m) => [m[1] as string, uuid]),
        );
        expect(matchPath(pathFor(name, locale, params))).toMatchObject({ locale, params });
      }
    }
  });

  it('switches language on the same page', () => {
    expect(switchLocalePath(`/akce-a-vstupenky/${uuid}`, 'sk')).toBe(`/sk/podujatia-a-vstupenky/${uuid}`);
    expect(switchLocalePath('/sk/prihlasenie', 'cs')).toBe('/prihlaseni');
    expect(switchLocalePath('/nic', 'sk')).toBe('/sk');
    expect(localeOfPath('/sk/clanky')).toBe('sk');
    expect(localeOfPath('/skupiny')).toBe('cs');
  });

  it('recognises uuids', () => {
    expect(isUuid(uuid)).toBe(true);
    expect(isUuid('123')).toBe(false);
  });

  it('lists the developer pages in one place, and in production they are no pages', () => {
    for (const path of ['/examples/formPage', '/examples/htmlEditor', '/examples/toastPage', '/firebase']) {
      expect(isDeveloperPath(path), path).toBe(true);
      expect(isDeveloperPath(`/sk${path}`), path).toBe(true);
      expect(isBuiltPagePath(path), path).toBe(true);
      expect(isBuiltPagePath(path, { production: true }), path).toBe(false);
    }
    expect(developerRoutes).toContain('firebase');
    expect(isDeveloperPath('/clanky')).toBe(false);
    expect(isBuiltPagePath('/clanky', { production: true })).toBe(true);
  });

  it('knows which paths are pages that exist: built routes with well-formed parameters', () => {
    expect(isBuiltPagePath('/')).toBe(true);
    expect(isBuiltPagePath('/sk')).toBe(true);
    expect(isBuiltPagePath(`/sk/clanky/${uuid}`)).toBe(true);
    expect(isBuiltPagePath('/clanky/nie-je-uuid')).toBe(false);
    expect(isBuiltPagePath('/o-nas')).toBe(true);
    expect(isBuiltPagePath('/pro-media')).toBe(true);
    expect(isBuiltPagePath('/sk/pre-media')).toBe(true);
    expect(isBuiltPagePath('/sk/pro-media')).toBe(false);
    expect(isBuiltPagePath('/sk/clenstvo')).toBe(true);
    expect(isBuiltPagePath(`/sk/podujatia-a-vstupenky/${uuid}`)).toBe(true);
    expect(isBuiltPagePath(`/benefity/${uuid}`)).toBe(true);
    expect(isBuiltPagePath(`/benefity/nie-je-uuid`)).toBe(false);
    expect(isBuiltPagePath(`/galerie/${uuid}`)).toBe(true);
    expect(isBuiltPagePath(`/sk/video/${uuid}`)).toBe(true);
    expect(isBuiltPagePath(`/audio/${uuid}`)).toBe(true);
    expect(isBuiltPagePath(`/kontakt`)).toBe(true);
    expect(isBuiltPagePath('/nic-takoveho')).toBe(false);
  });
});

describe('Slovak paths of the gift voucher and links to own pages', () => {
  it('gives the gift-voucher order Slovak segments under /sk, and leads its former Czech path there', () => {
    expect(pathFor('subscription-voucherOrder', 'cs', { subscriptionPriceUuid: uuid })).toBe(
      `/clenstvi/objednavka-voucheru/${uuid}`,
    );
    expect(pathFor('subscription-voucherOrder', 'sk', { subscriptionPriceUuid: uuid })).toBe(
      `/sk/clenstvo/objednavka-vouchera/${uuid}`,
    );
    expect(matchPath(`/sk/clenstvi/objednavka-voucheru/${uuid}`)).toBeNull();
    expect(currentPathOf(`/sk/clenstvi/objednavka-voucheru/${uuid}`)).toBe(
      `/sk/clenstvo/objednavka-vouchera/${uuid}`,
    );
    expect(currentPathOf(`/clenstvi/objednavka-voucheru/${uuid}`)).toBeNull();
  });

  it("writes a link to one of the shop's pages for the visitor's locale, and leaves others alone", () => {
    const origin = 'http://127.0.0.1:3000';
    expect(linkInLocale(`${origin}/akce-a-vstupenky/${uuid}`, 'sk', origin)).toBe(
      `${origin}/sk/podujatia-a-vstupenky/${uuid}`,
    );
    expect(linkInLocale(`/clenstvi?from=countdown#plans`, 'sk', origin)).toBe(
      '/sk/clenstvo?from=countdown#plans',
    );
    expect(linkInLocale(`${origin}/clenstvi`, 'cs', origin)).toBe(`${origin}/clenstvi`);
    expect(linkInLocale('https://example.com/clenstvi', 'sk', origin)).toBe('https://example.com/clenstvi');
    expect(linkInLocale(`${origin}/nic-takoveho`, 'sk', origin)).toBe(`${origin}/nic-takoveho`);
  });
});
