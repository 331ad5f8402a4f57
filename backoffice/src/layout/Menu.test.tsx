import { act, screen, waitFor, within } from '@testing-library/react';
import type { Role } from '@tribuna/common/schemas/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderApp } from '../test/renderApp';

afterEach(() => {
  window.localStorage.clear();
});

const entries = ['Články', 'Uživatelé', 'Kontrola vstupenek'];

/**
 * The menu once react-admin has asked `canAccess` about every entry: an entry waiting for its answer
 * is not shown either, so the names are read only after all of them were answered.
 */
async function menuEntries(authProvider: ReturnType<typeof renderApp>['authProvider'], first: string) {
  const menu = (await screen.findByRole('menuitem', { name: first })).closest('ul');
  await waitFor(() => {
    const asked = authProvider.canAccess.mock.calls.map(([params]) => `${params.resource}:${params.action}`);
    expect(asked).toEqual(expect.arrayContaining(['articles:list', 'users:list', 'tickets:list']));
  });
  await act(async () => {
    await Promise.all(authProvider.canAccess.mock.results.map((result) => result.value));
  });
  return within(menu!)
    .getAllByRole('menuitem')
    .map((item) => item.textContent)
    .filter((name) => entries.includes(name ?? ''));
}

function renderAs(roles: Role[], path = '/admin') {
  return renderApp(path, roles);
}

describe('Menu', () => {
  it('shows a ticket checker ticket review only, and a home page that leads there', async () => {
    const { authProvider } = renderAs(['ticket_checker']);
    expect(await menuEntries(authProvider, 'Kontrola vstupenek')).toEqual(['Kontrola vstupenek']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Přehled' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin');
    expect(screen.queryByRole('heading', { name: 'Naposledy upravené články' })).toBeNull();
    screen.getByRole('link', { name: 'Otevřít kontrolu vstupenek' }).click();
    expect(await screen.findByText('Zatím nejsou žádné akce ke kontrole')).toBeTruthy();
  });

  it('names the membership features with a Czech word', async () => {
    renderAs(['feature_admin'], '/admin/features');
    expect(await screen.findByRole('menuitem', { name: 'Oprávnění' })).toBeTruthy();
    expect(screen.queryByText(/featur/i)).toBeNull();
  });

  it('shows an article admin articles only, and a home page with the latest articles', async () => {
    const dataProvider = fakeDataProvider({
      getList: vi.fn(async () => ({
        data: [{ id: 'a1', title: { cs: 'Startuje nová sezóna' }, updatedAt: '2026-01-15T09:00:00Z' }],
        total: 1,
      })),
    });
    const { authProvider } = renderApp('/admin', ['article_admin'], dataProvider);
    expect(await menuEntries(authProvider, 'Články')).toEqual(['Články']);
    expect(await screen.findByRole('link', { name: 'Startuje nová sezóna' })).toBeTruthy();
    expect(screen.getByText('15.01.2026 10:00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vytvořit článek' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Nově registrovaní uživatelé' })).toBeNull();
    expect(window.location.pathname).toBe('/admin');
  });

  it('shows an administrator every entry, and every part on the home page', async () => {
    const { authProvider } = renderAs(['admin']);
    expect(await menuEntries(authProvider, 'Články')).toEqual(entries);
    for (const name of ['Naposledy upravené články', 'Nově registrovaní uživatelé', 'Kontrola vstupenek']) {
      expect(await screen.findByRole('heading', { level: 2, name })).toBeTruthy();
    }
  });

  it("shows a ticket checker react-admin's access denied on the articles address", async () => {
    renderAs(['ticket_checker'], '/admin/articles');
    expect(await screen.findByText('Přístup odepřen')).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/access-denied');
  });

  it('shows an article admin access denied on the ticket review address', async () => {
    renderAs(['article_admin'], '/admin/kontrola-vstupenek');
    expect(await screen.findByText('Přístup odepřen')).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/access-denied');
    expect(screen.queryByText('Zatím nejsou žádné akce ke kontrole')).toBeNull();
  });
});
