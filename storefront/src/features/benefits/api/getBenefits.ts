import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@tribuna/common/routes';
import { api, call } from '../../../lib/api';

export const BENEFITS_PAGE_SIZE = 12;

export function getBenefits(params: { locale: Locale; limit: number; offset: number }) {
  return call(
    api.GET('/benefits', {
      params: { query: { limit: params.limit, offset: params.offset } },
      headers: { 'X-App-Lang': params.locale },
    }),
  );
}

export const benefitsQueryOptions = (params: { locale: Locale; limit: number; offset: number }) =>
  queryOptions({
    queryKey: ['benefits', 'list', params],
    queryFn: () => getBenefits(params),
    placeholderData: keepPreviousData,
  });

export function useBenefits(params: { locale: Locale; limit: number; offset: number }) {
  return useQuery(benefitsQueryOptions(params));
}
