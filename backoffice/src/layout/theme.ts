import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's default theme, with one accessibility fix: the bulk-actions bar collapses to zero
 * height when nothing is selected but its buttons stay focusable; hiding it keeps them out of the
 * tab order and out of screen readers until rows are selected.
 */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  components: {
    ...defaultTheme.components,
    RaBulkActionsToolbar: {
      styleOverrides: {
        root: { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } },
      },
    },
  },
};
