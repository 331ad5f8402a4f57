import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Notice } from './Notice';

afterEach(cleanup);

describe('Notice', () => {
  it('announces an error as an alert, with its action', () => {
    render(
      <Notice severity="error" action={<button type="button">Zkusit znovu</button>}>
        Něco se pokazilo.
      </Notice>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Něco se pokazilo.Zkusit znovu');
    expect(screen.getByRole('button', { name: 'Zkusit znovu' })).toBeTruthy();
  });

  it('announces information politely, in the language it is given', () => {
    render(
      <Notice severity="info" lang="sk">
        Článok je dostupný len v češtine.
      </Notice>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').getAttribute('lang')).toBe('sk');
  });
});
