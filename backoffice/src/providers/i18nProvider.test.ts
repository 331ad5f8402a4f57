// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { raSlovak } from '../i18n/raSlovak';
import { createAdminTranslator, loadAdminI18nProvider, toI18next } from './i18nProvider';

const keysOf = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

const provider = (locale: 'cs' | 'sk' | 'en') => loadAdminI18nProvider(locale);

describe('i18nProvider', () => {
  it('has a Slovak text for every react-admin message', () => {
    expect(keysOf(raSlovak).sort()).toEqual(keysOf(englishMessages).sort());
  });

  it('converts Polyglot plurals with three forms to i18next categories', () => {
    expect(toI18next({ a: { b: '%{n} kus |||| %{n} kusy |||| %{n} kusů', c: 'Text %{x}' } })).toEqual({
      a: {
        b_one: '{{n}} kus',
        b_few: '{{n}} kusy',
        b_many: '{{n}} kusů',
        b_other: '{{n}} kusů',
        c: 'Text {{x}}',
      },
    });
  });

  it('translates react-admin and Tribuna texts in Czech with Czech plurals', async () => {
    const i18n = await provider('cs');
    expect(i18n.translate('ra.action.save')).toBe('Uložit');
    expect(i18n.translate('resources.articles.name', { smart_count: 1 })).toBe('Článek');
    expect(i18n.translate('resources.articles.name', { smart_count: 2 })).toBe('Články');
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('3 položky vybrány');
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 12 })).toBe('12 položek vybráno');
    expect(i18n.translate('auth.notAllowed')).toBe('Tento účet nemá přístup do administrace.');
    expect(i18n.translate('apiError.articleNotFound')).toBe('Článek nebyl nalezen.');
    expect(i18n.translate('ra.locales.sk')).toBe('Slovenština');
  });

  it("ends the not-found page's sentence with one full stop, which the page adds itself", async () => {
    const i18n = await provider('cs');
    const sentences = [];
    for (const locale of ['cs', 'sk', 'en'] as const) {
      await i18n.changeLocale(locale);
      sentences.push(`${i18n.translate('ra.message.not_found')}.`);
    }
    expect(sentences).toEqual([
      'Nic nebylo nalezeno.',
      'Zadali ste nesprávnu adresu alebo ste použili chybný odkaz.',
      'Either you typed a wrong URL, or you followed a bad link.',
    ]);
  });

  it('loads each language when it is first used', async () => {
    const translator = createAdminTranslator();
    const i18n = await loadAdminI18nProvider('cs', translator);
    expect(translator.has('cs')).toBe(true);
    expect(translator.has('sk')).toBe(false);
    await i18n.changeLocale('sk');
    expect(translator.has('sk')).toBe(true);
    expect(translator.has('en')).toBe(false);
  });

  it('switches to Slovak and English', async () => {
    const i18n = await provider('cs');
    await i18n.changeLocale('sk');
    expect(i18n.getLocale()).toBe('sk');
    expect(i18n.translate('ra.action.save')).toBe('Uložiť');
    expect(i18n.translate('ra.notification.deleted', { smart_count: 4 })).toBe('4 položky boli odstránené');
    await i18n.changeLocale('en');
    expect(i18n.translate('ra.notification.deleted', { smart_count: 4 })).toBe('4 elements deleted');
    expect(i18n.translate('resources.articles.fields.title')).toBe('Title');
  });

  it("fills a message's placeholders with the options", async () => {
    const i18n = await provider('cs');
    expect(i18n.translate('ra.page.edit', { name: 'Článek', recordRepresentation: 'Derby' })).toBe(
      'Článek Derby',
    );
    expect(
      i18n.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25, total: 40 }),
    ).toMatch(/^1\D+25\D+40$/);
  });

  it('keeps a message that is no key as it is (react-admin passes its default as `_`)', async () => {
    const i18n = await provider('cs');
    expect(i18n.translate('Firebase: Error (auth/x).', { _: 'Firebase: Error (auth/x).' })).toBe(
      'Firebase: Error (auth/x).',
    );
  });

  it('has a text in every language for each message key the back office names in its code', async () => {
    // A key with no text is shown as it is ("resources.articles.imageHint" under a field).
    const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('i18n'),
    );
    const keyPattern = /['"]((?:ra|resources|admin|auth|apiError|formError)(?:\.\w+)+)['"]/g;
    const keys = new Set(
      files.flatMap((file) =>
        [...readFileSync(path.join(src, file), 'utf8').matchAll(keyPattern)].map((match) => match[1] ?? ''),
      ),
    );
    expect(keys.size).toBeGreaterThan(100);
    const missing: string[] = [];
    for (const locale of ['cs', 'sk', 'en'] as const) {
      const i18n = await provider(locale);
      for (const key of keys) {
        if (i18n.translate(key, { smart_count: 1, _: '' }) === '') missing.push(`${locale} ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
