import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@tribuna/common/routes';
import { api, call } from '../../../lib/api';

export function getCountdowns(locale: Locale) {
  // The home page stays whole without its countdowns: no toast for them.
  return call(api.GET('/countdowns', { headers: { 'X-App-Lang': locale } }), { quiet: true });
}

export const countdownsQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: ['countdowns', locale], queryFn: () => getCountdowns(locale) });

export function useCountdowns(locale: Locale) {
  return useQuery(countdownsQueryOptions(locale));
}
