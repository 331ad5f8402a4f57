import { defineDomain, type Domains } from '../../domain';
import { createPaywall, type Paywall } from './paywall';

declare module '../../domain' {
  interface Domains {
    paywall: Paywall;
  }
}

/** Which content a reader may open: what their memberships' features allow. */
export const paywallDomain = defineDomain({
  name: 'paywall',
  needs: ['subscriptions'],
  create: ({ subscriptions }: Pick<Domains, 'subscriptions'>) => ({
    provides: createPaywall({ subscriptions, now: () => new Date() }),
  }),
});
