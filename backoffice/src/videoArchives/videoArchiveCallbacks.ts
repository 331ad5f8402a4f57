import type { LocaleMap } from '@tribuna/common/schemas/common';
import type { VideoArchiveInput } from '@tribuna/common/schemas/videoArchives';
import type { ResourceCallbacks } from 'react-admin';
import { toArticleInput } from '../articles/articleCallbacks';

const filled = (value: unknown): LocaleMap => toArticleInput({ title: value }).title;

/** The video archive form's values as the API's `videoArchiveInput`: the videos in the form's order. */
export function toVideoArchiveInput(values: Record<string, unknown>): VideoArchiveInput {
  const { title, perex, image, requiredFeatureUuids, publishedAt, uuid } = toArticleInput(values);
  const videos = Array.isArray(values.videos) ? (values.videos as (Record<string, unknown> | null)[]) : [];
  return {
    ...(uuid && { uuid }),
    title,
    perex,
    image,
    videos: videos.flatMap((v) =>
      v
        ? [
            {
              ...(typeof v.uuid === 'string' && { uuid: v.uuid }),
              title: filled(v.title),
              link: typeof v.link === 'string' ? v.link.trim() : '',
              thumbnail: typeof v.thumbnail === 'string' && v.thumbnail !== '' ? v.thumbnail : null,
            },
          ]
        : [],
    ),
    requiredFeatureUuids,
    publishedAt,
  };
}

export const videoArchiveCallbacks: ResourceCallbacks = {
  resource: 'video-archives',
  beforeCreate: async (params) => ({ ...params, data: toVideoArchiveInput(params.data) }),
  beforeUpdate: async (params) => ({ ...params, data: toVideoArchiveInput(params.data) }),
};
