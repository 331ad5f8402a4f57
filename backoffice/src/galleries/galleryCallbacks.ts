import type { GalleryInput } from '@tribuna/common/schemas/galleries';
import type { ResourceCallbacks } from 'react-admin';
import { toArticleInput } from '../articles/articleCallbacks';

/** A caption's filled languages only (an empty caption is `{}`). */
function caption(value: unknown): GalleryInput['images'][number]['caption'] {
  const map: Record<string, string> = {};
  for (const [locale, text] of Object.entries((value as Record<string, unknown> | null) ?? {})) {
    if ((locale === 'cs' || locale === 'sk' || locale === 'en') && typeof text === 'string' && text.trim())
      map[locale] = text.trim();
  }
  return map;
}

/** The gallery form's values as the API's `galleryInput`: the images in the form's order. */
export function toGalleryInput(values: Record<string, unknown>): GalleryInput {
  const { title, perex, image, requiredFeatureUuids, publishedAt, uuid } = toArticleInput(values);
  const images = Array.isArray(values.images) ? (values.images as Record<string, unknown>[]) : [];
  return {
    ...(uuid && { uuid }),
    title,
    perex,
    image,
    images: images
      .filter((i) => typeof i.file === 'string')
      .map((i) => ({
        ...(typeof i.uuid === 'string' && { uuid: i.uuid }),
        file: i.file as string,
        caption: caption(i.caption),
      })),
    requiredFeatureUuids,
    publishedAt,
  };
}

export const galleryCallbacks: ResourceCallbacks = {
  resource: 'galleries',
  beforeCreate: async (params) => ({ ...params, data: toGalleryInput(params.data) }),
  beforeUpdate: async (params) => ({ ...params, data: toGalleryInput(params.data) }),
};
