/**
 * The look both front ends share: one palette, shape and type, so the back office is the same
 * product as the storefront. Plain values (no UI library here): each app builds its MUI theme from
 * them. Every colour meets WCAG AA (4.5:1) against white text or a white background.
 */
export const brandTheme = {
  palette: {
    // 11.4:1 with white.
    primary: { main: '#0b3d91', contrastText: '#ffffff' },
    // 5.6:1 with white.
    secondary: { main: '#c62828', contrastText: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
} as const;

/**
 * For people who ask their system for less motion (WCAG 2.3.3): every animation and transition
 * ends at once, in both front ends (the back office's `MuiCssBaseline`, the storefront's
 * `app/styles/base.css`, which writes the same rules in CSS). Spinners show a still frame, dialogs and
 * menus appear without sliding or growing, ripples do not spread, and nothing scrolls smoothly. A CSS media query, so the server's page and the browser's agree.
 */
export const reducedMotionStyles = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      animationDelay: '0s !important',
      transitionDuration: '0.01ms !important',
      transitionDelay: '0s !important',
      scrollBehavior: 'auto !important',
    },
  },
} as const;

/** The keyboard focus ring on the page's light surfaces: the brand blue, 11.4:1 against white. */
export const FOCUS_RING = brandTheme.palette.primary.main;
/** The ring on dark surfaces (app bars, snackbars): 5:1 against the brand blue, 6:1 on near black. */
export const FOCUS_RING_ON_DARK = '#ff9800';

/**
 * One keyboard focus indicator for every control of both front ends (the back office's
 * `MuiCssBaseline`; the storefront's `app/styles/base.css` writes the same rules), as the storefront
 * header draws it: a 3 px ring outside the control with at least 3:1 against its surroundings
 * (WCAG 2.4.13). MUI's own indicators were a light tint or a faint
 * ripple, and a sort header only turned a lighter grey. `.Mui-focusVisible` is where MUI marks a
 * control whose native element is hidden (a checkbox's box) or is not the one that is drawn.
 * Selectors start at `body` so that they outweigh MUI's `outline: 0` and lose to a component's own
 * ring (the header's). Text fields keep their 2 px focused border; items in lists, menus and table
 * rows draw the ring inside, where a scrolling container does not cut it off.
 */
export const focusVisibleStyles = {
  'body :focus-visible, body .Mui-focusVisible': {
    outline: `3px solid ${FOCUS_RING}`,
    outlineOffset: '2px',
  },
  'body .MuiAppBar-root :focus-visible, body .MuiAppBar-root .Mui-focusVisible, body .MuiSnackbarContent-root :focus-visible, body .MuiSnackbarContent-root .Mui-focusVisible':
    { outlineColor: FOCUS_RING_ON_DARK },
  'body .MuiInputBase-input:focus-visible': { outline: 'none' },
  'body .MuiMenuItem-root:focus-visible, body .MuiMenuItem-root.Mui-focusVisible, body .MuiListItemButton-root.Mui-focusVisible, body tr:focus-visible':
    { outlineOffset: '-3px' },
} as const;
