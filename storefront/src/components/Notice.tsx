import type { ReactNode } from 'react';
import { Box, type BoxProps } from '@mui/material';

const colours = { error: 'error.main', info: 'info.dark' } as const;

/**
 * A notice in a page: a filled band in the palette's error or info colour (white text at 4.5:1 or
 * more), with an optional action at its end. What MUI's Alert shows, without its icons and close
 * button, so the article pages' bundles stay without them. Errors are alerts for screen readers.
 */
export function Notice({
  severity,
  action,
  children,
  sx,
  ...props
}: { severity: keyof typeof colours; action?: ReactNode; children: ReactNode } & Omit<BoxProps, 'children'>) {
  return (
    <Box
      role={severity === 'error' ? 'alert' : 'status'}
      {...props}
      sx={[
        {
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          minHeight: 48,
          py: 0.75,
          px: 2,
          borderRadius: 1,
          bgcolor: colours[severity],
          color: 'common.white',
          typography: 'body2',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box sx={{ flexGrow: 1 }}>{children}</Box>
      {action}
    </Box>
  );
}
