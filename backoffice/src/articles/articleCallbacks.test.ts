// @vitest-environment node
import { articleInput } from '@tribuna/common/schemas/articles';
import { describe, expect, it } from 'vitest';
import { toArticleInput } from './articleCallbacks';

const A = '11111111-1111-4111-8111-111111111111';

describe('toArticleInput', () => {
  it('sends what the API accepts: no empty translations, no read-only fields, ISO time with offset', () => {
    const input = toArticleInput({
      id: A,
      uuid: A,
      title: { cs: 'Derby', sk: null, en: '' },
      perex: { cs: 'Perex', sk: 'Perex SK' },
      body: { cs: '<p>Text</p>', en: null },
      image: '  ',
      publishedAt: '2025-03-01T10:00',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    });
    expect(input).toEqual({
      uuid: A,
      title: { cs: 'Derby' },
      perex: { cs: 'Perex', sk: 'Perex SK' },
      body: { cs: '<p>Text</p>' },
      image: null,
      authorUuid: null,
      requiredFeatureUuids: [],
      sendNotifications: false,
      publishedAt: new Date(2025, 2, 1, 10, 0).toISOString(),
    });
    expect(articleInput.safeParse(input).success).toBe(true);
  });

  it('sends the picked author, and no author once the picker is cleared', () => {
    const B = '22222222-2222-4222-8222-222222222222';
    expect(toArticleInput({ title: { cs: 'a' }, authorUuid: B }).authorUuid).toBe(B);
    expect(toArticleInput({ title: { cs: 'a' }, authorUuid: '' }).authorUuid).toBeNull();
    expect(toArticleInput({ title: { cs: 'a' }, authorUuid: null }).authorUuid).toBeNull();
  });

  it('keeps an unpublished article unpublished and an already ISO time as it is', () => {
    expect(toArticleInput({ title: { cs: 'a' }, publishedAt: null }).publishedAt).toBeNull();
    expect(toArticleInput({ title: { cs: 'a' }, publishedAt: '' }).publishedAt).toBeNull();
    expect(toArticleInput({ publishedAt: '2025-03-01T09:00:00.000Z' }).publishedAt).toBe(
      '2025-03-01T09:00:00.000Z',
    );
  });
});
