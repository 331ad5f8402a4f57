import { createTheme } from '@mui/material/styles';
import { brandTheme } from '@tribuna/common/theme';

export const theme = createTheme(brandTheme);
