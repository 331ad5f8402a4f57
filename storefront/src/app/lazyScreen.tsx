import { lazy, type ComponentType } from 'react';

export type LazyScreen = ComponentType & { preload(): Promise<void> };

type Load<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A module that draws with MUI, loaded with MuiScope (the theme and MUI's style cache) around it:
 * MUI's engine comes with the first such screen or dialog, never with the first page's scripts.
 * The loaded component is made once, so the screen keeps its identity across loads.
 */
export function withMui<P extends object>(load: Load<P>): Load<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  return () => {
    loading ??= Promise.all([load(), import('./MuiScope')]).then(
      ([module, { withMuiScope }]) => ({ default: withMuiScope(module.default) }),
      (error: unknown) => {
        // A failed load (a network error) is tried again next time.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
}

/** A lazily loaded component that draws with MUI (a dialog, a menu): see `withMui`. */
export function lazyMui<P extends object>(load: Load<P>) {
  return lazy(withMui(load));
}

/**
 * A screen (or a part of one) loaded when first visited, or ahead with `preload`. A page rendered on the server is
 * taken over only once its screen is loaded: a screen still loading then would be drawn again from
 * scratch by the first update that reaches it (the session starting), instead of taken over.
 * Screens draw with MUI (inside MuiScope) unless `look` is `plain`: the home page's sections and the
 * article page, which the first visit waits for, are drawn with the shell's CSS alone.
 */
export function lazyScreen(
  load: () => Promise<{ default: ComponentType }>,
  look: 'mui' | 'plain' = 'mui',
): LazyScreen {
  const loadScreen = look === 'mui' ? withMui(load) : load;
  let loaded: ComponentType | null = null;
  const Lazy = lazy(loadScreen);
  function Screen() {
    const Loaded = loaded ?? Lazy;
    return <Loaded />;
  }
  return Object.assign(Screen, {
    preload: () =>
      loadScreen().then((module) => {
        loaded = module.default;
      }),
  });
}
