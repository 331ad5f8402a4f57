import { act, screen, waitFor, within } from '@testing-library/react';
import type { Role } from '@tribuna/common/schemas/auth';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';

afterEach(() => {
  window.localStorage.clear();
});

const entries = ['Články', 'Uživatelé', 'Kontrola vstupenek'];

/**
 * The menu once react-admin has asked `canAccess` about every entry: an entry waiting for its answer
 * is not shown either, so the names are read only after all of them were answered.
 */
async function menuEntries(authProvider: ReturnType<typeof renderApp>['authProvider'], first: string) {
  const menu = (await screen.findByRole('menuitem', { name: first }, { timeout: 8000 })).closest('ul');
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
  it('shows a ticket checker ticket review only, and the home page leads there', async () => {
    const { authProvider } = renderAs(['ticket_checker']);
    expect(await menuEntries(authProvider, 'Kontrola vstupenek')).toEqual(['Kontrola vstupenek']);
    await waitFor(() => expect(window.location.pathname).toBe('/admin/kontrola-vstupenek'));
    expect(await screen.findByText('Zatím nejsou žádné akce ke kontrole')).toBeTruthy();
  });

  it('shows an article admin articles only, and the home page leads to them', async () => {
    const { authProvider } = renderAs(['article_admin']);
    expect(await menuEntries(authProvider, 'Články')).toEqual(['Články']);
    await waitFor(() => expect(window.location.pathname).toBe('/admin/articles'));
  });

  it('shows an administrator every entry', async () => {
    const { authProvider } = renderAs(['admin']);
    expect(await menuEntries(authProvider, 'Články')).toEqual(entries);
  });

  it("shows a ticket checker react-admin's access denied on the articles address", async () => {
    renderAs(['ticket_checker'], '/admin/articles');
    expect(await screen.findByText('Přístup odepřen', {}, { timeout: 8000 })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/access-denied');
  });

  it('shows an article admin access denied on the ticket review address', async () => {
    renderAs(['article_admin'], '/admin/kontrola-vstupenek');
    expect(await screen.findByText('Přístup odepřen', {}, { timeout: 8000 })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/access-denied');
    expect(screen.queryByText('Zatím nejsou žádné akce ke kontrole')).toBeNull();
  });
});
