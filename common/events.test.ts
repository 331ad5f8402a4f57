import { describe, expect, it } from 'vitest';
import { saleStateAt } from './events';

const at = (iso: string) => new Date(iso);
const event = {
  saleFrom: at('2026-05-10T08:00:00Z'),
  saleTo: at('2026-06-01T18:00:00Z'),
  presaleFrom: at('2026-05-01T08:00:00Z'),
  presaleTo: at('2026-05-12T08:00:00Z'),
  endsAt: at('2026-06-01T22:00:00Z'),
};

describe('saleStateAt', () => {
  it('walks from before the sale through the presale, the sale and its close to the end', () => {
    expect(saleStateAt(event, at('2026-04-30T00:00:00Z'))).toBe('notYetOnSale');
    expect(saleStateAt(event, at('2026-05-01T08:00:00Z'))).toBe('presale');
    expect(saleStateAt(event, at('2026-05-11T00:00:00Z'))).toBe('onSale');
    expect(saleStateAt(event, at('2026-06-01T18:00:00Z'))).toBe('saleClosed');
    expect(saleStateAt(event, at('2026-06-01T22:00:00Z'))).toBe('ended');
  });

  it('has no presale without its window', () => {
    expect(saleStateAt({ ...event, presaleFrom: null, presaleTo: null }, at('2026-05-02T00:00:00Z'))).toBe(
      'notYetOnSale',
    );
  });
});
