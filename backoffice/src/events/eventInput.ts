import type { EventInput } from '@tribuna/common/schemas/events';
import type { DataProvider } from 'react-admin';
import { localeMap } from '../inputs/localeMap';
import type { AdminDataProvider } from '../providers/dataProvider';
import { fromSeatingPlan, toPlanInput, type EditorPlan } from './seatingPlanEditing';

const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The event form's values as the API's `eventInput`: empty translations dropped, an empty presale
 * as none, capacities only for general admission, and the plan from the editor for a seated event
 * (null makes the event general admission); an empty seats.io key as none (the event's uuid).
 */
export function toEventInput(values: Record<string, unknown>): EventInput {
  const seated = values.seated === true;
  const categories = Array.isArray(values.categories) ? (values.categories as Record<string, unknown>[]) : [];
  const plan = values.seatingPlan as EditorPlan | null | undefined;
  return {
    ...(typeof values.uuid === 'string' && { uuid: values.uuid }),
    name: localeMap(values.name),
    text: localeMap(values.text),
    image: textOrNull(values.image),
    venue: text(values.venue),
    startsAt: text(values.startsAt),
    endsAt: text(values.endsAt),
    saleFrom: text(values.saleFrom),
    saleTo: text(values.saleTo),
    presaleFrom: textOrNull(values.presaleFrom),
    presaleTo: textOrNull(values.presaleTo),
    // A moved event: holders may ask for their money until then. Left out (a new event's untouched
    // input) keeps the server's value; emptied, there is no such time.
    ...(values.refundRequestsUntil !== undefined && {
      refundRequestsUntil: textOrNull(values.refundRequestsUntil),
    }),
    // Passing tickets on: left out (a record from before it existed) keeps the server's value.
    ...(typeof values.transfersAllowed === 'boolean' && { transfersAllowed: values.transfersAllowed }),
    ...(values.transfersUntil !== undefined && { transfersUntil: textOrNull(values.transfersUntil) }),
    published: values.published === true,
    categories: categories.map((category) => ({
      key: text(category.key),
      name: localeMap(category.name),
      color: text(category.color),
      priceCzk: numberOrNull(category.priceCzk) ?? Number.NaN,
      priceEur: numberOrNull(category.priceEur) ?? Number.NaN,
      capacity: seated ? null : numberOrNull(category.capacity),
    })),
    seatingPlan: seated && plan ? toPlanInput(plan) : null,
    seatsioEventKey: textOrNull(values.seatsioEventKey),
  };
}

/** react-admin hands callbacks its DataProvider: ours has the events' part (eventsData). */
function readsSeatingPlans(
  dataProvider: DataProvider,
): dataProvider is DataProvider & Pick<AdminDataProvider, 'seatingPlan'> {
  return typeof dataProvider.seatingPlan === 'function';
}

/** A seated event's record carries its plan for the editor (the API serves it on its own path). */
export async function withPlan(record: Record<string, unknown>, dataProvider: DataProvider) {
  if (record.seated !== true || typeof record.uuid !== 'string') return { ...record, seatingPlan: null };
  if (!readsSeatingPlans(dataProvider)) throw new Error('This data provider reads no seating plans.');
  const plan = await dataProvider.seatingPlan(record.uuid);
  return { ...record, seatingPlan: fromSeatingPlan(plan) };
}
