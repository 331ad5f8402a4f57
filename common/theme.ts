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
 * ends at once, in both front ends (their global styles, `MuiCssBaseline`). Spinners show a still
 * frame, dialogs and menus appear without sliding or growing, ripples do not spread, and nothing
 * scrolls smoothly. A CSS media query, so the server's page and the browser's agree.
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
