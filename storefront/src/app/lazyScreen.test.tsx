import { Suspense } from 'react';
import { useTheme } from '@mui/material/styles';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { lazyScreen } from './lazyScreen';

afterEach(cleanup);

/** Shows the MUI theme it is drawn with: its primary colour and the pagination's name. */
function ThemeProbe() {
  const theme = useTheme();
  const label = theme.components?.MuiPagination?.defaultProps?.['aria-label'] ?? 'none';
  return <p>{`${theme.palette.primary.main} ${label}`}</p>;
}

function show(Screen: ReturnType<typeof lazyScreen>) {
  render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback="loading">
        <Screen />
      </Suspense>
    </I18nextProvider>,
  );
}

describe('lazy screens', () => {
  it("draw a MUI screen with the app's theme and MUI's controls named in the page's language", async () => {
    show(lazyScreen(async () => ({ default: ThemeProbe })));
    expect(await screen.findByText('#0b3d91 Stránkování')).toBeTruthy();
  });

  it('load a screen drawn with the shell alone without MUI around it', async () => {
    const Screen = lazyScreen(async () => ({ default: ThemeProbe }), 'plain');
    await Screen.preload();
    show(Screen);
    // MUI's default theme: nothing of the app's was loaded for it.
    expect(screen.getByText('#1976d2 none')).toBeTruthy();
  });
});
