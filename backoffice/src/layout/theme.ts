import type { CheckboxOwnerState } from '@mui/material';
import { grey } from '@mui/material/colors';
import { brandTheme, focusVisibleStyles, reducedMotionStyles } from '@tribuna/common/theme';
import { createElement } from 'react';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { KeyboardDatagridBody } from './KeyboardRows';
import { RecordNotFound } from './RecordNotFound';

/**
 * react-admin's default theme in the storefront's palette, shape and type (the same product), with
 * accessibility fixes the library leaves open:
 * - the app bar (AppBar.tsx) takes the brand's dark blue: react-admin's default light blue gives
 *   white text only 3.1:1;
 * - a row-selection checkbox gets its "select this row" label on the input itself: react-admin
 *   passes it as `aria-label` to MUI's Checkbox, which puts it on a plain span (an attribute a span
 *   may not have) and leaves the checkbox nameless;
 * - the access-denied, authentication-error and not-found pages show their text at half opacity
 *   (grey on white below 4.5:1): only their icon is faded here;
 * - the bulk-actions bar collapses to zero height when nothing is selected but its buttons stay
 *   focusable; hiding it keeps them out of the tab order and out of screen readers until rows are
 *   selected;
 * - a form's toolbar (Save, Delete) is react-admin's grey 300, on which the Delete button's red
 *   reads 3.8:1: it takes grey 100, where every toolbar button colour reads at least 4.5:1;
 * - the "undo" of an undoable change's notification is the primary blue on the snackbar's near
 *   black (2.2:1): it takes a light blue there;
 * - motion stops for people who ask their system for less, and every control focused from the
 *   keyboard shows the storefront's 3 px ring (common/theme.ts);
 * - an edit or show address whose record cannot be loaded says so and stays (react-admin's default
 *   is a toast and a jump to the list, which left staff wondering what they had opened);
 * - a table's rows that open a record are focusable and open with Enter (KeyboardRows.tsx).
 */
const readableMessage = (prefix: string) => ({
  [`& .${prefix}-message`]: { opacity: 1 },
  [`& .${prefix}-icon`]: { opacity: 0.5 },
});

/** Behind a form's Save and Delete buttons. */
export const FORM_TOOLBAR_BACKGROUND = grey[100];

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, ...brandTheme.palette },
  shape: brandTheme.shape,
  typography: { ...defaultTheme.typography, ...brandTheme.typography },
  components: {
    ...defaultTheme.components,
    MuiCssBaseline: { styleOverrides: { ...reducedMotionStyles, ...focusVisibleStyles } },
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: (state: CheckboxOwnerState) => (state['aria-label'] ? { 'aria-label': undefined } : {}),
          input: (state: CheckboxOwnerState) =>
            state['aria-label'] ? { 'aria-label': state['aria-label'] } : {},
        },
      },
    },
    RaDatagrid: { defaultProps: { body: KeyboardDatagridBody } },
    RaEdit: { defaultProps: { error: createElement(RecordNotFound) } },
    RaShow: { defaultProps: { error: createElement(RecordNotFound) } },
    RaAccessDenied: { styleOverrides: { root: readableMessage('RaAccessDenied') } },
    RaAuthenticationError: { styleOverrides: { root: readableMessage('RaAuthenticationError') } },
    RaNotFound: { styleOverrides: { root: readableMessage('RaNotFound') } },
    RaToolbar: { styleOverrides: { root: { backgroundColor: FORM_TOOLBAR_BACKGROUND } } },
    RaNotification: {
      styleOverrides: { root: { '& .RaNotification-undo': { color: '#90caf9' } } },
    },
    RaBulkActionsToolbar: {
      styleOverrides: {
        root: { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } },
      },
    },
  },
};
