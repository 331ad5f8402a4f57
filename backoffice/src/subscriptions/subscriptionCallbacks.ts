import type { PeriodUnit, SubscriptionInput, SubscriptionType } from '@tribuna/common/schemas/subscriptions';
import type { ResourceCallbacks } from 'react-admin';
import { localeMap } from '../inputs/localeMap';

const uuids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * The membership form's values as the API's `subscriptionInput`: empty translations dropped, only
 * the fields of the chosen type, an empty capacity as unlimited, and the price variants with their
 * uuids (kept on edit) and their amounts in minor units (the price editor already converted them).
 */
export function toSubscriptionInput(values: Record<string, unknown>): SubscriptionInput {
  const type = values.type as SubscriptionType;
  const prices = Array.isArray(values.prices) ? (values.prices as Record<string, unknown>[]) : [];
  return {
    ...(typeof values.uuid === 'string' && { uuid: values.uuid }),
    name: localeMap(values.name),
    text: localeMap(values.text),
    image: textOrNull(values.image),
    type,
    validFrom: type === 'seasonal' ? textOrNull(values.validFrom) : null,
    validTo: type === 'seasonal' ? textOrNull(values.validTo) : null,
    periodCount: type === 'periodic' ? numberOrNull(values.periodCount) : null,
    periodUnit: type === 'periodic' ? ((values.periodUnit as PeriodUnit | undefined) ?? null) : null,
    renewing: type === 'periodic' && values.renewing === true,
    featureUuids: uuids(values.featureUuids),
    requiredDisplayFeatureUuids: uuids(values.requiredDisplayFeatureUuids),
    sellable: values.sellable !== false,
    capacity: numberOrNull(values.capacity),
    voucherPurchasable: values.voucherPurchasable === true,
    position: numberOrNull(values.position) ?? 0,
    prices: prices.map((price) => ({
      ...(typeof price.uuid === 'string' && { uuid: price.uuid }),
      label: localeMap(price.label),
      amountCzk: numberOrNull(price.amountCzk) ?? Number.NaN,
      amountEur: numberOrNull(price.amountEur) ?? Number.NaN,
    })),
  };
}

export const subscriptionCallbacks: ResourceCallbacks = {
  resource: 'subscriptions',
  beforeCreate: async (params) => ({ ...params, data: toSubscriptionInput(params.data) }),
  beforeUpdate: async (params) => ({ ...params, data: toSubscriptionInput(params.data) }),
};
