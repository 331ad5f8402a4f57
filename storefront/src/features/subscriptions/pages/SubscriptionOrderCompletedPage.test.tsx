import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserSubscription } from '@tribuna/common/schemas/subscriptions';
import { dismissAllToasts } from '../../../lib/toast';
import { fakeSession, jsonResponse, renderWithApp, testUser } from '../../../test/helpers';
import { SubscriptionOrderCompletedPage } from './SubscriptionOrderCompletedPage';

const fetchMock = vi.fn<typeof fetch>();

const membership: UserSubscription = {
  uuid: '5a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  subscription: { uuid: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Měsíční členství', type: 'periodic' },
  priceUuid: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
  features: [{ uuid: '2a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Obsah pro členy', type: 'display' }],
  validFrom: '2026-11-01T10:00:00.000Z',
  validTo: '2026-12-23T10:00:00.000Z',
  renewing: true,
  status: 'active',
};

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  act(() => dismissAllToasts());
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('the membership paid page', () => {
  it('reads the user afresh and shows the membership now active', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, testUser({ activeUserSubscriptions: [membership] })));
    const { session } = renderWithApp(<SubscriptionOrderCompletedPage />, {
      path: '/clenstvi/objednavka/dokonceno',
      session: fakeSession({ user: testUser() }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Členství je aktivní' })).toBeTruthy();
    expect(await screen.findByText('Měsíční členství')).toBeTruthy();
    expect(screen.getByText('Platí do 23.12.2026')).toBeTruthy();
    expect(screen.getByText('Obnovuje se automaticky')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/v1/auth/logged-user');
    await waitFor(() => expect(session.setUser).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Přejít na můj účet' }).getAttribute('href')).toBe('/app/ucet');
  });

  it('says the membership is being activated until the server has it', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, testUser()));
    renderWithApp(<SubscriptionOrderCompletedPage />, {
      path: '/clenstvi/objednavka/dokonceno',
      session: fakeSession({ user: testUser() }),
    });
    expect(await screen.findByText('Platba je přijata, členství právě aktivujeme…')).toBeTruthy();
  });
});
