import { Box } from '@mui/material';
import {
  AppBar as RaAppBar,
  LoadingIndicator,
  LocalesMenuButton,
  TitlePortal,
  useTranslate,
} from 'react-admin';

/**
 * react-admin's app bar with the admin language switch always in reach. The page title there is
 * the page's h1 (react-admin renders it as a plain span).
 */
export function AppBar() {
  const translate = useTranslate();
  return (
    <RaAppBar
      color="primary"
      toolbar={
        <>
          <Box component="span" role="group" aria-label={translate('admin.languageSwitch')}>
            <LocalesMenuButton />
          </Box>
          <LoadingIndicator />
        </>
      }
    >
      <TitlePortal component="h1" />
    </RaAppBar>
  );
}
