import { useTranslation } from 'react-i18next';
import type { PublicEventCategory } from '@tribuna/common/schemas/events';
import type { SeatStatus } from '@tribuna/common/schemas/seating';
import { formatMoney } from '@tribuna/common/money';
import { categoryOf, type ChartSeat } from './seatPlan';

/**
 * A seat as a screen reader hears it: where it is, whether it is a wheelchair or companion place,
 * its category and price, and whether it is free, taken or already the buyer's.
 */
export function useSeatDescription(categories: readonly PublicEventCategory[]) {
  const { t } = useTranslation();
  return (seat: ChartSeat, status: SeatStatus | undefined, selected: boolean) => {
    const category = categoryOf(categories, seat.category);
    return [
      t('seatChart.seatName', { section: seat.section, row: seat.row, seat: seat.label }),
      seat.wheelchair && t('seatChart.wheelchair'),
      seat.companion && t('seatChart.companion'),
      category && `${category.name}, ${formatMoney(category.price, category.currency)}`,
      selected ? t('seatChart.status.heldByYou') : t(`seatChart.status.${status ?? 'blocked'}`),
    ]
      .filter(Boolean)
      .join(', ');
  };
}
