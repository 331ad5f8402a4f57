import type { ComponentProps } from 'react';
import { alpha, styled, type Theme } from '@mui/material/styles';
import { Link, NavLink } from 'react-router';

/**
 * The buttons and button-looking links of the pages every visitor opens first (header, home, the
 * article list, not found), drawn as MUI's text, outlined and contained buttons are, from plain
 * elements. MUI's Button brings its ripple, transitions and loading spinner to the first bundle;
 * these bring a few lines of style. Forms and later screens keep MUI's Button.
 */
export type ActionVariant = 'text' | 'outlined' | 'contained';

interface Look {
  variant?: ActionVariant;
  /** `inherit`: the surrounding text colour (the app bar's white). */
  tone?: 'primary' | 'inherit';
}

const padding: Record<ActionVariant, string> = {
  text: '6px 8px',
  outlined: '5px 15px',
  contained: '6px 16px',
};

function look({ theme, variant = 'text', tone = 'primary' }: Look & { theme: Theme }) {
  const { primary } = theme.palette;
  const color = tone === 'inherit' ? 'inherit' : primary.main;
  return {
    ...theme.typography.button,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box' as const,
    minWidth: 64,
    margin: 0,
    padding: padding[variant],
    border: variant === 'outlined' ? `1px solid ${alpha(primary.main, 0.5)}` : 0,
    borderRadius: theme.shape.borderRadius,
    color: variant === 'contained' ? primary.contrastText : color,
    backgroundColor: variant === 'contained' ? primary.main : 'transparent',
    boxShadow: variant === 'contained' ? theme.shadows[2] : 'none',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none' as const,
    WebkitTapHighlightColor: 'transparent',
    transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color'], {
      duration: theme.transitions.duration.short,
    }),
    '&:hover': {
      backgroundColor:
        variant === 'contained'
          ? primary.dark
          : tone === 'inherit'
            ? 'color-mix(in srgb, currentColor 12%, transparent)'
            : alpha(primary.main, theme.palette.action.hoverOpacity),
      borderColor: variant === 'outlined' ? primary.main : undefined,
    },
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  };
}

const ownProps = (prop: PropertyKey) => prop !== 'variant' && prop !== 'tone' && prop !== 'sx';

/** A link to a route that looks like a button. */
export const ActionLink = styled(Link, { shouldForwardProp: ownProps })<Look>(look);

/** A navigation link that looks like a button; its route's link carries the class `active`. */
export const ActionNavLink = styled(NavLink, { shouldForwardProp: ownProps })<Look>(look);

/** A link outside the storefront (the back office) that looks like a button. */
export const ActionAnchor = styled('a', { shouldForwardProp: ownProps })<Look>(look);

const StyledButton = styled('button', { shouldForwardProp: ownProps })<Look>(look);

/** A button that does not submit a form unless told to. */
export function ActionButton({ type = 'button', ...props }: ComponentProps<typeof StyledButton>) {
  return <StyledButton type={type} {...props} />;
}
