import { Autocomplete, CircularProgress, LinearProgress, TablePagination, TextField } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMatchMedia } from '@tribuna/common/test/matchMedia';
import { loadAdminI18nProvider } from '../providers/i18nProvider';
import { fakeDataProvider, renderApp } from '../test/renderApp';
import { NamedControls } from './NamedControls';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('NamedControls', () => {
  it('names a nameless spinner and bar in the back office language, and keeps names of their own', async () => {
    const i18n = loadAdminI18nProvider('sk');
    render(
      <I18nContextProvider value={await i18n}>
        <ThemeProvider theme={createTheme()}>
          <NamedControls>
            <CircularProgress />
            <LinearProgress />
            <LinearProgress variant="determinate" value={40} aria-label="Nahrávanie foto.jpg" />
            <span id="job">Generovanie poukazov</span>
            <LinearProgress variant="determinate" value={10} aria-labelledby="job" />
          </NamedControls>
        </ThemeProvider>
      </I18nContextProvider>,
    );
    expect(screen.getAllByRole('progressbar', { name: 'Načítava sa' })).toHaveLength(2);
    expect(screen.getByRole('progressbar', { name: 'Nahrávanie foto.jpg' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Generovanie poukazov' })).toBeTruthy();
  });

  it.each([
    ['cs', 'Předchozí', 'Další'],
    ['sk', 'Prejsť na predchádzajúcu stranu', 'Prejsť na ďalšiu stranu'],
  ] as const)(
    'names the page arrows of a list on a phone in the back office language (%s)',
    async (locale, previous, next) => {
      const i18n = loadAdminI18nProvider(locale);
      render(
        <I18nContextProvider value={await i18n}>
          <ThemeProvider theme={createTheme()}>
            <NamedControls>
              {/* As react-admin draws a list's pagination on a small screen: no names of its own. */}
              <TablePagination
                component="div"
                count={45}
                page={1}
                rowsPerPage={10}
                rowsPerPageOptions={[]}
                onPageChange={() => undefined}
              />
            </NamedControls>
          </ThemeProvider>
        </I18nContextProvider>,
      );
      expect(screen.getByRole('button', { name: previous })).toBeTruthy();
      expect(screen.getByRole('button', { name: next })).toBeTruthy();
      expect(screen.queryByRole('button', { name: /Go to/ })).toBeNull();
    },
  );

  it.each([
    ['cs', 'Žádné možnosti'],
    ['sk', 'Žiadne možnosti'],
  ] as const)(
    'says in the back office language that a choice list has nothing to offer (%s)',
    async (locale, nothing) => {
      const i18n = loadAdminI18nProvider(locale);
      render(
        <I18nContextProvider value={await i18n}>
          <ThemeProvider theme={createTheme()}>
            <NamedControls>
              {/* As react-admin's autocomplete inputs draw it: every text but this one given. */}
              <Autocomplete
                open
                options={[]}
                noOptionsText={undefined}
                renderInput={(params) => <TextField {...params} label="Featury" />}
              />
            </NamedControls>
          </ThemeProvider>
        </I18nContextProvider>,
      );
      expect(screen.getByText(nothing)).toBeTruthy();
      expect(screen.queryByText('No options')).toBeNull();
    },
  );

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

  it.each([
    ['/admin/tickets', 'Export CSV'],
    ['/admin/order-vouchers', 'Exportovat'],
  ])(
    "names every button of %s's toolbar on a phone, the disabled export too (axe button-name)",
    async (path, exportName) => {
      // Below MUI's `sm` breakpoint react-admin draws the toolbar's buttons as icons.
      vi.stubGlobal(
        'matchMedia',
        fakeMatchMedia((query) => query.includes('max-width')),
      );
      renderApp(path, ['admin']);
      // An empty list cannot be exported: react-admin disables the button once the list has loaded.
      await waitFor(() =>
        expect(screen.getByRole<HTMLButtonElement>('button', { name: exportName }).disabled).toBe(true),
      );
      const nameless = screen
        .getAllByRole('button')
        .filter(
          (button) =>
            !button.getAttribute('aria-label') &&
            !button.getAttribute('aria-labelledby') &&
            !button.textContent?.trim(),
        );
      expect(nameless).toEqual([]);
    },
  );
});
