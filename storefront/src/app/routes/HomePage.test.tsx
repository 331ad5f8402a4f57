import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { jsonResponse, renderWithApp } from '../../test/helpers';
import { HomePage } from './HomePage';

const fetchMock = vi.fn<typeof fetch>();
const empty = { data: [], total: 0 };
const uuid = (i: number) => `0b5d6c1e-4a8f-4f3e-9c2d-7e6f5a4b3c2${i}`;
const summary = (i: number, title: string) => ({
  uuid: uuid(i),
  language: 'cs',
  title,
  perex: 'Perex',
  image: null,
  requiredFeatureUuids: [],
  publishedAt: '2026-01-10T10:00:00.000Z',
});
const event = {
  uuid: uuid(9),
  language: 'cs',
  name: 'Finále play-off',
  text: '',
  image: null,
  venue: 'Tribuna Aréna, Praha',
  startsAt: '2030-05-01T17:00:00.000Z',
  endsAt: '2030-05-01T20:00:00.000Z',
  saleFrom: '2030-04-01T08:00:00.000Z',
  saleTo: '2030-05-01T16:00:00.000Z',
  presaleFrom: null,
  presaleTo: null,
  seated: true,
  categories: [],
  priceFrom: null,
  currency: 'CZK',
  availability: 'onSale',
};

/** The API's answers by path; every list not named is empty. */
function answer(lists: Record<string, unknown>) {
  fetchMock.mockImplementation(async (url) => {
    const path = new URL(String(url), 'http://localhost').pathname.replace('/api/v1', '');
    return jsonResponse(200, lists[path] ?? (path === '/countdowns' ? { data: [], total: 0 } : empty));
  });
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const section = (name: string) => screen.findByRole('region', { name });

describe('home page', () => {
  it('shows the upcoming events, the newest galleries and videos as cards linking to their pages', async () => {
    answer({
      '/events': { data: [event], total: 1 },
      '/galleries': { data: [{ ...summary(1, 'Derby z tribuny'), imageCount: 4 }], total: 1 },
      '/video-archives': { data: [{ ...summary(2, 'Videa z klubu'), videoCount: 1 }], total: 1 },
    });
    renderWithApp(<HomePage />);

    const events = await section('Nejbližší akce');
    await within(events).findByText('Finále play-off');
    expect(within(events).getByText('V prodeji')).toBeTruthy();
    expect(events.textContent).toContain('Tribuna Aréna, Praha');
    expect(
      within(events)
        .getByRole('link', { name: /Finále play-off/ })
        .getAttribute('href'),
    ).toBe(`/akce-a-vstupenky/${uuid(9)}`);
    expect(within(events).getByRole('link', { name: 'Všechny akce a vstupenky' }).getAttribute('href')).toBe(
      '/akce-a-vstupenky',
    );

    const galleries = await section('Nejnovější galerie');
    expect(
      within(galleries)
        .getByRole('link', { name: /Derby z tribuny/ })
        .getAttribute('href'),
    ).toBe(`/galerie/${uuid(1)}`);
    const videos = await section('Nejnovější videa');
    expect(
      within(videos)
        .getByRole('link', { name: /Videa z klubu/ })
        .getAttribute('href'),
    ).toBe(`/videa/${uuid(2)}`);
    const membership = await section('Staňte se členem');
    expect(within(membership).getByRole('link', { name: 'Vybrat členství' }).getAttribute('href')).toBe(
      '/clenstvi',
    );
  });

  it('leaves out the sections with nothing in them, and keeps the call to become a member', async () => {
    answer({});
    renderWithApp(<HomePage />);
    await section('Staňte se členem');
    // The articles' empty state is there once every list has answered.
    await screen.findByText('Zatím tu nejsou žádné články.');
    expect(screen.queryByRole('region', { name: 'Nejbližší akce' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Nejnovější galerie' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Nejnovější videa' })).toBeNull();
    expect(screen.queryByRole('status', { name: 'Načítám…' })).toBeNull();
  });

  it('holds the places of the sections with skeletons while they load', async () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    renderWithApp(<HomePage />);
    for (const name of ['Nejbližší akce', 'Nejnovější galerie', 'Nejnovější videa']) {
      const loading = within(await section(name)).getByRole('status');
      expect(loading.getAttribute('aria-busy')).toBe('true');
    }
  });

  it('leads a Slovak visitor to the Slovak membership page', async () => {
    answer({});
    await changeLanguage('sk');
    try {
      renderWithApp(<HomePage />, { path: '/sk' });
      const membership = await screen.findByRole('link', { name: 'Vybrať členstvo' });
      expect(membership.getAttribute('href')).toBe('/sk/clenstvo');
    } finally {
      await changeLanguage('cs');
    }
  });
});
