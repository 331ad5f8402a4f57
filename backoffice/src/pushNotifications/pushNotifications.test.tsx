import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider } from '../test/renderApp';
import { renderResource } from '../test/renderResource';
import PushNotificationList from './PushNotificationList';

const notification = (over: Record<string, unknown>) => ({
  contentType: 'ARTICLE',
  contentUuid: '22222222-2222-4222-8222-222222222222',
  message: { cs: 'Perex' },
  url: 'https://tribuna.example/clanky/22222222-2222-4222-8222-222222222222',
  sendAt: '2026-11-01T09:00:00.000Z',
  attempts: 1,
  lastError: null,
  providerId: null,
  sentAt: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  ...over,
});

describe('push notifications', () => {
  it('list where each went and how sending went, in the staff member’s language', async () => {
    const getList = vi.fn(async () => ({
      data: [
        notification({
          id: '11111111-1111-4111-8111-111111111111',
          title: { cs: 'Pro členy' },
          segments: ['clenove', 'vip'],
          recipientCount: 12,
          status: 'sent',
        }),
        notification({
          id: '33333333-3333-4333-8333-333333333333',
          title: { cs: 'Pro všechny' },
          segments: [],
          recipientCount: null,
          status: 'failed',
        }),
      ],
      total: 2,
    }));
    renderResource(<PushNotificationList />, {
      resource: 'push-notifications',
      path: '/push-notifications',
      roles: ['article_admin'],
      dataProvider: fakeDataProvider({ getList }),
    });
    const members = (await screen.findByText('Pro členy')).closest('tr')!;
    expect(within(members as HTMLElement).getByText('clenove, vip')).toBeTruthy();
    expect(within(members as HTMLElement).getByText('Odesláno')).toBeTruthy();
    const everyone = screen.getByText('Pro všechny').closest('tr')!;
    expect(within(everyone as HTMLElement).getByText('Všem odběratelům')).toBeTruthy();
    expect(within(everyone as HTMLElement).getByText('Neodesláno')).toBeTruthy();
    expect(getList).toHaveBeenCalledWith(
      'push-notifications',
      expect.objectContaining({ sort: { field: 'createdAt', order: 'DESC' } }),
    );
  });
});
