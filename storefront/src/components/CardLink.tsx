import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Link } from 'react-router';

/**
 * The whole card as one link, drawn as MUI's CardActionArea draws it (hover shade, focus ring) without
 * its ripple and button base, which would weigh on the first pages' scripts.
 */
export function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Box
      component={Link}
      to={to}
      sx={{
        display: 'block',
        height: '100%',
        color: 'inherit',
        textDecoration: 'none',
        borderRadius: 'inherit',
        transition: (theme) => theme.transitions.create('background-color'),
        '&:hover': { bgcolor: 'action.hover' },
        // The shared focus ring (common/theme.ts), drawn inside: a card's edge would cut it off.
        '&:focus-visible': { outlineOffset: -3 },
      }}
    >
      {children}
    </Box>
  );
}
