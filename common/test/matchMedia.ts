/**
 * A `window.matchMedia` for jsdom, which has none: each query matches when `matches` says so. MUI's
 * `useMediaQuery` asks it for the responsive layout; by default nothing matches (a wide screen).
 */
export function fakeMatchMedia(matches: (query: string) => boolean = () => false): typeof window.matchMedia {
  return (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
