import { lazy, type ComponentType } from 'react';

export type LazyScreen = ComponentType & { preload(): Promise<void> };

/**
 * A screen (or a part of one) loaded when first visited, or ahead with `preload`. A page rendered on the server is
 * taken over only once its screen is loaded: a screen still loading then would be drawn again from
 * scratch by the first update that reaches it (the session starting), instead of taken over.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let loaded: ComponentType | null = null;
  const Lazy = lazy(load);
  function Screen() {
    const Loaded = loaded ?? Lazy;
    return <Loaded />;
  }
  return Object.assign(Screen, {
    preload: () =>
      load().then((module) => {
        loaded = module.default;
      }),
  });
}
