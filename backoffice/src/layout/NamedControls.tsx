import type { Theme } from '@mui/material/styles';
import { ThemeProvider } from '@mui/material/styles';
import { useCallback, type ReactNode } from 'react';
import { ExportButton, LoadingPage, useTranslate, type ExportButtonProps } from 'react-admin';

/**
 * Names the MUI controls that react-admin leaves without a name, or with an English one, in the back
 * office's language:
 * - every spinner and progress bar below it ("Načítání"), unless it has a name of its own.
 *   react-admin draws MUI's progress components with no name (the app bar's loading indicator, a
 *   field's bar shown after a second of loading, the save and sign-in buttons' spinners), so a screen
 *   reader hears an anonymous progress bar (WCAG 4.1.2, axe `aria-progressbar-name`). A component's
 *   own `aria-label` wins over this default, and its own `aria-labelledby` wins over both;
 * - the page arrows of a list on a phone ("Předchozí", "Další"): react-admin's pagination names
 *   them on wider screens only, and MUI's default is English ("Go to previous page");
 * - what a choice list says when it has nothing to offer ("Žádné možnosti"): react-admin's
 *   autocomplete inputs translate their other texts, but leave this one to MUI ("No options").
 */
export function NamedControls({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const label = translate('ra.page.loading');
  const noOptions = translate('admin.noOptions');
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
        MuiTablePagination: {
          ...outer.components?.MuiTablePagination,
          defaultProps: {
            ...outer.components?.MuiTablePagination?.defaultProps,
            getItemAriaLabel: (type) => translate(`ra.navigation.${type}`),
          },
        },
        MuiAutocomplete: {
          ...outer.components?.MuiAutocomplete,
          defaultProps: { ...outer.components?.MuiAutocomplete?.defaultProps, noOptionsText: noOptions },
        },
      },
    }),
    [label, noOptions, translate],
  );
  return <ThemeProvider theme={named}>{children}</ThemeProvider>;
}

/** react-admin's page shown while it checks the sign-in, with its spinner named. */
export function NamedLoadingPage() {
  return (
    <NamedControls>
      <LoadingPage />
    </NamedControls>
  );
}

/**
 * react-admin's export button, named on a phone too: there react-admin draws an icon-only button and
 * names it only while it is enabled, so an empty list's export was a nameless button (axe
 * `button-name`).
 */
export function NamedExportButton(props: ExportButtonProps) {
  const translate = useTranslate();
  return <ExportButton aria-label={translate(props.label ?? 'ra.action.export')} {...props} />;
}
