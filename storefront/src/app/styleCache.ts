import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The key of the storefront's style cache: the prefix of its class names and the name its server
 * styles carry (`<style data-emotion="tb …">`). Not emotion's default `css`: emotion makes its default
 * cache while its module runs, and that cache adopts (moves) the server's styles of its key there and
 * then. The app's own cache adopts them once the first MUI screen loads (MuiScope.tsx).
 */
export const STYLE_KEY = 'tb';

/** A style cache of the storefront's key: the server makes one per page, the browser one. */
export function createStyleCache(): EmotionCache {
  return createCache({ key: STYLE_KEY });
}
