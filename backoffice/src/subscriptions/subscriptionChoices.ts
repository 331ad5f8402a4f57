import { periodUnits, subscriptionTypes } from '@tribuna/common/schemas/subscriptions';

export const subscriptionTypeChoices = subscriptionTypes.map((type) => ({
  id: type,
  name: `resources.subscriptions.types.${type}`,
}));

export const periodUnitChoices = periodUnits.map((unit) => ({
  id: unit,
  name: `resources.subscriptions.periodUnits.${unit}`,
}));
