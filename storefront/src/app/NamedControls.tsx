import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Names MUI's controls in the storefront's language where MUI's own names are English:
 * - a page list (`Pagination`): "Stránkování", its buttons "Přejít na stranu 2", "Strana 1" for the
 *   current one, "Přejít na další stranu" (MUI's are "pagination navigation", "Go to page 2");
 * - the close button of a message (`Alert` with `onClose`): "Zavřít" (MUI's is "Close").
 * A component's own name wins over these.
 */
export function NamedControls({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const named = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiPagination: {
          ...outer.components?.MuiPagination,
          defaultProps: {
            ...outer.components?.MuiPagination?.defaultProps,
            'aria-label': t('common.pagination.label'),
            getItemAriaLabel: (type, page, selected) =>
              type === 'page'
                ? t(selected ? 'common.pagination.page' : 'common.pagination.goTo', { page })
                : t(`common.pagination.${type}`),
          },
        },
        MuiAlert: {
          ...outer.components?.MuiAlert,
          defaultProps: { ...outer.components?.MuiAlert?.defaultProps, closeText: t('common.close') },
        },
      },
    }),
    [t],
  );
  return <ThemeProvider theme={named}>{children}</ThemeProvider>;
}
