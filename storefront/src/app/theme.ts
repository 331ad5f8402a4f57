import { createTheme } from '@mui/material/styles';
import { brandTheme, focusVisibleStyles, reducedMotionStyles } from '@tribuna/common/theme';

export const theme = createTheme({
  ...brandTheme,
  components: { MuiCssBaseline: { styleOverrides: { ...reducedMotionStyles, ...focusVisibleStyles } } },
});
