import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { DEFAULT_TOAST_TIMEOUT, dismissAllToasts, showToast } from '../lib/toast';
import { ToastContainer } from './ToastContainer';

function renderContainer() {
  return render(
    <I18nextProvider i18n={i18n}>
      <ToastContainer />
    </I18nextProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  act(() => dismissAllToasts());
  vi.useRealTimers();
});

describe('toasts', () => {
  it('disappear after 4500 ms by default', () => {
    renderContainer();
    act(() => {
      showToast({ type: 'success', content: 'Uloženo.' });
    });
    expect(screen.getByRole('status').textContent).toContain('Uloženo.');
    act(() => vi.advanceTimersByTime(DEFAULT_TOAST_TIMEOUT - 1));
    expect(screen.queryByText('Uloženo.')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Uloženo.')).toBeNull();
  });

  it('keep their own timeout', () => {
    renderContainer();
    act(() => {
      showToast({ type: 'info', content: 'Přidejte si nás na plochu.', timeout: 30_000 });
    });
    act(() => vi.advanceTimersByTime(29_999));
    expect(screen.queryByText('Přidejte si nás na plochu.')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Přidejte si nás na plochu.')).toBeNull();
  });

  it('go away when clicked, or with their close button from the keyboard', () => {
    renderContainer();
    act(() => {
      showToast({ type: 'regular', content: 'První' });
      showToast({ type: 'regular', content: 'Druhé' });
    });
    fireEvent.click(screen.getByText('První'));
    expect(screen.queryByText('První')).toBeNull();
    const close = screen.getByRole('button', { name: 'Zavřít oznámení' });
    close.focus();
    fireEvent.click(close);
    expect(screen.queryByText('Druhé')).toBeNull();
  });

  it('announce errors and warnings as alerts, the rest as status messages', () => {
    renderContainer();
    act(() => {
      showToast({ type: 'error', content: 'Chyba' });
      showToast({ type: 'warning', content: 'Pozor' });
      showToast({ type: 'info', content: 'Info' });
      showToast({ type: 'success', content: 'Hotovo' });
      showToast({ content: 'Běžné' });
    });
    expect(screen.getAllByRole('alert').map((e) => e.textContent?.replace('×', ''))).toEqual([
      'Chyba',
      'Pozor',
    ]);
    expect(screen.getAllByRole('status').map((e) => e.textContent?.replace('×', ''))).toEqual([
      'Info',
      'Hotovo',
      'Běžné',
    ]);
  });

  it('do not repeat a text already on screen; it stays for the full time again', () => {
    renderContainer();
    act(() => {
      showToast({ type: 'error', content: 'Server neodpovídá.' });
    });
    act(() => vi.advanceTimersByTime(4000));
    act(() => {
      showToast({ type: 'error', content: 'Server neodpovídá.' });
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByText('Server neodpovídá.')).not.toBeNull();
  });
});
