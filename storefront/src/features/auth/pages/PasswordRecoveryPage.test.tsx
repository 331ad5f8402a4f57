import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyActionCode, checkActionCode, confirmPasswordReset } from '../../../lib/identity';
import { field, renderWithApp } from '../../../test/helpers';
import { PasswordRecoveryPage } from './PasswordRecoveryPage';

vi.mock('../../../lib/identity', () => ({
  applyActionCode: vi.fn(async () => undefined),
  checkActionCode: vi.fn(async () => ({ email: 'fan@example.com', operation: 'PASSWORD_RESET' })),
  confirmPasswordReset: vi.fn(async () => undefined),
  validatePassword: vi.fn(async () => ({ valid: true, minLength: 6, missing: [] })),
}));

const identityError = (code: string) => Object.assign(new Error(code), { code });

function renderAt(search: string) {
  return renderWithApp(
    <Routes>
      <Route path="/obnova-hesla" element={<PasswordRecoveryPage />} />
    </Routes>,
    { path: `/obnova-hesla${search}` },
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('password recovery page', () => {
  it('explains a link without its code', () => {
    renderAt('?mode=resetPassword');
    expect(screen.getByText('Tento odkaz není úplný. Otevřete prosím celý odkaz z e-mailu.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Poslat nový odkaz' }).getAttribute('href')).toBe(
      '/zapomenute-heslo',
    );
  });

  it('verifies the e-mail with the code, once, and offers the login', async () => {
    renderAt('?mode=verifyEmail&oobCode=abc');
    expect(await screen.findByText('E-mail je ověřený. Teď se můžete přihlásit.')).toBeTruthy();
    expect(applyActionCode).toHaveBeenCalledTimes(1);
    expect(applyActionCode).toHaveBeenCalledWith('abc');
    expect(screen.getByRole('link', { name: 'Přejít na přihlášení' }).getAttribute('href')).toBe(
      '/prihlaseni',
    );
  });

  it('says when a verification link has expired', async () => {
    vi.mocked(applyActionCode).mockRejectedValueOnce(identityError('auth/expired-action-code'));
    renderAt('?mode=verifyEmail&oobCode=old');
    expect(await screen.findByText('Platnost odkazu vypršela. Požádejte prosím o nový.')).toBeTruthy();
  });

  it('sets a new password for the account the link is for', async () => {
    renderAt('?mode=resetPassword&oobCode=xyz');
    expect(await screen.findByText('Účet: fan@example.com')).toBeTruthy();
    fireEvent.change(field('Nové heslo'), { target: { value: 'NoveHeslo1' } });
    fireEvent.change(field('Nové heslo znovu'), { target: { value: 'NoveHeslo1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nastavit heslo' }));
    expect(await screen.findByText('Heslo je změněné. Teď se s ním můžete přihlásit.')).toBeTruthy();
    expect(confirmPasswordReset).toHaveBeenCalledWith('xyz', 'NoveHeslo1');
    expect(screen.getByRole('link', { name: 'Přejít na přihlášení' })).toBeTruthy();
  });

  it('says when a reset link is invalid, and offers a new one', async () => {
    vi.mocked(checkActionCode).mockRejectedValueOnce(identityError('auth/invalid-action-code'));
    renderAt('?mode=resetPassword&oobCode=used');
    expect(await screen.findByText('Odkaz není platný nebo už byl použit.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Poslat nový odkaz' }).getAttribute('href')).toBe(
        '/zapomenute-heslo',
      ),
    );
  });
});
