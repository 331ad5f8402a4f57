import { Children, isValidElement, type ReactNode } from 'react';
import { Stack } from '@mui/material';
import { Labeled, Show, TopToolbar } from 'react-admin';

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

/**
 * A record's fields side by side, wrapping onto the next line where the screen ends. As in
 * react-admin's SimpleShowLayout, a field with a `source` is labelled by it; anything else (a
 * `<Labeled>` of its own, a part that labels itself) stands as it is.
 */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={4} flexWrap="wrap" useFlexGap>
      {Children.map(children, (child) =>
        isValidElement<{ source?: unknown }>(child) && typeof child.props.source === 'string' ? (
          <Labeled>{child}</Labeled>
        ) : (
          child
        ),
      )}
    </Stack>
  );
}
