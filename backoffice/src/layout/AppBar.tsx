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
          <Box
            component="span"
            role="group"
            aria-label={translate('admin.languageSwitch')}
            // On a phone the language's name would push the page title out of sight: the button
            // shows its icons only there, and keeps the name for screen readers.
            sx={{ '& .MuiButton-root': { fontSize: { xs: 0, sm: undefined }, minWidth: 0 } }}
          >
            <LocalesMenuButton />
          </Box>
          <LoadingIndicator />
        </>
      }
    >
      {/* A phone's bar is narrow: a smaller title keeps "Kontrola vstupeniek" whole. */}
      <TitlePortal component="h1" sx={{ fontSize: { xs: '1.0625rem', sm: '1.25rem' } }} />
    </RaAppBar>
  );
}
