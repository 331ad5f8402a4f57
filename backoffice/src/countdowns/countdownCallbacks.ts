import type { CountdownInput } from '@tribuna/common/schemas/countdowns';
import type { ResourceCallbacks } from 'react-admin';
import { toArticleInput } from '../articles/articleCallbacks';

/** The countdown form's values as the API's `countdownInput`. */
export function toCountdownInput(values: Record<string, unknown>): CountdownInput {
  const {
    title,
    image,
    uuid,
    publishedAt: targetAt,
  } = toArticleInput({ ...values, publishedAt: values.targetAt });
  const link = typeof values.link === 'string' ? values.link.trim() : '';
  return {
    ...(uuid && { uuid }),
    title,
    // Required by the form; the API answers the field's error if it is missing anyway.
    targetAt: targetAt ?? '',
    image,
    link: link === '' ? null : link,
  };
}

export const countdownCallbacks: ResourceCallbacks = {
  resource: 'countdowns',
  beforeCreate: async (params) => ({ ...params, data: toCountdownInput(params.data) }),
  beforeUpdate: async (params) => ({ ...params, data: toCountdownInput(params.data) }),
};
