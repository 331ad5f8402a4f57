import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@tribuna/common/api/calls';
import { openBackOffice } from '../../../lib/backOffice';
import { adminUser, fakeSession, field, renderWithApp, testUser } from '../../../test/helpers';
import { LoginPage } from './LoginPage';

vi.mock('../../../lib/backOffice', () => ({ openBackOffice: vi.fn() }));

function renderLogin(path: string, session = fakeSession()) {
  return renderWithApp(
    <Routes>
      <Route path="/prihlaseni" element={<LoginPage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { path, session },
  );
}

function logIn(email = 'fan@example.com', password = 'Heslo123') {
  fireEvent.change(field('E-mail'), { target: { value: email } });
  fireEvent.change(field('Heslo'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }));
}

afterEach(() => {
  cleanup();
  vi.mocked(openBackOffice).mockClear();
});

describe('login page', () => {
  it('links to the forgotten password and to registration', () => {
    renderLogin('/prihlaseni');
    expect(screen.getByRole('link', { name: 'Zapomněli jste heslo?' }).getAttribute('href')).toBe(
      '/zapomenute-heslo',
    );
    expect(screen.getByRole('link', { name: 'Zaregistrujte se' }).getAttribute('href')).toBe('/registrace');
  });

  it('requires both fields before asking anyone', async () => {
    const { session } = renderLogin('/prihlaseni');
    fireEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    expect(await screen.findAllByText('Toto pole je povinné')).toHaveLength(2);
    expect(session.signIn).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field('E-mail'));
  });

  it('asks an unverified user to verify the e-mail', async () => {
    const session = fakeSession({
      signIn: vi.fn(async () => {
        throw Object.assign(new Error('unverified'), { code: 'auth/user-not-verified' });
      }),
    });
    renderLogin('/prihlaseni', session);
    logIn();
    expect(
      await screen.findByText('Nejprve prosím ověřte svůj e-mail. Poslali jsme vám odkaz.'),
    ).toBeTruthy();
  });

  it('takes an account made at the identity provider on to complete its registration', async () => {
    const session = fakeSession({
      signIn: vi.fn(async () => {
        throw new ApiError(
          '/auth/logged-user',
          403,
          'Forbidden',
          { name: 'termsNotAccepted' },
          { method: 'GET' },
        );
      }),
    });
    const { location } = renderLogin('/prihlaseni?redirect=%2Fapp%2Fucet', session);
    logIn();
    await waitFor(() => expect(location()).toBe('/dokonceni-registrace?redirect=%2Fapp%2Fucet'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes back to where the guard sent the user from', async () => {
    const { location, session } = renderLogin(`/prihlaseni?redirect=${encodeURIComponent('/app/ucet?x=1')}`);
    logIn(' fan@example.com ');
    await waitFor(() => expect(location()).toBe('/app/ucet?x=1'));
    expect(session.signIn).toHaveBeenCalledWith('fan@example.com', 'Heslo123', false);
  });

  it('keeps the session across browser restarts only when asked to remember', async () => {
    const { session } = renderLogin('/prihlaseni');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Zapamatovat si mě' }));
    logIn();
    await waitFor(() => expect(session.signIn).toHaveBeenCalledWith('fan@example.com', 'Heslo123', true));
  });

  it('goes home by default, and never to another site', async () => {
    const { location } = renderLogin('/prihlaseni?redirect=%2F%2Fevil.example');
    logIn();
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('sends staff to the back office (spec guard 4: the back office has no login of its own)', async () => {
    renderLogin('/prihlaseni', fakeSession({ signIn: vi.fn(async () => adminUser()) }));
    logIn();
    await waitFor(() => expect(openBackOffice).toHaveBeenCalledWith('cs'));
  });

  it('takes staff who came for a storefront page back to it', async () => {
    const { location } = renderLogin(
      `/prihlaseni?redirect=${encodeURIComponent('/app/ucet')}`,
      fakeSession({ signIn: vi.fn(async () => adminUser()) }),
    );
    logIn();
    await waitFor(() => expect(location()).toBe('/app/ucet'));
    expect(openBackOffice).not.toHaveBeenCalled();
  });

  it('keeps a customer on the storefront', async () => {
    const { location } = renderLogin('/prihlaseni', fakeSession({ signIn: vi.fn(async () => testUser()) }));
    logIn();
    await waitFor(() => expect(location()).toBe('/'));
    expect(openBackOffice).not.toHaveBeenCalled();
  });
});
