import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@tribuna/common/routes';
import type { EventPeriod } from '@tribuna/common/schemas/events';
import { api, call } from '../../../lib/api';

export const EVENTS_PAGE_SIZE = 12;

export interface EventsParams {
  locale: Locale;
  period: EventPeriod;
  page: number;
}

/** What the query string of the events page asks for (`?obdobi=probehle&strana=2`). */
export function eventsParamsOf(locale: Locale, search: URLSearchParams): EventsParams {
  return {
    locale,
    period: search.get('obdobi') === 'probehle' ? 'past' : 'upcoming',
    page: Math.max(1, Number(search.get('strana') ?? '1') || 1),
  };
}

/** `GET /events`: published events of a period, with prices from and availability. */
export function getEvents(params: EventsParams) {
  return call(
    api.GET('/events', {
      params: {
        query: {
          period: params.period,
          limit: EVENTS_PAGE_SIZE,
          offset: (params.page - 1) * EVENTS_PAGE_SIZE,
        },
      },
      headers: { 'X-App-Lang': params.locale },
    }),
  );
}

export const eventsQueryOptions = (params: EventsParams) =>
  queryOptions({
    queryKey: ['events', 'list', params],
    queryFn: () => getEvents(params),
    placeholderData: keepPreviousData,
  });

export function useEvents(params: EventsParams) {
  return useQuery(eventsQueryOptions(params));
}

/** The soonest upcoming events the home page shows. */
export const HOME_EVENTS = 3;

/** The first `limit` upcoming events (the home page's teaser). */
export const upcomingEventsQueryOptions = (params: { locale: Locale; limit: number }) =>
  queryOptions({
    queryKey: ['events', 'upcoming', params],
    queryFn: () =>
      call(
        api.GET('/events', {
          params: { query: { period: 'upcoming', limit: params.limit, offset: 0 } },
          headers: { 'X-App-Lang': params.locale },
        }),
        // The home page stays whole without its teaser: no toast for it.
        { quiet: true },
      ),
  });

export function useUpcomingEvents(params: { locale: Locale; limit: number }) {
  return useQuery(upcomingEventsQueryOptions(params));
}
