import type { ComponentType, ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { NamedControls } from './NamedControls';
import { createStyleCache } from './styleCache';
import { theme } from './theme';

let browserCache: EmotionCache | undefined;

/**
 * MUI's engine for the screens and dialogs that use its components: the app's theme, MUI's
 * controls named in the page's language, and (in the browser) the style cache that adopted the
 * server's styles. Only lazily loaded code imports this module: the shell and the first screens of
 * the home and article pages are plain CSS (app/styles), so a first visit does not load MUI at all.
 * On the server the page's own cache (entry-server.tsx) is the one above.
 */
export function MuiScope({ children }: { children: ReactNode }) {
  const scoped = (
    <ThemeProvider theme={theme}>
      <NamedControls>{children}</NamedControls>
    </ThemeProvider>
  );
  if (typeof document === 'undefined') return scoped;
  browserCache ??= createStyleCache();
  return <CacheProvider value={browserCache}>{scoped}</CacheProvider>;
}

/** `Component` inside MuiScope. */
export function withMuiScope<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Scoped(props: P) {
    return (
      <MuiScope>
        <Component {...props} />
      </MuiScope>
    );
  }
  Scoped.displayName = `MuiScope(${Component.displayName ?? Component.name})`;
  return Scoped;
}
