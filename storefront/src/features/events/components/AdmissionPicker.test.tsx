import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PublicEvent } from '@tribuna/common/schemas/events';
import { loadAllTexts } from '../../../lib/i18n';
import { renderWithApp } from '../../../test/helpers';
import { ADMISSION_ORDER_LIMIT, AdmissionPicker } from './AdmissionPicker';

const event: PublicEvent = {
  uuid: '5a0d1f2e-3b4c-4d5e-8f60-718293a4b5c6',
  language: 'cs',
  name: 'Letní turnaj',
  text: '',
  image: null,
  venue: 'Areál U Lesa',
  startsAt: '2026-12-01T10:00:00.000Z',
  endsAt: '2026-12-01T18:00:00.000Z',
  saleFrom: '2026-11-01T10:00:00.000Z',
  saleTo: '2026-12-01T09:00:00.000Z',
  presaleFrom: null,
  presaleTo: null,
  seated: false,
  categories: [
    { key: 'STAND', name: 'Stání', color: '#0055aa', price: 25_000, currency: 'CZK', available: 2 },
    { key: 'SEAT', name: 'Tribuna', color: '#aa5500', price: 40_000, currency: 'CZK', available: 40 },
    { key: 'VIP', name: 'Lóže', color: '#222222', price: 150_000, currency: 'CZK', available: 0 },
  ],
  priceFrom: 25_000,
  currency: 'CZK',
  availability: 'onSale',
  cancelled: false,
  cancelReason: null,
  refundRequestsUntil: null,
  seatsioEventKey: '5a0d1f2e-3b4c-4d5e-8f60-718293a4b5c6',
  waitingRoom: null,
};

const total = () => screen.getByTestId('admission-total').textContent?.replace(/\s/g, ' ');

describe('AdmissionPicker', () => {
  beforeAll(() => loadAllTexts());
  afterEach(cleanup);

  it('counts tickets per category up to what is left, with the running total, and orders them', () => {
    const onOrder = vi.fn();
    renderWithApp(<AdmissionPicker event={event} busy={false} failed={false} onOrder={onOrder} />);
    const order = screen.getByRole('button', { name: 'Pokračovat k objednávce' });
    expect((order as HTMLButtonElement).disabled).toBe(true);

    const moreStanding = screen.getByRole('button', { name: 'O jednu více: Stání' });
    fireEvent.click(moreStanding);
    fireEvent.click(moreStanding);
    // Two standing places are left: a third cannot be chosen.
    expect((moreStanding as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Počet vstupenek: Tribuna' }), {
      target: { value: '3' },
    });
    expect(total()).toBe('1 700 Kč');
    fireEvent.click(screen.getByRole('button', { name: 'O jednu méně: Stání' }));
    expect(total()).toBe('1 450 Kč');
    // A sold-out category cannot be chosen at all.
    expect(
      (screen.getByRole('spinbutton', { name: 'Počet vstupenek: Lóže' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect((screen.getByRole('button', { name: 'O jednu více: Lóže' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getAllByText(/Vyprodáno/)).toHaveLength(1);

    fireEvent.click(order);
    expect(onOrder).toHaveBeenCalledWith([
      { category: 'STAND', count: 1 },
      { category: 'SEAT', count: 3 },
    ]);
  });

  it('shows a category without a price in the visitor’s currency as not for sale, never in the other one', () => {
    const euros: PublicEvent = {
      ...event,
      currency: 'EUR',
      priceFrom: 1_600,
      categories: [
        // No euro price: the API answers 0 and nothing left.
        { key: 'STAND', name: 'Stání', color: '#0055aa', price: 0, currency: 'EUR', available: 0 },
        { key: 'SEAT', name: 'Tribuna', color: '#aa5500', price: 1_600, currency: 'EUR', available: 40 },
      ],
    };
    renderWithApp(<AdmissionPicker event={euros} busy={false} failed={false} onOrder={() => {}} />);
    expect(screen.getByText('V € nelze koupit')).toBeTruthy();
    expect(screen.queryByText(/Kč/)).toBeNull();
    expect((screen.getByRole('button', { name: 'O jednu více: Stání' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(
      (screen.getByRole('button', { name: 'O jednu více: Tribuna' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('keeps an order within the limit however the counts are typed', () => {
    renderWithApp(<AdmissionPicker event={event} busy={false} failed={false} onOrder={() => {}} />);
    const seats = screen.getByRole('spinbutton', { name: 'Počet vstupenek: Tribuna' });
    fireEvent.change(seats, { target: { value: '99' } });
    expect((seats as HTMLInputElement).value).toBe(String(ADMISSION_ORDER_LIMIT));
    expect((screen.getByRole('button', { name: 'O jednu více: Stání' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.change(seats, { target: { value: '-4' } });
    expect((seats as HTMLInputElement).value).toBe('0');
    fireEvent.change(seats, { target: { value: '' } });
    expect((seats as HTMLInputElement).value).toBe('0');
  });
});
