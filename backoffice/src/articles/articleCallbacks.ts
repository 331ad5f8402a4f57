import type { ArticleInput } from '@tribuna/common/schemas/articles';
import type { LocaleMap } from '@tribuna/common/schemas/common';
import type { ResourceCallbacks } from 'react-admin';

/** A translation left empty is absent, not an empty or null text (the API accepts strings only). */
function localeMap(value: unknown): LocaleMap {
  const map: Record<string, string> = {};
  for (const [locale, text] of Object.entries((value as Record<string, unknown> | null) ?? {})) {
    if (typeof text === 'string' && text.trim() !== '') map[locale] = text;
  }
  return map as LocaleMap;
}

function isoOrNull(value: unknown): string | null {
  if (!(value instanceof Date) && (typeof value !== 'string' || value === '')) return null;
  return new Date(value).toISOString();
}

/**
 * The article form's values as the API's `articleInput`: only its fields, empty translations
 * dropped, no image as null and the publication time as an ISO string with offset.
 */
export function toArticleInput(values: Record<string, unknown>): ArticleInput {
  const image = typeof values.image === 'string' ? values.image.trim() : '';
  const features = Array.isArray(values.requiredFeatureUuids) ? values.requiredFeatureUuids : [];
  return {
    ...(typeof values.uuid === 'string' && { uuid: values.uuid }),
    title: localeMap(values.title),
    perex: localeMap(values.perex),
    body: localeMap(values.body),
    image: image === '' ? null : image,
    // A cleared picker leaves no author (the API replaces the whole article).
    authorUuid: typeof values.authorUuid === 'string' && values.authorUuid !== '' ? values.authorUuid : null,
    requiredFeatureUuids: features.filter((f): f is string => typeof f === 'string'),
    sendNotifications: values.sendNotifications === true,
    publishedAt: isoOrNull(values.publishedAt),
  };
}

export const articleCallbacks: ResourceCallbacks = {
  resource: 'articles',
  beforeCreate: async (params) => ({ ...params, data: toArticleInput(params.data) }),
  beforeUpdate: async (params) => ({ ...params, data: toArticleInput(params.data) }),
};
