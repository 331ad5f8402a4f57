import { within } from '@testing-library/react';
import type { Role } from '@tribuna/common/schemas/auth';
import type { Language } from '@tribuna/common/schemas/common';
import { vi } from 'vitest';
import { fakeDataProvider, renderApp } from './renderApp';

/**
 * An event as the admin API answers it: published, standing, on sale from 1 November until it
 * starts on 20 December 2026 at 18:00 Prague time; a test gives what it is about in `values`.
 */
export function adminEvent<T extends object = object>(
  uuid: string,
  values?: T,
): Omit<ReturnType<typeof eventDefaults>, keyof T> & T {
  return { ...eventDefaults(uuid), ...(values as T) };
}

const eventDefaults = (uuid: string) => ({
  id: uuid,
  uuid,
  name: { cs: 'Finále' },
  text: { cs: '<p>Zápas</p>' },
  image: null,
  imageUrl: null,
  venue: 'Hala',
  startsAt: '2026-12-20T17:00:00.000Z',
  endsAt: '2026-12-20T20:00:00.000Z',
  saleFrom: '2026-11-01T08:00:00.000Z',
  saleTo: '2026-12-20T17:00:00.000Z',
  presaleFrom: null,
  presaleTo: null,
  published: true,
  seated: false,
  seatCount: 0,
  categories: [],
  cancelledAt: null,
  cancelReason: null,
  refundRequestsUntil: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
});

/** The event's page in the back office, its record and `calls` answered by the stand-in. */
export function renderEventShow(
  event: { uuid: string },
  roles: Role[],
  calls: Record<string, unknown> = {},
  locale: Language = 'cs',
) {
  return renderApp(
    `/admin/events/${event.uuid}/show`,
    roles,
    fakeDataProvider({ getOne: vi.fn(async () => ({ data: event })), ...calls }),
    locale,
  );
}

/** The server's public config as the event form reads it: which engine holds the seats. */
export function serveSeatMapProvider(provider: 'native' | 'seatsio') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.endsWith('/api/v1/public-config')) return new Response('{}', { status: 404 });
      return new Response(JSON.stringify({ seatMapProvider: provider }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

/**
 * The event's edit form for an event administrator, the seats held by `seatMapProvider`; the
 * stand-in saves and answers what the form sent. The caller unstubs the globals after each test.
 */
export function renderEventEditor<E extends { uuid: string }>(
  event: E,
  seatMapProvider: 'native' | 'seatsio' = 'native',
) {
  serveSeatMapProvider(seatMapProvider);
  const dataProvider = fakeDataProvider({
    getOne: vi.fn(async () => ({ data: event })),
    update: vi.fn(async (_resource: string, params: { data: object }) => ({
      data: { ...params.data, id: event.uuid },
    })),
  });
  renderApp(`/admin/akce/${event.uuid}/upravit`, ['event_admin'], dataProvider);
  return dataProvider;
}

/** The figure shown next to its label `name` in a panel of counts. */
export const figure = (region: HTMLElement, name: string) =>
  within(region).getByText(name).nextElementSibling?.textContent;
