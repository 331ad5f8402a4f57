import { Button } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { forgetEarlierStyles } from '@tribuna/common/test/emotionStyles';
import { describe, expect, it } from 'vitest';

const styleElements = () => document.head.querySelectorAll('style[data-emotion]').length;

describe('a test file starts without the styles of the files before it', () => {
  it('removes the rules earlier files inserted, and the next render inserts what it uses again', () => {
    const first = render(<Button variant="contained">Uložit</Button>);
    expect(styleElements()).toBeGreaterThan(0);
    first.unmount();

    forgetEarlierStyles();
    expect(styleElements()).toBe(0);

    // Had the cache kept its record of what it inserted, nothing would come back, and the button
    // would lose its styles (and what jsdom computes from them, as its visibility).
    render(<Button variant="contained">Uložit</Button>);
    expect(styleElements()).toBeGreaterThan(0);
    expect(getComputedStyle(screen.getByRole('button', { name: 'Uložit' })).display).toBe('inline-flex');
  });
});
