import { lazy, Suspense } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh copy of the module, as a visitor's first page has it: the test setup loads all texts
// into the shared one.
async function freshI18n() {
  vi.resetModules();
  return import('./i18n');
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('storefront texts', () => {
  it('starts with the first texts only, in Czech', async () => {
    const { i18n, initialLanguage, allTextsLoaded } = await freshI18n();
    await initialLanguage;
    expect(i18n.language).toBe('cs');
    expect(i18n.t('home.title')).toBe('Vítejte na Tribuně');
    expect(i18n.t('nav.account')).toBe('Můj účet');
    expect(i18n.exists('auth.loginTitle')).toBe(false);
    expect(i18n.exists('apiError.errorFallback')).toBe(false);
    expect(allTextsLoaded()).toBe(false);
  });

  it('adds the rest on demand, keeping the first texts', async () => {
    const { i18n, loadAllTexts, allTextsLoaded } = await freshI18n();
    await loadAllTexts();
    expect(allTextsLoaded()).toBe(true);
    expect(i18n.t('auth.loginTitle')).toBe('Přihlášení');
    expect(i18n.t('formError.requiredError')).not.toBe('formError.requiredError');
    expect(i18n.t('home.title')).toBe('Vítejte na Tribuně');
    expect(i18n.t('pageMeta.login.title')).toBe('Přihlášení');
  });

  it('loads only the first Slovak texts for a first Slovak page', async () => {
    window.history.replaceState(null, '', '/sk/clanky');
    const { i18n, initialLanguage, allTextsLoaded } = await freshI18n();
    await initialLanguage;
    expect(i18n.language).toBe('sk');
    expect(i18n.t('home.title')).toBe('Vitajte na Tribune');
    expect(i18n.exists('auth.loginTitle', { lng: 'sk', fallbackLng: [] })).toBe(false);
    expect(allTextsLoaded()).toBe(false);
  });

  it('loads all texts of a language switched to once all were wanted', async () => {
    const { i18n, loadAllTexts, changeLanguage, allTextsLoaded } = await freshI18n();
    await loadAllTexts();
    await changeLanguage('sk');
    expect(allTextsLoaded()).toBe(true);
    expect(i18n.t('auth.loginTitle')).toBe('Prihlásenie');
  });

  it('gives a screen that needs them all texts before it renders', async () => {
    const { i18n, withAllTexts } = await freshI18n();
    const Screen = lazy(
      withAllTexts(async () => ({
        default: () => <h1>{i18n.exists('auth.loginTitle') ? i18n.t('auth.loginTitle') : 'no texts'}</h1>,
      })),
    );
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Přihlášení' })).toBeTruthy();
    cleanup();
  });
});
