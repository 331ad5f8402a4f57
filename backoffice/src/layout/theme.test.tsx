import { Checkbox } from '@mui/material';
import { createTheme, getContrastRatio, ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FOCUS_RING, FOCUS_RING_ON_DARK, focusVisibleStyles } from '@tribuna/common/theme';
import { FORM_TOOLBAR_BACKGROUND, theme } from './theme';

afterEach(cleanup);

describe('back-office theme', () => {
  it('puts a checkbox given only an aria-label (react-admin row selection) on the input', () => {
    render(
      <ThemeProvider theme={createTheme(theme)}>
        <Checkbox aria-label="Vybrat řádek" />
        <Checkbox slotProps={{ input: { 'aria-label': 'Vybrat vše' } }} />
      </ThemeProvider>,
    );
    const row = screen.getByRole('checkbox', { name: 'Vybrat řádek' });
    expect(row.tagName).toBe('INPUT');
    expect(row.parentElement?.hasAttribute('aria-label')).toBe(false);
    expect(screen.getByRole('checkbox', { name: 'Vybrat vše' })).toBeTruthy();
  });

  it("gives every colour of a form toolbar's buttons 4.5:1 on its background", () => {
    const { palette } = createTheme(theme);
    const toolbar = (theme.components?.RaToolbar as { styleOverrides: { root: { backgroundColor: string } } })
      .styleOverrides.root.backgroundColor;
    expect(toolbar).toBe(FORM_TOOLBAR_BACKGROUND);
    // Save is contained (its own background); Delete and any other text button draw on the toolbar.
    for (const colour of [palette.error.main, palette.primary.main, palette.text.primary])
      expect(getContrastRatio(colour, toolbar), colour).toBeGreaterThanOrEqual(4.5);
    // react-admin's own grey fails the Delete button's red, which is why the theme replaces it.
    expect(getContrastRatio(palette.error.main, '#e0e0e0')).toBeLessThan(4.5);
  });

  it("draws the storefront's focus ring (common/theme.ts) with 3:1 on the page, the app bar and a snackbar", () => {
    // The ring itself is tested on the storefront's controls; the back office takes the same rule.
    const baseline = theme.components?.MuiCssBaseline?.styleOverrides as Record<string, unknown>;
    for (const [selector, style] of Object.entries(focusVisibleStyles))
      expect(baseline[selector]).toEqual(style);
    const ring = focusVisibleStyles['body :focus-visible, body .Mui-focusVisible'];
    expect(ring.outline).toBe(`3px solid ${FOCUS_RING}`);
    const { palette } = createTheme(theme);
    expect(getContrastRatio(FOCUS_RING, palette.background.default)).toBeGreaterThanOrEqual(3);
    expect(getContrastRatio(FOCUS_RING, '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(getContrastRatio(FOCUS_RING_ON_DARK, palette.primary.main)).toBeGreaterThanOrEqual(3);
    expect(getContrastRatio(FOCUS_RING_ON_DARK, '#323232')).toBeGreaterThanOrEqual(3);
  });

  it('uses the storefront palette', () => {
    expect(createTheme(theme).palette.primary.main).toBe('#0b3d91');
  });
});
