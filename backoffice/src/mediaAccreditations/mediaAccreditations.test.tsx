import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderApp } from '../test/renderApp';

const A = '55555555-5555-4555-8555-555555555555';
const application = {
  id: A,
  uuid: A,
  name: 'Petra Svobodová',
  medium: 'Deník Sport',
  email: 'petra@sport.example.com',
  phone: '+420777123456',
  event: 'Sezóna 2026/27',
  note: 'Fotografka',
  language: 'cs',
  status: 'pending',
  reviewNote: '',
  reviewedAt: null,
  attachment: { mime: 'application/pdf', originalName: 'prukaz.pdf', size: 20480 },
  createdAt: '2026-11-20T09:00:00.000Z',
};

describe('media accreditations', () => {
  it('lists the applications with their state, filtered to the waiting ones', async () => {
    const getList = vi.fn(async () => ({ data: [application], total: 1 }));
    renderApp(
      '/admin/media-accreditations?filter=%7B%22status%22%3A%22pending%22%7D',
      ['content_admin'],
      fakeDataProvider({ getList }),
    );
    const row = (await screen.findByText('Petra Svobodová')).closest('tr')!;
    expect(within(row).getByText('Deník Sport')).toBeTruthy();
    expect(within(row).getByText('Čeká')).toBeTruthy();
    expect(getList).toHaveBeenCalledWith(
      'media-accreditations',
      expect.objectContaining({ filter: { status: 'pending' } }),
    );
  }, 30_000);

  it('approves an application with a note, and downloads the press card', async () => {
    const update = vi.fn(async (_resource: string, params: { data: object }) => ({
      data: { ...application, ...params.data, reviewedAt: '2026-11-21T10:00:00.000Z' },
    }));
    const file = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const mediaAccreditationAttachment = vi.fn(async () => ({ file, filename: `accreditation-${A}.pdf` }));
    const createObjectURL = vi.fn(() => 'blob:card');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    renderApp(
      `/admin/media-accreditations/${A}/show`,
      ['content_admin'],
      fakeDataProvider({
        getOne: vi.fn(async () => ({ data: application })),
        update,
        mediaAccreditationAttachment,
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: /Stáhnout průkaz/ }));
    await waitFor(() => expect(mediaAccreditationAttachment).toHaveBeenCalledWith(A));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledWith(file));

    expect(screen.queryByRole('button', { name: 'Vrátit mezi čekající' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Schválit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schválit akreditaci' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Poznámka k rozhodnutí' }), {
      target: { value: 'Vstup B' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Potvrdit' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'media-accreditations',
        expect.objectContaining({ id: A, data: { status: 'approved', reviewNote: 'Vstup B' } }),
      ),
    );
  }, 30_000);

  it('is not offered to staff without the right', async () => {
    const { authProvider } = renderApp('/admin/media-accreditations', ['article_admin']);
    await waitFor(() =>
      expect(authProvider.canAccess).toHaveBeenCalledWith(
        expect.objectContaining({ resource: 'media-accreditations', action: 'list' }),
      ),
    );
    expect(await screen.findByText('Nemáte potřebná oprávnění pro přístup na tuto stránku')).toBeTruthy();
    expect(screen.queryByText('Petra Svobodová')).toBeNull();
  }, 30_000);
});
