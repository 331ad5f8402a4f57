import type { ComponentProps } from 'react';
import { Link, NavLink } from 'react-router';

/**
 * The buttons and button-looking links of the shell and the first pages (header, home, the article
 * pages, not found), drawn as MUI's text, outlined and contained buttons are, from plain elements
 * and the shell's CSS (`.action` in app/styles/base.css). MUI's Button brings its ripple, transitions, loading
 * spinner and MUI's engine to the first bundle; these bring a class name. Forms and later screens
 * keep MUI's Button.
 */
export type ActionVariant = 'text' | 'outlined' | 'contained';

interface Look {
  variant?: ActionVariant;
  /** `inherit`: the surrounding text colour (the app bar's white). */
  tone?: 'primary' | 'inherit';
  className?: string;
}

/** The class names of a look, with the caller's own after them. */
export function actionClass({ variant = 'text', tone = 'primary', className }: Look): string {
  return [
    'action',
    variant !== 'text' && `action--${variant}`,
    tone === 'inherit' && 'action--inherit',
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

/** A link to a route that looks like a button. */
export function ActionLink({ variant, tone, className, ...props }: ComponentProps<typeof Link> & Look) {
  return <Link className={actionClass({ variant, tone, className })} {...props} />;
}

/** A navigation link that looks like a button; its route's link carries the class `active`. */
export function ActionNavLink({
  variant,
  tone,
  className,
  ...props
}: Omit<ComponentProps<typeof NavLink>, 'className'> & Look) {
  return <NavLink className={actionClass({ variant, tone, className })} {...props} />;
}

/** A link outside the storefront (the back office) that looks like a button. */
export function ActionAnchor({ variant, tone, className, ...props }: ComponentProps<'a'> & Look) {
  return <a className={actionClass({ variant, tone, className })} {...props} />;
}

/** A button that does not submit a form unless told to. */
export function ActionButton({
  variant,
  tone,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & Look) {
  return <button type={type} className={actionClass({ variant, tone, className })} {...props} />;
}
