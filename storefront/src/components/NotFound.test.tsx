import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { shellEn } from '@tribuna/common/i18n/shell.en';
import { changeLanguage, i18n } from '../lib/i18n';
import { renderWithApp } from '../test/helpers';
import { NotFound } from './NotFound';

afterEach(async () => {
  cleanup();
  await changeLanguage('cs');
});

describe('not-found page', () => {
  it("says the spec's English sentence with the path, in English texts", async () => {
    // The storefront speaks cs and sk only; the shared English texts are the spec's wording.
    i18n.addResourceBundle('en', 'translation', shellEn, true, true);
    await i18n.changeLanguage('en');
    renderWithApp(<NotFound />, { path: '/clanky/nic' });
    expect(screen.getByTestId('not-found-path').textContent).toBe('Page Not Found: /clanky/nic');
  });
});
