import { Checkbox } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from './theme';

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

  it('uses the storefront palette', () => {
    expect(createTheme(theme).palette.primary.main).toBe('#0b3d91');
  });
});
