import type { Plugin } from 'vite';

/**
 * MUI's ThemeProvider and createTheme import its CSS-variables theming (CssVarsProvider,
 * createThemeWithVars) whatever the theme, and pick it at run time only for a theme made with
 * `cssVariables` or `colorSchemes`: about 7 KB gzipped of every first bundle. Our themes (the
 * storefront's app/theme.ts, the back office's layout/theme.ts on react-admin's) have neither, so the
 * front ends' builds swap these two modules for stubs that throw if they are ever used; the unit
 * tests (not built with these configs) use the real ones, the journeys the built ones. After an MUI
 * upgrade, the bench's per-page figures show whether the swap still applies.
 */
export function muiWithoutCssVariables(): Plugin {
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
      const unused = `function unused() { throw new Error('MUI CSS theme variables are left out of this build (scripts/muiWithoutCssVariables.ts)'); }`;
      return `${unused}\n${stubs[id.slice(prefix.length)]}`;
    },
  };
}
