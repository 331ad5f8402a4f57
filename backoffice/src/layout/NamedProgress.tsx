import type { Theme } from '@mui/material/styles';
import { ThemeProvider } from '@mui/material/styles';
import { useCallback, type ReactNode } from 'react';
import { LoadingPage, useTranslate } from 'react-admin';

/**
 * Gives every spinner and progress bar below it a name in the back office's language ("Načítání"),
 * unless it has one of its own. react-admin draws MUI's progress components with no name (the app
 * bar's loading indicator, a field's bar shown after a second of loading, the save and sign-in
 * buttons' spinners), so a screen reader hears an anonymous progress bar (WCAG 4.1.2, axe
 * `aria-progressbar-name`). A component's own `aria-label` wins over this default, and its own
 * `aria-labelledby` wins over both.
 */
export function NamedProgress({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const label = translate('ra.page.loading');
  const named = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiCircularProgress: {
          ...outer.components?.MuiCircularProgress,
          defaultProps: { ...outer.components?.MuiCircularProgress?.defaultProps, 'aria-label': label },
        },
        MuiLinearProgress: {
          ...outer.components?.MuiLinearProgress,
          defaultProps: { ...outer.components?.MuiLinearProgress?.defaultProps, 'aria-label': label },
        },
      },
    }),
    [label],
  );
  return <ThemeProvider theme={named}>{children}</ThemeProvider>;
}

/** react-admin's page shown while it checks the sign-in, with its spinner named. */
export function NamedLoadingPage() {
  return (
    <NamedProgress>
      <LoadingPage />
    </NamedProgress>
  );
}
