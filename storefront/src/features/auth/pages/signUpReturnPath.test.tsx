import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { field, jsonResponse, renderWithApp } from '../../../test/helpers';
import { LoginPage } from './LoginPage';
import { PasswordRecoveryPage } from './PasswordRecoveryPage';
import { RegistrationConfirmationPage } from './RegistrationConfirmationPage';
import { RegistrationPage } from './RegistrationPage';

vi.mock('../../../lib/identity', () => ({
  applyActionCode: vi.fn(async () => undefined),
  checkActionCode: vi.fn(),
  confirmPasswordReset: vi.fn(),
  validatePassword: vi.fn(async () => ({ valid: true, minLength: 6, missing: [] })),
  mapIdentityError: vi.fn(),
  preloadIdentity: vi.fn(),
}));

const fetchMock = vi.fn<typeof fetch>();

// The accept page of a ticket passed on, where the /app guard sent the recipient to sign in.
const acceptPath = '/app/vstupenky/prevod/tok-3f9a';
const withReturn = (path: string) => `${path}?redirect=${encodeURIComponent(acceptPath)}`;

function renderAuth(path: string) {
  return renderWithApp(
    <Routes>
      <Route path="/prihlaseni" element={<LoginPage />} />
      <Route path="/registrace" element={<RegistrationPage />} />
      <Route path="/potvrzeni-registrace" element={<RegistrationConfirmationPage />} />
      <Route path="/obnova-hesla" element={<PasswordRecoveryPage />} />
    </Routes>,
    { path },
  );
}

beforeEach(() => {
  window.localStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('signing up from a sign-in redirect', () => {
  it('brings the new fan back to the page they came from, also through the verification link', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, {}));
    const { location } = renderAuth(withReturn('/prihlaseni'));
    fireEvent.click(screen.getByRole('link', { name: 'Zaregistrujte se' }));
    await waitFor(() => expect(location()).toBe(withReturn('/registrace')));
    // Changing one's mind keeps the way back too.
    expect(screen.getByRole('link', { name: 'Přihlaste se' }).getAttribute('href')).toBe(
      withReturn('/prihlaseni'),
    );

    fireEvent.change(field('Jméno'), { target: { value: 'Petr' } });
    fireEvent.change(field('Příjmení'), { target: { value: 'Fanoušek' } });
    fireEvent.change(field('E-mail'), { target: { value: 'fan@example.com' } });
    fireEvent.change(field('Heslo'), { target: { value: 'Fanousek123' } });
    fireEvent.change(field('Heslo znovu'), { target: { value: 'Fanousek123' } });
    fireEvent.click(screen.getByLabelText('Souhlasím se zpracováním osobních údajů'));
    fireEvent.click(screen.getByRole('button', { name: 'Zaregistrovat se' }));
    await waitFor(() => expect(location()).toBe(withReturn('/potvrzeni-registrace')));
    expect(screen.getByRole('link', { name: 'Přejít na přihlášení' }).getAttribute('href')).toBe(
      withReturn('/prihlaseni'),
    );
    cleanup();

    // The verification e-mail's link opens the site in another tab, without the query.
    renderAuth('/obnova-hesla?mode=verifyEmail&oobCode=abc');
    expect(await screen.findByText('E-mail je ověřený. Teď se můžete přihlásit.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Přejít na přihlášení' }).getAttribute('href')).toBe(
      withReturn('/prihlaseni'),
    );
  });

  it('follows no return path to another site', async () => {
    renderAuth('/prihlaseni?redirect=%2F%2Fevil.example%2F');
    expect(screen.getByRole('link', { name: 'Zaregistrujte se' }).getAttribute('href')).toBe('/registrace');
  });
});
