import { queryOptions } from '@tanstack/react-query';
import { api, call } from './api';
import { setCaptchaSiteKey } from './captcha';
import { setIdentityConfig } from './identity';

// Typed, not parsed: the server validates its own answer with the shared schema, and leaving
// zod out of the first bundle keeps the home page light.
export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: async () => {
    const config = await call(api.GET('/public-config'));
    // Set before any screen renders with the configuration, so the first captcha-guarded call
    // and the first sign-in find them.
    setCaptchaSiteKey(config.captchaSiteKey);
    setIdentityConfig(config.identity);
    return config;
  },
  staleTime: 5 * 60_000,
});
