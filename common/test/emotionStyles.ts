import { __unsafe_useEmotionCache } from '@emotion/react';
import { render } from '@testing-library/react';
import { createElement } from 'react';

/**
 * Empties the page's head of the styles earlier test files inserted, for a front end whose test files
 * share one jsdom window (`isolate: false`).
 *
 * Emotion's default style cache lives in `@emotion/react`, which stays loaded from file to file; each
 * file's components add the rules they use (one `<style>` element per rule in development) and none
 * go. By the back office's last file the page held 3,400 of them, and jsdom's `getComputedStyle`,
 * which Testing Library's role queries call for every candidate's visibility, walks them all. Called
 * when a file starts, before anything renders: the cache forgets what it inserted and removes its
 * elements, so the file's components insert the rules they use again. Elements of style caches a
 * front end made itself (the storefront's), left by unmounted apps, go too.
 */
export function forgetEarlierStyles() {
  const found: { cache: ReturnType<typeof __unsafe_useEmotionCache> } = { cache: null };
  function DefaultCache() {
    found.cache = __unsafe_useEmotionCache();
    return null;
  }
  render(createElement(DefaultCache)).unmount();
  if (found.cache) {
    const { sheet, inserted } = found.cache;
    sheet.flush();
    for (const name of Object.keys(inserted)) delete inserted[name];
  }
  for (const element of document.head.querySelectorAll('style[data-emotion]')) element.remove();
}
