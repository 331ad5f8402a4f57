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
  image: {
    url: `/media/files/0b5d6c1e-4a8f-4f3e-9c2d-7e6f5a4b3c2${i}/w640.webp`,
    width: 1200,
    height: 630,
    srcset: `/media/files/0b5d6c1e-4a8f-4f3e-9c2d-7e6f5a4b3c2${i}/w320.webp 320w`,
  },
  author: null,
  requiredFeatureUuids: i === 0 ? ['1b5d6c1e-4a8f-4f3e-9c2d-7e6f5a4b3c20'] : [],
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
      expect(img.getAttribute('srcset')).toMatch(/ 320w$/);
    }
  });

  it('shows a members-only article with its title, its image and a lock', async () => {
    renderWithApp(
      <ArticleGrid articles={articles} loading={false} error={false} onRetry={() => undefined} />,
    );
    const first = (await screen.findByText('Článek 1')).closest('article')!;
    expect(first.textContent).toContain('Jen pro členy');
    expect(first.querySelector('img')).not.toBeNull();
    expect(screen.getAllByText('Jen pro členy')).toHaveLength(1);
  });
});
