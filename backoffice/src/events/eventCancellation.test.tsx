import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EventCancellation } from '@tribuna/common/schemas/eventCancellations';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminEvent, renderEventShow } from '../test/adminEvent';
import { fakeDataProvider, renderApp } from '../test/renderApp';
import { toEventInput } from './eventInput';

const E = '44444444-4444-4444-8444-444444444444';
const O2 = '56565656-5656-4656-8656-565656565656';
const R2 = '57575757-5757-4757-8757-575757575757';
const event = adminEvent(E);
const cancelled = { ...event, cancelledAt: '2026-12-01T10:00:00.000Z', cancelReason: 'Vichřice' };

const job = (values: Partial<EventCancellation>): EventCancellation => ({
  uuid: '66666666-6666-4666-8666-666666666666',
  eventUuid: E,
  reason: 'Vichřice',
  refund: true,
  status: 'running',
  total: 2,
  done: 0,
  failed: 0,
  failures: [],
  requestedBy: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  finishedAt: null,
  ...values,
});

afterEach(() => {
  window.localStorage.clear();
});

describe('a moved event', () => {
  it('sends the time until which holders may ask for their money, none when emptied, and keeps it when untouched', () => {
    const values = { ...event, categories: [] };
    expect(
      toEventInput({ ...values, refundRequestsUntil: '2026-12-10T17:00:00.000Z' }).refundRequestsUntil,
    ).toBe('2026-12-10T17:00:00.000Z');
    expect(toEventInput({ ...values, refundRequestsUntil: '' }).refundRequestsUntil).toBeNull();
    expect(toEventInput({ ...values, refundRequestsUntil: undefined })).not.toHaveProperty(
      'refundRequestsUntil',
    );
  });
});

describe('event cancellation', () => {
  it('cancels an event with a reason after a confirmation, then follows its refunds to the end', async () => {
    let current: Record<string, unknown> = event;
    const cancelEvent = vi.fn(async () => {
      current = cancelled;
      return job({});
    });
    const eventCancellation = vi
      .fn()
      .mockResolvedValueOnce(job({ done: 1 }))
      .mockResolvedValue(job({ done: 2, status: 'done', finishedAt: '2026-12-01T10:00:05.000Z' }));
    renderApp(
      `/admin/events/${E}/show`,
      ['event_admin'],
      fakeDataProvider({ getOne: vi.fn(async () => ({ data: current })), cancelEvent, eventCancellation }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Zrušit akci' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zrušit akci' });
    const refund = within(dialog).getByRole<HTMLInputElement>('checkbox', {
      name: 'Vrátit peníze za všechny zaplacené objednávky',
    });
    expect(refund.checked).toBe(true);
    // No reason, no cancellation.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zrušit akci' }));
    expect(await within(dialog).findByText('Toto pole je povinné')).toBeTruthy();
    expect(cancelEvent).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Důvod zrušení' }), {
      target: { value: 'Vichřice' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zrušit akci' }));
    await waitFor(() => expect(cancelEvent).toHaveBeenCalledWith(E, { reason: 'Vichřice', refund: true }));
    const section = await screen.findByRole('region', { name: 'Zrušení akce' });
    expect(within(section).getByText('Akce je zrušená: Vichřice')).toBeTruthy();
    // The bar fills as the job refunds, asked again while it runs.
    expect(
      await within(section).findByText('Vráceno 2 z 2 objednávek, nezdařilo se 0', undefined, {
        timeout: 10_000,
      }),
    ).toBeTruthy();
    expect(within(section).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    // A cancelled event cannot be cancelled again.
    expect(screen.queryByRole('button', { name: 'Zrušit akci' })).toBeNull();
  });

  it('names a refusal in the dialog', async () => {
    renderEventShow(event, ['order_admin', 'event_admin'], {
      cancelEvent: vi.fn(async () => {
        throw new HttpError('apiError.eventAlreadyCancelled', 409, {});
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Zrušit akci' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zrušit akci' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Důvod zrušení' }), {
      target: { value: 'Vichřice' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zrušit akci' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Akce už byla zrušena.');
  });

  it('lists the orders it could not refund by the reason, and retries them', async () => {
    const failed = job({
      status: 'done',
      done: 1,
      failed: 1,
      failures: [{ orderUuid: O2, refundUuid: R2, error: 'ticketAlreadyUsed' }],
    });
    const retryEventCancellation = vi.fn(async () => job({ done: 1, failed: 0 }));
    const eventCancellation = vi
      .fn()
      .mockResolvedValueOnce(failed)
      .mockResolvedValue(job({ status: 'done', done: 2 }));
    renderEventShow(cancelled, ['event_admin'], {
      eventCancellation,
      retryEventCancellation,
    });
    const section = await screen.findByRole('region', { name: 'Zrušení akce' });
    expect(await within(section).findByText('Vráceno 1 z 2 objednávek, nezdařilo se 1')).toBeTruthy();
    const failures = within(section).getByRole('table', {
      name: 'Objednávky, za které se peníze vrátit nepodařilo',
    });
    expect(within(failures).getByText(/Vstupenka už byla použita při vstupu/)).toBeTruthy();
    expect(
      within(failures)
        .getByRole('link', { name: O2.slice(0, 8) })
        .getAttribute('href'),
    ).toBe(`/admin/orders/${O2}/show`);
    expect(within(failures).getByRole('link', { name: 'Zobrazit' }).getAttribute('href')).toBe(
      `/admin/refunds/${R2}/show`,
    );
    fireEvent.click(within(section).getByRole('button', { name: 'Zkusit znovu' }));
    await waitFor(() => expect(retryEventCancellation).toHaveBeenCalledWith(E));
    expect(await within(section).findByText('Vráceno 2 z 2 objednávek, nezdařilo se 0')).toBeTruthy();
  });

  it('marks a cancelled event in the list', async () => {
    renderApp(
      '/admin/events',
      ['event_admin'],
      fakeDataProvider({ getList: vi.fn(async () => ({ data: [cancelled], total: 1 })) }),
    );
    const row = (await screen.findByText('Finále')).closest('tr')!;
    expect(within(row).getByText('01.12.2026 11:00')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Zrušeno' })).toBeTruthy();
  });

  it('lets an order admin find the events in the menu, open one and cancel it (they refund its orders)', async () => {
    renderEventShow(event, ['order_admin']);
    expect(await screen.findByRole('menuitem', { name: 'Akce' })).toBeTruthy();
    expect(await screen.findByText('Hala')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Zrušit akci' })).toBeTruthy();
  });

  it('offers no cancellation to staff who may only read events', async () => {
    renderEventShow(event, ['ticket_admin']);
    expect(await screen.findByText('Hala')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zrušit akci' })).toBeNull();
  });
});
