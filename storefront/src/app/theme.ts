import { createTheme } from '@mui/material/styles';
import { brandTheme, reducedMotionStyles } from '@tribuna/common/theme';

export const theme = createTheme({
  ...brandTheme,
  components: { MuiCssBaseline: { styleOverrides: reducedMotionStyles } },
});
