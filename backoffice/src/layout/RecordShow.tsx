import type { ReactNode } from 'react';
import { Stack } from '@mui/material';
import { Show, TopToolbar } from 'react-admin';

/**
 * One record's page: the buttons of its toolbar above, then its parts one below another (most
 * often a FieldRow first, then its Sections).
 */
export function RecordShow({ toolbar, children }: { toolbar: ReactNode; children: ReactNode }) {
  return (
    <Show actions={<TopToolbar>{toolbar}</TopToolbar>}>
      <Stack spacing={3} sx={{ p: 2 }}>
        {children}
      </Stack>
    </Show>
  );
}

/** A record's labelled fields side by side, wrapping onto the next line where the screen ends. */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={4} flexWrap="wrap" useFlexGap>
      {children}
    </Stack>
  );
}
