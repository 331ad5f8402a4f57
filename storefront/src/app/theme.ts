import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: { primary: { main: '#0b3d91' }, secondary: { main: '#e53935' } },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
});
