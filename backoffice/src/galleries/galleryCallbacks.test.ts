// @vitest-environment node
import { galleryInput } from '@tribuna/common/schemas/galleries';
import { describe, expect, it } from 'vitest';
import { toGalleryInput } from './galleryCallbacks';

const A = '11111111-1111-4111-8111-111111111111';
const F1 = '22222222-2222-4222-8222-222222222222';
const F2 = '33333333-3333-4333-8333-333333333333';

describe('toGalleryInput', () => {
  it('sends the images in the form order with their filled captions only, and nothing read-only', () => {
    const input = toGalleryInput({
      id: A,
      uuid: A,
      title: { cs: 'Derby', sk: '' },
      perex: { cs: 'Fotky' },
      image: '',
      imageUrl: '/media/files/x.webp',
      imageCount: 2,
      images: [
        { file: F2, url: '/media/files/b.webp', caption: { cs: ' Brána ', sk: '', en: null }, key: 'new-1' },
        { uuid: A, file: F1, url: '/media/files/a.webp', caption: {} },
        { url: 'broken' },
      ],
      publishedAt: '',
    });
    expect(input).toEqual({
      uuid: A,
      title: { cs: 'Derby' },
      perex: { cs: 'Fotky' },
      image: null,
      images: [
        { file: F2, caption: { cs: 'Brána' } },
        { uuid: A, file: F1, caption: {} },
      ],
      requiredFeatureUuids: [],
      publishedAt: null,
    });
    expect(galleryInput.safeParse(input).success).toBe(true);
  });
});
