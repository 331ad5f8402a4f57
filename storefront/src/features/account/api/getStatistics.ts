import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api';

export function getStatistics() {
  return call(api.GET('/auth/logged-user/statistics'));
}

export const statisticsQueryOptions = queryOptions({
  queryKey: ['account', 'statistics'],
  queryFn: getStatistics,
});

export function useStatistics() {
  return useQuery(statisticsQueryOptions);
}
