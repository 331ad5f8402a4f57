import { useEffect } from 'react';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@tribuna/common/api/calls';
import { useContentRefusal, useErrorScreen } from '../lib/errorScreen';
import { fakeSession, field, jsonResponse, renderWithApp, testUser } from '../test/helpers';
import { PageFrame } from './PageFrame';

const fetchMock = vi.fn<typeof fetch>();
const features = ['0b7c0f3e-4a8e-4d5e-9a8f-2b1c0d9e7d3f', '5e0b1c6d-7a2f-4b9e-8c3d-1f2a3b4c5d6e'];

const restricted = () =>
  new ApiError(
    '/api/v1/articles/x',
    403,
    'Forbidden',
    { name: 'userHasNotPermissionForContent', message: 'no', details: { requiredFeatureUuids: features } },
    { method: 'GET' },
  );

/** Test-only page: fails the way a members-only article would, once. */
function FailingPage({ error }: { error: unknown }) {
  const { show } = useErrorScreen();
  useEffect(() => show(error), [show, error]);
  return <p>page content</p>;
}

/** Test-only content page: its API answer refused it with `error`. */
function ContentPage({ error }: { error: unknown }) {
  const refusal = useContentRefusal(error);
  return <p>content page: {refusal ?? 'shown'}</p>;
}

function renderContent(error: unknown, session: ReturnType<typeof fakeSession>) {
  return renderWithApp(
    <PageFrame>
      <ContentPage error={error} />
    </PageFrame>,
    { path: '/clanky/x', session },
  );
}

function renderFailing(error: unknown, session = fakeSession()) {
  return renderWithApp(
    <Routes>
      <Route
        path="/clanky/:uuid"
        element={
          <PageFrame>
            <FailingPage error={error} />
          </PageFrame>
        }
      />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { path: `/clanky/${features[0]}`, session },
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('error screen', () => {
  it('tells a member which memberships give the content and leads to the memberships page', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { data: [{ name: { cs: 'Zlaté', sk: 'Zlaté' } }, { name: 'VIP' }] }),
    );
    const { location } = renderFailing(restricted(), fakeSession({ user: testUser() }));
    expect(await screen.findByRole('heading', { name: 'Obsah pro členy' })).toBeTruthy();
    expect(
      await screen.findByText(
        'Tento obsah je dostupný se členstvím Zlaté nebo VIP. Vaše současné členství k němu přístup nedává.',
      ),
    ).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/subscriptions/public-subscriptions-by-display-feature');
    expect(JSON.parse(String(init?.body))).toEqual({ requiredDisplayFeaturesUuids: features });
    // The page stays mounted behind the error screen, hidden, to load again after a login.
    expect(screen.getByText('page content').closest('[hidden]')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Stát se členem' }));
    await waitFor(() => expect(location()).toBe('/clenstvi'));
  });

  it('still explains without names when the memberships cannot be fetched', async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { name: 'notFound', message: 'no route' }));
    const { location } = renderFailing(restricted(), fakeSession({ user: testUser() }));
    expect(
      await screen.findByText(
        'Tento obsah je dostupný jen s vyšším členstvím. Vaše současné členství k němu přístup nedává.',
      ),
    ).toBeTruthy();
    // The failed look-up is not the user's business: no toast.
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Zavřít' }));
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('offers a visitor a login form, and clears after the login', async () => {
    const session = fakeSession();
    renderFailing(restricted(), session);
    expect(await screen.findByRole('heading', { name: 'Obsah pro přihlášené' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zapomněli jste heslo?' }).getAttribute('href')).toBe(
      '/zapomenute-heslo',
    );
    expect(screen.getByRole('button', { name: 'Zavřít' })).toBeTruthy();

    fireEvent.change(field('E-mail'), { target: { value: '  fan@example.com ' } });
    fireEvent.change(field('Heslo'), { target: { value: 'Heslo123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }));

    await waitFor(() => expect(session.signIn).toHaveBeenCalledWith('fan@example.com', 'Heslo123', false));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Obsah pro přihlášené' })).toBeNull());
    expect(screen.getByText('page content').closest('[hidden]')).toBeNull();
  });

  it('shows the provider message when the embedded login fails', async () => {
    const session = fakeSession({
      signIn: vi.fn(async () => {
        throw Object.assign(new Error('bad'), { code: 'auth/wrong-password' });
      }),
    });
    renderFailing(restricted(), session);
    await screen.findByRole('heading', { name: 'Obsah pro přihlášené' });
    fireEvent.change(field('E-mail'), { target: { value: 'fan@example.com' } });
    fireEvent.change(field('Heslo'), { target: { value: 'spatne' } });
    fireEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    expect(await screen.findByText('E-mail nebo heslo není správné.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Obsah pro přihlášené' })).toBeTruthy();
  });

  it('shows any other error generically; close clears it and goes home', async () => {
    const { location } = renderFailing(new Error('boom'), fakeSession({ user: testUser() }));
    expect(await screen.findByRole('heading', { name: 'Něco se pokazilo' })).toBeTruthy();
    expect(
      screen.getByText('Omlouváme se, stránku se nepodařilo zobrazit. Zkuste to prosím později.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Zavřít' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(screen.getByText('elsewhere')).toBeTruthy();
  });

  it("puts a content page's members-only refusal on the error screen once the session is known, and no other", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: [] }));
    const loading = renderContent(restricted(), fakeSession({ status: 'loading' }));
    expect(screen.getByText('content page: userHasNotPermissionForContent')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Obsah pro přihlášené' })).toBeNull();
    loading.unmount();

    const refused = renderContent(restricted(), fakeSession());
    expect(await screen.findByRole('heading', { name: 'Obsah pro přihlášené' })).toBeTruthy();
    refused.unmount();

    const notPublished = new ApiError(
      '/api/v1/articles/x',
      403,
      'Forbidden',
      { name: 'contentHasNotBeenPublishedYet', message: 'later' },
      { method: 'GET' },
    );
    renderContent(notPublished, fakeSession());
    expect(screen.getByText('content page: contentHasNotBeenPublishedYet')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Obsah pro přihlášené' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Něco se pokazilo' })).toBeNull();
  });
});
