import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AuthProvider, DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';

const A = '11111111-1111-4111-8111-111111111111';
const article = {
  id: A,
  uuid: A,
  title: { cs: 'Vítězství v derby', sk: 'Víťazstvo v derby' },
  perex: { cs: 'Perex' },
  body: { cs: '<p>Text</p>' },
  image: null,
  publishedAt: null,
  createdAt: '2025-01-05T08:07:00.000Z',
  updatedAt: '2025-01-05T08:07:00.000Z',
};

function providers(signedIn = true) {
  const authProvider: AuthProvider = {
    login: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    checkAuth: vi.fn(async () => {
      if (!signedIn) throw { message: false };
    }),
    checkError: vi.fn(async () => undefined),
    getIdentity: async () => ({ id: 'u', fullName: 'Jana Nováková' }),
    canAccess: async () => true,
  };
  const dataProvider = {
    getList: vi.fn(async () => ({ data: [article], total: 1 })),
    getOne: vi.fn(async () => ({ data: article })),
    getMany: vi.fn(async () => ({ data: [article] })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create: vi.fn(async () => ({ data: article })),
    update: vi.fn(async () => ({ data: article })),
    updateMany: vi.fn(async () => ({ data: [A] })),
    delete: vi.fn(async () => ({ data: article })),
    deleteMany: vi.fn(async () => ({ data: [A] })),
  };
  return { authProvider, dataProvider };
}

function renderAt(path: string, signedIn = true) {
  window.history.pushState({}, '', path);
  const { authProvider, dataProvider } = providers(signedIn);
  // The stand-in answers one fixed record; react-admin's per-call record type is generic.
  render(<App authProvider={authProvider} dataProvider={dataProvider as DataProvider} initialLocale="cs" />);
  return { authProvider, dataProvider };
}

afterEach(() => {
  window.localStorage.clear();
});

describe('App', () => {
  it('lists articles by their Czech title with dates in Prague time', async () => {
    renderAt('/admin/articles');
    expect(await screen.findByText('Vítězství v derby', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText('Nepublikováno')).toBeTruthy();
    expect(screen.getAllByText('05.01.2025 09:07')).toHaveLength(2);
  });

  it('opens the article form at the Czech admin path of the spec and requires the Czech texts', async () => {
    const { dataProvider } = renderAt('/admin/clanek/vytvorit');
    expect(await screen.findByRole('textbox', { name: 'Titulek' }, { timeout: 20_000 })).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/admin/articles/create'));
    expect(screen.getByRole('tab', { name: 'Slovenština' })).toBeTruthy();

    expect(screen.getByRole('group', { name: 'Titulní obrázek' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vybrat soubor' })).toBeTruthy();
    // Any change enables saving; the Czech texts are still missing.
    fireEvent.click(screen.getByRole('switch', { name: 'Poslat notifikace' }));
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(screen.getAllByText('Toto pole je povinné')).toHaveLength(3));
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('lands the Slovak edit path on the edit screen of that article', async () => {
    const { dataProvider } = renderAt(`/admin/clanok/${A}/upravit`);
    expect(await screen.findByDisplayValue('Vítězství v derby', {}, { timeout: 20_000 })).toBeTruthy();
    expect(window.location.pathname).toBe(`/admin/articles/${A}`);
    expect(dataProvider.getOne).toHaveBeenCalledWith('articles', expect.objectContaining({ id: A }));
  });
});
