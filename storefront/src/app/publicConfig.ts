import { queryOptions } from '@tanstack/react-query';
import type { PublicConfig } from '@tribuna/common/schemas/publicConfig';
import { api } from './api';

// Typed, not parsed: the server validates its own answer with the shared schema, and leaving
// zod out of the first bundle keeps the home page light.
export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => api.get<PublicConfig>('/public-config'),
  staleTime: 5 * 60_000,
});
