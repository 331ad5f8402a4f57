import { Alert, Pagination, ThemeProvider } from '@mui/material';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nFor } from '../lib/i18n';
import { NamedControls } from './NamedControls';
import { theme } from './theme';

afterEach(cleanup);

describe('NamedControls', () => {
  it.each([
    ['cs', 'Stránkování', 'Strana 2', 'Přejít na stranu 3', 'Přejít na předchozí stranu', 'Zavřít'],
    ['sk', 'Stránkovanie', 'Strana 2', 'Prejsť na stranu 3', 'Prejsť na predchádzajúcu stranu', 'Zavrieť'],
  ] as const)(
    "names a page list's buttons and a message's close button in the storefront's language (%s)",
    async (language, list, current, other, previous, close) => {
      render(
        <I18nextProvider i18n={await i18nFor(language)}>
          <ThemeProvider theme={theme}>
            <NamedControls>
              <Alert onClose={() => undefined}>Zpráva byla odeslána.</Alert>
              <Pagination count={3} page={2} />
              {/* A name of the component's own wins. */}
              <Pagination count={2} page={1} aria-label="Stránky galerie" />
            </NamedControls>
          </ThemeProvider>
        </I18nextProvider>,
      );
      const pages = within(screen.getByRole('navigation', { name: list }));
      expect(screen.getByRole('navigation', { name: 'Stránky galerie' })).toBeTruthy();
      expect(pages.getByRole('button', { name: current }).getAttribute('aria-current')).toBe('page');
      expect(pages.getByRole('button', { name: other })).toBeTruthy();
      expect(pages.getByRole('button', { name: previous })).toBeTruthy();
      expect(screen.getByRole('button', { name: close })).toBeTruthy();
      expect(screen.queryAllByRole('button', { name: /Go to|page|Close/ })).toEqual([]);
    },
  );
});
