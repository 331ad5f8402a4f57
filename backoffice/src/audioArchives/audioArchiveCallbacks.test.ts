// @vitest-environment node
import { audioArchiveInput } from '@tribuna/common/schemas/audioArchives';
import { describe, expect, it } from 'vitest';
import { toAudioArchiveInput } from './audioArchiveCallbacks';

const A = '11111111-1111-4111-8111-111111111111';
const F = '22222222-2222-4222-8222-222222222222';

describe('toAudioArchiveInput', () => {
  it('sends the tracks in the form order, without read-only fields or tracks without a file', () => {
    const input = toAudioArchiveInput({
      id: A,
      title: { cs: 'Rozhovory' },
      perex: { cs: 'Po zápase', sk: '' },
      image: F,
      audioCount: 2,
      audios: [
        { uuid: A, title: { cs: 'Trenér', en: '' }, file: F, durationSeconds: 61, url: '/x.mp3' },
        { title: { cs: 'Bez souboru' }, file: '' },
      ],
    });
    expect(input).toEqual({
      title: { cs: 'Rozhovory' },
      perex: { cs: 'Po zápase' },
      image: F,
      audios: [{ uuid: A, title: { cs: 'Trenér' }, file: F }],
      requiredFeatureUuids: [],
      publishedAt: null,
    });
    expect(audioArchiveInput.safeParse(input).success).toBe(true);
  });
});
