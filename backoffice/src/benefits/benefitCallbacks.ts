import type { BenefitInput } from '@tribuna/common/schemas/benefits';
import type { ResourceCallbacks } from 'react-admin';
import { toArticleInput } from '../articles/articleCallbacks';

/** The benefit form's values as the API's `benefitInput` (the texts and times as for articles). */
export function toBenefitInput(values: Record<string, unknown>): BenefitInput {
  const { title, perex, body, image, requiredFeatureUuids, publishedAt, uuid } = toArticleInput(values);
  const link = typeof values.link === 'string' ? values.link.trim() : '';
  return {
    ...(uuid && { uuid }),
    title,
    perex,
    body,
    image,
    link: link === '' ? null : link,
    requiredFeatureUuids,
    publishedAt,
  };
}

export const benefitCallbacks: ResourceCallbacks = {
  resource: 'benefits',
  beforeCreate: async (params) => ({ ...params, data: toBenefitInput(params.data) }),
  beforeUpdate: async (params) => ({ ...params, data: toBenefitInput(params.data) }),
};
