import type { AudioArchiveInput } from '@tribuna/common/schemas/audioArchives';
import type { LocaleMap } from '@tribuna/common/schemas/common';
import type { ResourceCallbacks } from 'react-admin';
import { toArticleInput } from '../articles/articleCallbacks';

const filled = (value: unknown): LocaleMap => toArticleInput({ title: value }).title;

/** The audio gallery form's values as the API's `audioArchiveInput`: the tracks in the form's order. */
export function toAudioArchiveInput(values: Record<string, unknown>): AudioArchiveInput {
  const { title, perex, image, requiredFeatureUuids, publishedAt, uuid } = toArticleInput(values);
  const audios = Array.isArray(values.audios) ? (values.audios as (Record<string, unknown> | null)[]) : [];
  return {
    ...(uuid && { uuid }),
    title,
    perex,
    image,
    audios: audios.flatMap((a) =>
      a && typeof a.file === 'string' && a.file !== ''
        ? [{ ...(typeof a.uuid === 'string' && { uuid: a.uuid }), title: filled(a.title), file: a.file }]
        : [],
    ),
    requiredFeatureUuids,
    publishedAt,
  };
}

export const audioArchiveCallbacks: ResourceCallbacks = {
  resource: 'audio-archives',
  beforeCreate: async (params) => ({ ...params, data: toAudioArchiveInput(params.data) }),
  beforeUpdate: async (params) => ({ ...params, data: toAudioArchiveInput(params.data) }),
};
