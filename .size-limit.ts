// `npm run test:size` (part of `npm test`, after the build): each page's first-load JavaScript,
// gzipped as the bench measures it (scripts/bench/bundles.ts), held to its budget. Sizes are exact,
// so a change that grows a page past it fails here rather than in the next bench.
import type { SizeLimitConfig } from 'size-limit';
import { pageFiles, pages } from './scripts/bench/bundles';

export default Promise.all(
  pages
    .filter((page) => page.budget)
    .map(async (page) => ({
      name: `${page.app}: ${page.name}`,
      path: (await pageFiles(page.app, page.lazy)).map((file) => `${page.app}/dist/${file}`),
      limit: page.budget,
      gzip: true,
    })),
) satisfies Promise<SizeLimitConfig>;
