import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderApp } from '../test/renderApp';

const ARTICLE = '66666666-6666-4666-8666-666666666666';
const GALLERY = '77777777-7777-4777-8777-777777777777';
const AUTHOR = '88888888-8888-4888-8888-888888888888';

const items = [
  {
    id: ARTICLE,
    uuid: ARTICLE,
    type: 'ARTICLE',
    title: 'Článek na zítra',
    status: 'scheduled',
    publishedAt: '2026-12-01T09:00:00.000Z',
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    authorUuid: AUTHOR,
    authorName: 'Jana Redaktorová',
  },
  {
    id: GALLERY,
    uuid: GALLERY,
    type: 'GALLERY',
    title: 'Galerie z derby',
    status: 'draft',
    publishedAt: null,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-19T09:00:00.000Z',
    authorUuid: null,
    authorName: null,
  },
];
const author = { id: AUTHOR, uuid: AUTHOR, name: 'Jana Redaktorová', email: 'jana@example.com' };

const listOf = (resource: string) =>
  resource === 'content'
    ? { data: items, total: 2 }
    : resource === 'content-authors'
      ? { data: [author], total: 1 }
      : { data: [], total: 0 };

describe('content management', () => {
  it('opens at the spec path with every type, its state and author, and a row opens its own editor', async () => {
    const getList = vi.fn(async (resource: string) => listOf(resource));
    renderApp('/admin/sprava-obsahu', ['content_admin'], fakeDataProvider({ getList }));
    const row = (await screen.findByText('Článek na zítra')).closest('tr')!;
    expect(within(row).getByText('Článek')).toBeTruthy();
    expect(within(row).getByText('Naplánováno')).toBeTruthy();
    expect(within(row).getByText('Jana Redaktorová')).toBeTruthy();
    const gallery = screen.getByText('Galerie z derby').closest('tr')!;
    expect(within(gallery).getByText('Koncept')).toBeTruthy();
    expect(getList).toHaveBeenCalledWith(
      'content',
      expect.objectContaining({ sort: { field: 'updatedAt', order: 'DESC' } }),
    );
    fireEvent.click(gallery);
    await waitFor(() => expect(window.location.pathname).toBe(`/admin/galleries/${GALLERY}`));
  }, 30_000);

  it('filters by state', async () => {
    const getList = vi.fn(async (resource: string) => listOf(resource));
    renderApp('/admin/content', ['content_admin'], fakeDataProvider({ getList }));
    await screen.findByText('Článek na zítra');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Stav' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Koncept' }));
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith(
        'content',
        expect.objectContaining({ filter: expect.objectContaining({ status: 'draft' }) }),
      ),
    );
  }, 30_000);

  it('is in the menu of every content editor', async () => {
    renderApp('/admin', ['gallery_admin']);
    expect(await screen.findByRole('menuitem', { name: 'Správa obsahu' })).toBeTruthy();
  }, 30_000);

  it('is not in the menu of staff without content', async () => {
    const { authProvider } = renderApp('/admin', ['ticket_checker']);
    await screen.findByRole('menuitem', { name: 'Kontrola vstupenek' });
    await waitFor(() =>
      expect(authProvider.canAccess).toHaveBeenCalledWith(expect.objectContaining({ resource: 'content' })),
    );
    await Promise.all(authProvider.canAccess.mock.results.map((result) => result.value));
    expect(screen.queryByRole('menuitem', { name: 'Správa obsahu' })).toBeNull();
  }, 30_000);
});

describe('article author picker', () => {
  it('shows the article’s author by name and offers the staff who may write', async () => {
    const getMany = vi.fn(async (resource: string) => ({
      data: resource === 'content-authors' ? [author] : [],
    }));
    const getList = vi.fn(async (resource: string) => listOf(resource));
    renderApp(
      `/admin/articles/${ARTICLE}`,
      ['article_admin'],
      fakeDataProvider({
        getOne: vi.fn(async () => ({
          data: {
            id: ARTICLE,
            uuid: ARTICLE,
            title: { cs: 'Článek na zítra' },
            perex: { cs: 'Perex' },
            body: { cs: '<p>Text</p>' },
            image: null,
            imageUrl: null,
            authorUuid: AUTHOR,
            requiredFeatureUuids: [],
            sendNotifications: false,
            notifiedAt: null,
            publishedAt: null,
            createdAt: '2026-11-01T09:00:00.000Z',
            updatedAt: '2026-11-01T09:00:00.000Z',
          },
        })),
        getMany,
        getList,
      }),
    );
    const picker = await screen.findByRole('combobox', { name: 'Autor' });
    await waitFor(() => expect((picker as HTMLInputElement).value).toBe('Jana Redaktorová'));
    expect(getMany).toHaveBeenCalledWith('content-authors', expect.objectContaining({ ids: [AUTHOR] }));
  }, 30_000);
});
