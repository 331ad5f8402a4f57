import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicArticleSummary } from '@tribuna/common/schemas/articles';
import { renderWithApp } from '../../../test/helpers';
import { ArticleGrid } from './ArticleGrid';

const articles: PublicArticleSummary[] = Array.from({ length: 5 }, (_, i) => ({
  uuid: `0b5d6c1e-4a8f-4f3e-9c2d-7e6f5a4b3c2${i}`,
  language: 'cs',
  title: `Článek ${i + 1}`,
  perex: 'Perex',
  image: `/media/demo/article-${i + 1}.svg`,
  publishedAt: '2026-01-10T10:00:00.000Z',
}));

afterEach(cleanup);

describe('article grid', () => {
  it('loads the images on screen at once, the first one first, and the rest when scrolled to', async () => {
    renderWithApp(
      <ArticleGrid articles={articles} loading={false} error={false} onRetry={() => undefined} />,
    );
    await screen.findByText('Článek 1');
    const images = document.querySelectorAll('img');
    expect(
      [...images].map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]),
    ).toEqual([
      ['eager', 'high'],
      ['eager', 'auto'],
      ['eager', 'auto'],
      ['lazy', 'auto'],
      ['lazy', 'auto'],
    ]);
    // Width and height reserve the image's place before it arrives (no layout shift).
    for (const img of images) {
      expect(img.getAttribute('width')).toBe('1200');
      expect(img.getAttribute('height')).toBe('630');
    }
  });
});
