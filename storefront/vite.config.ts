import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const api = process.env.TRIBUNA_API_ORIGIN ?? 'http://localhost:3000';

/**
 * MUI's ThemeProvider and createTheme import its CSS-variables theming (CssVarsProvider,
 * createThemeWithVars) whatever the theme, and pick it at run time only for a theme made with
 * `cssVariables` or `colorSchemes`: about 7 KB gzipped of every page's first bundle. Our theme
 * (app/theme.ts) has neither, so the build swaps these two modules for stubs that throw if they are
 * ever used; the unit tests (not built with this config) and the journeys use the real ones. After an
 * MUI upgrade, the bench's per-page figures show whether the swap still applies.
 */
function muiWithoutCssVariables(): Plugin {
  const stubs: Record<string, string> = {
    './createThemeWithVars.js': 'export default function createThemeWithVars() { unused(); }',
    './ThemeProviderWithVars.js': [
      'export function CssVarsProvider() { unused(); }',
      'export function Experimental_CssVarsProvider() { unused(); }',
      'export function useColorScheme() { unused(); }',
      'export function getInitColorSchemeScript() { unused(); }',
    ].join('\n'),
  };
  const prefix = '\0mui-without-css-variables:';
  return {
    name: 'tribuna:mui-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source in stubs && importer && /[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/]/.test(importer))
        return prefix + source;
      return null;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const unused = `function unused() { throw new Error('MUI CSS theme variables are left out of this build (storefront/vite.config.ts)'); }`;
      return `${unused}\n${stubs[id.slice(prefix.length)]}`;
    },
  };
}

export default defineConfig({
  plugins: [react(), muiWithoutCssVariables()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which files each screen loads (the bench's per-page figures).
    manifest: true,
    sourcemap: false,
    // Browsers without module preload (Safari before 17) still load every module, only without the
    // head start; the polyfill would cost every other browser its bytes in the first bundle.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What the first page needs comes as two files instead of some twenty: a phone on a slow
        // network pays a round trip per file, and files compress better whole. The libraries
        // change less often than the app, so they are cached apart from it.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/media': api },
  },
});
