import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserSubscription } from '@tribuna/common/schemas/subscriptions';
import { renderWithApp } from '../test/helpers';
import { MembershipList } from './MembershipList';

afterEach(cleanup);

const season: UserSubscription = {
  uuid: '5a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  subscription: { uuid: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Sezóna 2026/2027', type: 'seasonal' },
  priceUuid: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
  features: [],
  validFrom: '2026-07-01T10:00:00.000Z',
  // The season's last day is 30 June: the membership ends when 1 July starts in Prague.
  validTo: '2027-06-30T22:00:00.000Z',
  renewing: false,
  status: 'active',
};

describe('the memberships a user holds', () => {
  it('says until which day a membership is valid, the last valid day as the memberships page says it', () => {
    renderWithApp(<MembershipList memberships={[season]} />);
    expect(screen.getByText('Platí do 30.06.2027')).toBeTruthy();
    expect(screen.queryByText('Platí do 01.07.2027')).toBeNull();
  });
});
