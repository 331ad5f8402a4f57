import { createTheme } from '@mui/material/styles';
import { brandTheme } from '@tribuna/common/theme';

/**
 * The MUI theme of the screens and dialogs that use MUI (MuiScope.tsx). The global styles that
 * MUI's CssBaseline and the shared focus ring and reduced-motion rules (common/theme.ts) would add
 * are in the shell's CSS (app/styles), loaded with the first page before any MUI.
 */
export const theme = createTheme(brandTheme);
