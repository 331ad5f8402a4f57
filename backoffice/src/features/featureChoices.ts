import { featureTypes } from '@tribuna/common/schemas/features';

/** The feature types as choices of a select, named by their translated label. */
export const featureTypeChoices = featureTypes.map((type) => ({
  id: type,
  name: `resources.features.types.${type}`,
}));
