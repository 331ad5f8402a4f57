import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserStatistics } from '@tribuna/common/schemas/auth';
import { api } from '../../../lib/api';

export function getStatistics(): Promise<UserStatistics> {
  return api.get<UserStatistics>('/auth/logged-user/statistics');
}

export const statisticsQueryOptions = queryOptions({
  queryKey: ['account', 'statistics'],
  queryFn: getStatistics,
});

export function useStatistics() {
  return useQuery(statisticsQueryOptions);
}
