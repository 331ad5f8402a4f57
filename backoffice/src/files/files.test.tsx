import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@tribuna/common/api/calls';
import { describe, expect, it, vi } from 'vitest';
import { toHttpError } from '../providers/dataProvider';
import { fakeDataProvider } from '../test/renderApp';
import { renderResource } from '../test/renderResource';
import FileShow from './FileShow';

const FILE = '11111111-1111-4111-8111-111111111111';
const ARTICLE = '22222222-2222-4222-8222-222222222222';
const GALLERY = '33333333-3333-4333-8333-333333333333';

const file = {
  id: FILE,
  uuid: FILE,
  originalName: 'dres.jpg',
  kind: 'image',
  mime: 'image/jpeg',
  size: 2048,
  width: 800,
  height: 600,
  url: `/media/files/${FILE}/dres.jpg`,
  variants: [],
  createdAt: '2026-11-01T09:00:00.000Z',
};

/** The answer the API gives to deleting a file still in use, through the real error conversion. */
const inUse = () =>
  toHttpError(
    new ApiError(
      `/api/v1/admin/files/${FILE}`,
      409,
      'Conflict',
      {
        name: 'fileInUse',
        message: 'The file is still used',
        details: {
          uuid: FILE,
          usedBy: [
            { type: 'ARTICLE', uuid: ARTICLE, title: 'Nový dres' },
            { type: 'GALLERY', uuid: GALLERY, title: 'Focení' },
          ],
        },
      },
      { method: 'DELETE' },
    ),
  );

describe('files', () => {
  it('name what still uses a file that cannot be deleted, with links to their editors', async () => {
    const remove = vi.fn(async () => {
      throw inUse();
    });
    renderResource(<FileShow />, {
      resource: 'files',
      path: `/files/${FILE}/show`,
      route: '/files/:id/show',
      roles: ['file_storage_admin'],
      dataProvider: fakeDataProvider({ getOne: vi.fn(async () => ({ data: file })), delete: remove }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Smazat' }));
    // A pessimistic delete asks first.
    fireEvent.click(await screen.findByRole('button', { name: 'Potvrdit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Soubor nelze smazat' });
    expect(remove).toHaveBeenCalledWith('files', expect.objectContaining({ id: FILE }));
    const users = within(dialog).getByRole('list', { name: 'Soubor používá:' });
    const article = within(users).getByRole('link', { name: 'Článek: Nový dres' });
    expect(article.getAttribute('href')).toBe(`/articles/${ARTICLE}`);
    const gallery = within(users).getByRole('link', { name: 'Galerie: Focení' });
    expect(gallery.getAttribute('href')).toBe(`/galleries/${GALLERY}`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zavřít' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Soubor nelze smazat' })).toBeNull());
  }, 30_000);
});
