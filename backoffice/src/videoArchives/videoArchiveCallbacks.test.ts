// @vitest-environment node
import { videoArchiveInput } from '@tribuna/common/schemas/videoArchives';
import { describe, expect, it } from 'vitest';
import { toVideoArchiveInput } from './videoArchiveCallbacks';

const A = '11111111-1111-4111-8111-111111111111';
const T = '22222222-2222-4222-8222-222222222222';

describe('toVideoArchiveInput', () => {
  it('sends the videos in the form order, with trimmed links and without read-only fields', () => {
    const input = toVideoArchiveInput({
      id: A,
      uuid: A,
      title: { cs: 'Sestřihy', en: '' },
      perex: { cs: 'Góly' },
      imageUrl: null,
      videoCount: 2,
      videos: [
        {
          title: { cs: 'Nové', sk: '' },
          link: ' https://www.youtube.com/watch?v=dQw4w9WgXcQ ',
          thumbnail: '',
        },
        {
          uuid: A,
          title: { cs: 'Staré' },
          link: 'https://www.youtube.com/embed/abcDEF12345',
          thumbnail: T,
          thumbnailUrl: '/x',
        },
        null,
      ],
      publishedAt: null,
    });
    expect(input.videos).toEqual([
      { title: { cs: 'Nové' }, link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', thumbnail: null },
      { uuid: A, title: { cs: 'Staré' }, link: 'https://www.youtube.com/embed/abcDEF12345', thumbnail: T },
    ]);
    expect(videoArchiveInput.safeParse(input).success).toBe(true);
  });
});
