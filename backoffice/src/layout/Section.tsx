import { Box, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** A titled part of a page; the heading names the region for screen readers. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
