import { queryOptions } from '@tanstack/react-query';
import type { PublicConfig } from '@tribuna/common/schemas/publicConfig';
import { api, call } from './api';
import { setCaptchaSiteKey } from './captcha';
import { setIdentityConfig } from './identity';

// Typed, not parsed: the server validates its own answer with the shared schema, and leaving
// zod out of the first bundle keeps the home page light.
export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: async () => {
    const config = await call(api.GET('/public-config'));
    applyPublicConfig(config);
    return config;
  },
  staleTime: 5 * 60_000,
});

/**
 * Set before any screen renders with the configuration, so the first captcha-guarded call and the
 * first sign-in find them: when it is fetched, or when it came with a page rendered on the server.
 */
export function applyPublicConfig(config: PublicConfig) {
  setCaptchaSiteKey(config.captchaSiteKey);
  setIdentityConfig(config.identity);
}
