import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, fakeSession, jsonResponse, renderWithApp, testUser } from '../test/helpers';
import { openBackOffice } from '../lib/backOffice';
import { MAINTENANCE_OVERRIDE_KEY } from './guards';
import { AppRoutes } from './router';

vi.mock('../lib/backOffice', async (original) => ({
  ...(await original<object>()),
  openBackOffice: vi.fn(),
}));

beforeEach(() => {
  // The home page asks for its articles; an empty list is enough here.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(200, { data: [], total: 0 })),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(openBackOffice).mockClear();
  window.localStorage.clear();
});

describe('route guards in the router', () => {
  it('sends every page to the maintenance page while maintenance is on', async () => {
    const { location } = renderWithApp(<AppRoutes />, {
      path: '/sk/clanky',
      config: { maintenanceMode: true },
    });
    expect(await screen.findByRole('heading', { name: 'Prebieha údržba systému' })).toBeTruthy();
    expect(location()).toBe('/sk/udrzba-systemu');
  });

  it('sends a path that matches nothing to maintenance too', async () => {
    const { location } = renderWithApp(<AppRoutes />, {
      path: '/neexistuje',
      config: { maintenanceMode: true },
    });
    expect(await screen.findByRole('heading', { name: 'Probíhá údržba systému' })).toBeTruthy();
    expect(location()).toBe('/udrzba-systemu');
  });

  it('lets the local-storage flag override maintenance', async () => {
    window.localStorage.setItem(MAINTENANCE_OVERRIDE_KEY, 'true');
    const { location } = renderWithApp(<AppRoutes />, { path: '/', config: { maintenanceMode: true } });
    expect(await screen.findByRole('heading', { name: 'Vítejte na Tribuně' })).toBeTruthy();
    expect(location()).toBe('/');
  });

  it('shows no page until the configuration is known', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderWithApp(<AppRoutes />, { path: '/', config: 'loading' });
    expect(screen.getByRole('status', { busy: true })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Vítejte na Tribuně' })).toBeNull();
  });

  it('sends a visitor from an app page to the login page, remembering the way back', async () => {
    const { location } = renderWithApp(<AppRoutes />, { path: '/app/ucet?preRegisteredVoucherCode=A1' });
    expect(await screen.findByRole('heading', { name: 'Přihlášení' })).toBeTruthy();
    expect(location()).toBe(
      `/prihlaseni?redirect=${encodeURIComponent('/app/ucet?preRegisteredVoucherCode=A1')}`,
    );
  });

  it('waits for the session on an app page instead of flashing the login page', async () => {
    const { setSession, location } = renderWithApp(<AppRoutes />, {
      path: '/app/ucet',
      session: fakeSession({ status: 'loading' }),
    });
    expect(screen.getByRole('status', { busy: true })).toBeTruthy();
    setSession(fakeSession({ user: testUser() }));
    expect(await screen.findByRole('heading', { name: 'Můj účet', level: 1 })).toBeTruthy();
    expect(location()).toBe('/app/ucet');
  });

  it('sends a signed-in member away from the login page to home', async () => {
    const { location } = renderWithApp(<AppRoutes />, {
      path: '/sk/registracia',
      session: fakeSession({ user: testUser() }),
    });
    await waitFor(() => expect(location()).toBe('/sk'));
  });

  it('sends a signed-in administrator from an auth page to the back office', async () => {
    renderWithApp(<AppRoutes />, { path: '/prihlaseni', session: fakeSession({ user: adminUser() }) });
    await waitFor(() => expect(openBackOffice).toHaveBeenCalledTimes(1));
  });

  it('does not snatch the login page from a login in progress', async () => {
    const { setSession, location } = renderWithApp(<AppRoutes />, { path: '/prihlaseni' });
    expect(await screen.findByRole('heading', { name: 'Přihlášení' })).toBeTruthy();
    setSession(fakeSession({ user: testUser() }));
    expect(screen.getByRole('heading', { name: 'Přihlášení' })).toBeTruthy();
    expect(location()).toBe('/prihlaseni');
  });

  it('hides developer pages in production from everyone, administrators too', async () => {
    renderWithApp(<AppRoutes />, { path: '/examples/toastPage', config: { production: true } });
    expect(await screen.findByText('Stránka nenalezena: /examples/toastPage')).toBeTruthy();
    cleanup();
    renderWithApp(<AppRoutes />, {
      path: '/examples/toastPage',
      config: { production: true },
      session: fakeSession({ user: adminUser() }),
    });
    expect(await screen.findByText('Stránka nenalezena: /examples/toastPage')).toBeTruthy();
    cleanup();
    renderWithApp(<AppRoutes />, { path: '/examples/toastPage', config: { production: false } });
    expect(await screen.findByRole('heading', { name: 'Ukázka oznámení' })).toBeTruthy();
  });
});
