import { afterEach, describe, expect, it } from 'vitest';
import {
  peekSubscriptionChoice,
  rememberSubscriptionChoice,
  SUBSCRIPTION_CHOICE_TTL_MS,
  takeSubscriptionChoice,
} from './subscriptionChoice';

const PRICE = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';

afterEach(() => window.localStorage.clear());

describe('the membership chosen before signing in', () => {
  it('waits in local storage for a day, and is forgotten as the login takes it', () => {
    rememberSubscriptionChoice(PRICE, 1_000);
    expect(peekSubscriptionChoice(1_000 + SUBSCRIPTION_CHOICE_TTL_MS)).toBe(PRICE);
    expect(peekSubscriptionChoice(1_001 + SUBSCRIPTION_CHOICE_TTL_MS)).toBeNull();
    expect(takeSubscriptionChoice(2_000)).toBe(PRICE);
    expect(peekSubscriptionChoice(2_000)).toBeNull();
  });

  it('still reads a choice stored before an upgrade under the field’s earlier name', () => {
    window.localStorage.setItem(
      'tribuna-subscription-choice',
      JSON.stringify({ priceUuid: PRICE, at: 1_000 }),
    );
    expect(peekSubscriptionChoice(2_000)).toBe(PRICE);
  });
});
