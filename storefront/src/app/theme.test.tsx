import { IconButton } from '@mui/material';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { ActionLink } from '../components/Action';
import { MuiScope } from './MuiScope';
import shellCss from './styles/base.css?raw';

afterEach(cleanup);

/** Focus as a keyboard user moves it: MUI marks a control focused after a key press as focus-visible. */
function focusWithKeyboard(element: HTMLElement) {
  fireEvent.keyDown(document.body, { key: 'Tab' });
  act(() => element.focus());
}

describe('storefront look', () => {
  // The brand blue has 11.4:1 against white (common/theme.ts); MUI's own indicators were a light tint.
  it('rings every control focused from the keyboard with 3 px of the brand blue, 2 px outside', () => {
    const style = document.createElement('style');
    style.textContent = shellCss;
    document.head.append(style);
    try {
      render(
        <MemoryRouter>
          <MuiScope>
            <IconButton aria-label="Uvolnit Parter, řada 1, sedadlo 2">×</IconButton>
          </MuiScope>
          <ActionLink to="/clanky">Všechny články</ActionLink>
        </MemoryRouter>,
      );
      for (const control of [
        screen.getByRole('button', { name: /^Uvolnit/ }),
        screen.getByRole('link', { name: 'Všechny články' }),
      ]) {
        focusWithKeyboard(control);
        const computed = getComputedStyle(control);
        expect([computed.outline, computed.outlineOffset]).toEqual(['3px solid #0b3d91', '2px']);
      }
    } finally {
      style.remove();
    }
  });
});
