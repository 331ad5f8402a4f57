import type { FeatureInput, FeatureType } from '@tribuna/common/schemas/features';
import type { ResourceCallbacks } from 'react-admin';
import { localeMap } from '../inputs/localeMap';

/**
 * The feature form's values as the API's `featureInput`: its name without empty translations, the
 * type and only the setting that type needs (the form keeps the fields of a type the user left).
 */
export function toFeatureInput(values: Record<string, unknown>): FeatureInput {
  const base = {
    ...(typeof values.uuid === 'string' && { uuid: values.uuid }),
    name: localeMap(values.name),
  };
  const type = values.type as FeatureType;
  switch (type) {
    case 'presale':
      return { ...base, type, presaleLimit: Number(values.presaleLimit) };
    case 'voucher_from_pool':
      return { ...base, type, poolName: String(values.poolName ?? '') };
    case 'onesignal_notification_segment':
      return { ...base, type, segmentName: String(values.segmentName ?? '') };
    default:
      return { ...base, type };
  }
}

export const featureCallbacks: ResourceCallbacks = {
  resource: 'features',
  beforeCreate: async (params) => ({ ...params, data: toFeatureInput(params.data) }),
  beforeUpdate: async (params) => ({ ...params, data: toFeatureInput(params.data) }),
};
