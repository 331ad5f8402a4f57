import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMatchMedia } from '@tribuna/common/test/matchMedia';
import { fakeDataProvider, renderApp } from '../test/renderApp';

const E = '55555555-5555-4555-8555-555555555555';
const event = {
  id: E,
  uuid: E,
  name: { cs: 'Derby' },
  venue: 'Hala',
  startsAt: '2026-12-20T17:00:00.000Z',
  seated: false,
  seatCount: 0,
  published: true,
};

const eventsProvider = () =>
  fakeDataProvider({
    getList: vi.fn(async (resource: string) =>
      resource === 'events' ? { data: [event], total: 1 } : { data: [], total: 0 },
    ),
  });

/** MUI asks `matchMedia` whether the screen is below its `sm` breakpoint (600 px): a phone. */
function onPhone() {
  vi.stubGlobal(
    'matchMedia',
    fakeMatchMedia((query) => query.includes('max-width')),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a back-office list', () => {
  it('on a wider screen is a table with bulk actions, and offers the filters not always shown', async () => {
    const { dataProvider } = renderApp('/admin/events', ['event_admin'], eventsProvider());
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: /Název/ })).toBeTruthy();
    expect(within(table).getByText('Derby')).toBeTruthy();
    expect(within(table).getAllByRole('checkbox').length).toBeGreaterThan(1);

    // Upcoming or past and published or not are added from the filter button, and filter the list.
    fireEvent.click(screen.getByRole('button', { name: 'Přidat filtr' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Období' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Období' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Nadcházející' }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'events',
        expect.objectContaining({ filter: expect.objectContaining({ period: 'upcoming' }) }),
      ),
    );
  });

  it('on a phone is a simple list with a sort button, each row leading to its record', async () => {
    onPhone();
    const { dataProvider } = renderApp('/admin/events', ['event_admin'], eventsProvider());
    const row = await screen.findByRole('link', { name: /Derby/ });
    expect(row.getAttribute('href')).toBe(`/admin/events/${E}/show`);
    expect(row.textContent).toContain('Hala');
    expect(screen.queryByRole('table')).toBeNull();

    // The sort button offers the fields the API sorts events by.
    fireEvent.click(screen.getByRole('button', { name: /Seřadit podle/ }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Název/),
      expect.stringMatching(/^Začátek/),
      expect.any(String),
      expect.any(String),
    ]);
    fireEvent.click(within(menu).getByRole('menuitem', { name: /^Název/ }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'events',
        expect.objectContaining({ sort: { field: 'name', order: 'ASC' } }),
      ),
    );
  });
});
