import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api';
import { SessionProvider, useSession } from '../../../lib/session';
import { createSessionStore } from '../../../lib/sessionStore';
import { dismissAllToasts } from '../../../lib/toast';
import { field, jsonResponse, renderWithApp, testUser } from '../../../test/helpers';
import { AcceptTermsPage } from './AcceptTermsPage';

const fetchMock = vi.fn<typeof fetch>();

/** The real session over the real API client; only the identity provider and the network are fakes. */
function renderTerms(path = '/dokonceni-registrace?redirect=%2Fapp%2Fucet') {
  const identity = {
    ready: vi.fn(async () => ({ uid: 'made-at-the-provider' }) as never),
    signIn: vi.fn(async () => ({ uid: 'made-at-the-provider' }) as never),
    signOut: vi.fn(async () => undefined),
    onChange: vi.fn(() => () => undefined),
  };
  const store = createSessionStore({
    api,
    getIdentity: async () => identity,
    unbindOrder: async () => undefined,
    hasSavedSession: () => true,
  });
  const rendered = renderWithApp(
    <SessionProvider store={store}>
      <Routes>
        <Route path="/dokonceni-registrace" element={<AcceptTermsPage />} />
        <Route path="*" element={<SessionStatus />} />
      </Routes>
    </SessionProvider>,
    { path },
  );
  return { ...rendered, store, identity };
}

function SessionStatus() {
  const session = useSession();
  return <p>{`${session.status} ${session.user?.email ?? ''}`}</p>;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Dokončit registraci' }));

function fillValid() {
  fireEvent.change(field('Jméno'), { target: { value: 'Petr' } });
  fireEvent.change(field('Příjmení'), { target: { value: 'Fanoušek' } });
  fireEvent.change(field('Telefon (nepovinný)'), { target: { value: '+420 601 123 456' } });
  fireEvent.change(field('Jazyk e-mailů'), { target: { value: 'sk' } });
  fireEvent.click(screen.getByLabelText('Souhlasím se zpracováním osobních údajů'));
}

function callsTo(path: string) {
  return fetchMock.mock.calls.filter(([url]) => String(url) === `/api/v1${path}`);
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // The saved provider session has no Tribuna user yet.
  fetchMock.mockResolvedValueOnce(jsonResponse(403, { name: 'termsNotAccepted', message: 'terms' }));
});

afterEach(() => {
  cleanup();
  act(() => dismissAllToasts());
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('complete the registration of an account made at the identity provider', () => {
  it('asks what a sign-up asks, with the same rules, before calling anyone', async () => {
    const { store } = renderTerms();
    await waitFor(() => expect(store.getState().status).toBe('termsPending'));
    expect(screen.getByRole('heading', { name: 'Dokončete registraci' })).toBeTruthy();
    expect(screen.queryByLabelText(/^E-mail/)).toBeNull();
    expect(screen.queryByLabelText(/^Heslo/)).toBeNull();
    fireEvent.change(field('Telefon (nepovinný)'), { target: { value: '12' } });
    submit();
    expect(await screen.findAllByText('Toto pole je povinné')).toHaveLength(3);
    expect(document.activeElement).toBe(field('Jméno'));
    expect(callsTo('/auth/accept-terms')).toHaveLength(0);
  });

  it('accepts the terms and lands signed in where the login would have', async () => {
    const user = testUser({ email: 'made-elsewhere@example.com', language: 'sk' });
    const { store, location } = renderTerms();
    await waitFor(() => expect(store.getState().status).toBe('termsPending'));
    fetchMock.mockResolvedValueOnce(jsonResponse(201, user));
    fillValid();
    submit();
    // The saved language decides the site the login lands on.
    await waitFor(() => expect(location()).toBe('/sk/app/ucet'));
    expect(screen.getByText('signedIn made-elsewhere@example.com')).toBeTruthy();
    const [call] = callsTo('/auth/accept-terms');
    expect(call?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      firstName: 'Petr',
      lastName: 'Fanoušek',
      phone: '+420601123456',
      language: 'sk',
      gdprAccepted: true,
    });
  });

  it("shows the server's answer about a field on that field", async () => {
    const { store } = renderTerms();
    await waitFor(() => expect(store.getState().status).toBe('termsPending'));
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { name: 'phoneAlreadyExists', message: 'taken' }));
    fillValid();
    submit();
    const phone = field('Telefon (nepovinný)').closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(phone).findByText('Účet s tímto telefonním číslem už existuje.')).toBeTruthy();
    expect(store.getState().status).toBe('termsPending');
  });

  it('cancels by signing out of the identity provider, back to the login', async () => {
    const { store, identity, location } = renderTerms();
    await waitFor(() => expect(store.getState().status).toBe('termsPending'));
    fireEvent.click(screen.getByRole('button', { name: 'Zrušit a odhlásit se' }));
    await waitFor(() => expect(location()).toBe('/prihlaseni'));
    expect(identity.signOut).toHaveBeenCalled();
    expect(store.getState().status).toBe('anonymous');
    expect(callsTo('/auth/logout')).toHaveLength(0);
  });
});
