import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminUserDetail } from '@tribuna/common/schemas/users';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderApp } from '../test/renderApp';

const U = '44444444-4444-4444-8444-444444444444';
const jana: AdminUserDetail = {
  uuid: U,
  email: 'jana@example.com',
  firstName: 'Jana',
  lastName: 'Nováková',
  phone: null,
  language: 'cs',
  roles: ['user', 'article_admin'],
  disabled: false,
  createdAt: '2025-01-05T08:07:00.000Z',
  updatedAt: '2025-01-05T08:07:00.000Z',
  birthDate: null,
  favoriteDriver: null,
  favoriteTeam: null,
  pushNotifications: false,
  subscriptions: [
    {
      uuid: '55555555-5555-4555-8555-555555555555',
      subscription: {
        uuid: '66666666-6666-4666-8666-666666666666',
        name: 'Sezóna 2025/26',
        type: 'seasonal',
      },
      priceUuid: '77777777-7777-4777-8777-777777777777',
      validFrom: '2025-07-01T08:00:00.000Z',
      validTo: '2026-06-30T22:00:00.000Z',
      renewing: false,
      status: 'cancelled',
      source: 'order',
      sourceUuid: '88888888-8888-4888-8888-888888888888',
      createdAt: '2025-07-01T08:00:00.000Z',
    },
  ],
  orders: [],
};
const record = { ...jana, id: U };

function usersApi() {
  return fakeDataProvider({
    getList: vi.fn(async () => ({ data: [record], total: 1 })),
    getOne: vi.fn(async () => ({ data: record })),
    setRoles: vi.fn(async (_uuid: string, roles: string[]) => ({ data: { ...record, roles } })),
  });
}

/** Saves the role editor once its button is enabled (it waits while the form re-validates a change). */
async function saveRoles() {
  const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Uložit role' });
  await waitFor(() => expect(save.disabled).toBe(false));
  fireEvent.click(save);
}

afterEach(() => {
  window.localStorage.clear();
});

describe('users', () => {
  it('lists users at the Czech management path with roles by name and filters by role', async () => {
    const { dataProvider } = renderApp('/admin/sprava-uzivatelu', ['user_admin'], usersApi());
    expect(await screen.findByText('jana@example.com')).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/users');
    expect(screen.getByText('Jana Nováková')).toBeTruthy();
    expect(screen.getByText('Správce článků')).toBeTruthy();
    expect(screen.getByText('Aktivní')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Role' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Kontrolor vstupenek' }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'users',
        expect.objectContaining({ filter: { role: 'ticket_checker' } }),
      ),
    );
  });

  it('lets a user admin change roles through set-roles, and not to none', async () => {
    const { dataProvider } = renderApp(`/admin/user/${U}`, ['user_admin'], usersApi());
    const editor = await screen.findByRole('group', { name: 'Role uživatele' });
    expect(window.location.pathname).toBe(`/admin/users/${U}`);
    const membership = screen.getByText('Sezóna 2025/26').closest('tr')!;
    expect(within(membership).getByText('01.07.2025')).toBeTruthy();
    // The membership ends at midnight in Prague: its last valid day is the 30th.
    expect(within(membership).getByText('30.06.2026')).toBeTruthy();
    expect(within(membership).getByText('Zrušené')).toBeTruthy();
    expect(screen.getByText('Zatím žádné objednávky')).toBeTruthy();

    expect(within(editor).getAllByRole('checkbox')).toHaveLength(29);
    fireEvent.click(within(editor).getByRole('checkbox', { name: 'Uživatel' }));
    fireEvent.click(within(editor).getByRole('checkbox', { name: 'Správce článků' }));
    fireEvent.click(screen.getByRole('button', { name: 'Uložit role' }));
    expect(await screen.findByText('Vyberte alespoň jednu roli')).toBeTruthy();
    expect(dataProvider.setRoles).not.toHaveBeenCalled();

    fireEvent.click(within(editor).getByRole('checkbox', { name: 'Kontrolor vstupenek' }));
    await saveRoles();
    expect(await screen.findByText('Role byly uloženy')).toBeTruthy();
    expect(dataProvider.setRoles).toHaveBeenCalledWith(U, ['ticket_checker']);
  }, 60_000);

  it('tells a user admin when the API refuses the roles', async () => {
    const dataProvider = usersApi();
    dataProvider.setRoles.mockRejectedValueOnce(new HttpError('apiError.forbidden', 403));
    renderApp(`/admin/users/${U}`, ['user_admin'], dataProvider);
    const editor = await screen.findByRole('group', { name: 'Role uživatele' });
    fireEvent.click(within(editor).getByRole('checkbox', { name: 'Kontrolor vstupenek' }));
    await saveRoles();
    expect(await screen.findByText('K této operaci nemáte oprávnění.')).toBeTruthy();
    expect(screen.queryByText('Role byly uloženy')).toBeNull();
  });

  it('shows an administrator who may not set roles the roles without an editor', async () => {
    renderApp(`/admin/users/${U}`, ['admin'], usersApi());
    expect(await screen.findByText(/Role může měnit jen/)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Role uživatele' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Uložit role' })).toBeNull();
  });

  it('disables an account only after a confirmation, and undo keeps it enabled', async () => {
    const { dataProvider } = renderApp(`/admin/users/${U}`, ['admin'], usersApi());
    const toggle = await screen.findByRole('switch', { name: 'Účet zablokován' });
    expect((toggle as HTMLInputElement).checked).toBe(false);

    fireEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Zablokovat účet Jana Nováková?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zablokovat' }));
    expect(await screen.findByText('Účet byl zablokován')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'Účet zablokován' }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Vrátit' }));
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'Účet zablokován' }) as HTMLInputElement).checked).toBe(
        false,
      ),
    );
    expect(dataProvider.update).not.toHaveBeenCalled();
  });
});
