import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The whole card as one link, drawn as MUI's CardActionArea draws it (hover shade, focus ring) with
 * the shell's CSS (`.card-link`), without its ripple and button base, which would weigh on the
 * first pages' scripts.
 */
export function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="card-link">
      {children}
    </Link>
  );
}
