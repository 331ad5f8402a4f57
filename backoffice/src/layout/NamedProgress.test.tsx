import { CircularProgress, LinearProgress } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen } from '@testing-library/react';
import { getI18nProvider } from 'ra-i18n-i18next';
import { I18nContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { availableLocales, createAdminI18next, i18nextOptions } from '../providers/i18nProvider';
import { fakeDataProvider, renderApp } from '../test/renderApp';
import { NamedProgress } from './NamedProgress';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('NamedProgress', () => {
  it('names a nameless spinner and bar in the back office language, and keeps names of their own', async () => {
    const i18n = getI18nProvider(createAdminI18next(), i18nextOptions('sk'), availableLocales);
    render(
      <I18nContextProvider value={await i18n}>
        <ThemeProvider theme={createTheme()}>
          <NamedProgress>
            <CircularProgress />
            <LinearProgress />
            <LinearProgress variant="determinate" value={40} aria-label="Nahrávanie foto.jpg" />
            <span id="job">Generovanie poukazov</span>
            <LinearProgress variant="determinate" value={10} aria-labelledby="job" />
          </NamedProgress>
        </ThemeProvider>
      </I18nContextProvider>,
    );
    expect(screen.getAllByRole('progressbar', { name: 'Načítava sa' })).toHaveLength(2);
    expect(screen.getByRole('progressbar', { name: 'Nahrávanie foto.jpg' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Generovanie poukazov' })).toBeTruthy();
  });

  it('leaves no nameless progress bar in the back office while a list loads', async () => {
    // A list whose records never arrive: the app bar's indicator and the list's own stay shown.
    renderApp(
      '/admin/articles',
      ['admin'],
      fakeDataProvider({ getList: vi.fn(() => new Promise(() => {})) }),
    );
    const loading = await screen.findAllByRole('progressbar', { name: 'Načítání' });
    expect(loading.length).toBeGreaterThan(0);
    const nameless = screen
      .getAllByRole('progressbar')
      .filter((bar) => !bar.getAttribute('aria-label') && !bar.getAttribute('aria-labelledby'));
    expect(nameless).toEqual([]);
  });
});
