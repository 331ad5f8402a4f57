import type { ComponentProps, ReactNode } from 'react';

/**
 * A notice in a page: a filled band in the palette's error or info colour (white text at 4.5:1 or
 * more), with an optional action at its end. What MUI's Alert shows, without its icons and close
 * button, drawn with the shell's CSS (`.notice`), so the article pages' bundles stay without MUI.
 * Errors are alerts for screen readers.
 */
export function Notice({
  severity,
  action,
  children,
  className,
  ...props
}: { severity: 'error' | 'info'; action?: ReactNode; children: ReactNode } & Omit<
  ComponentProps<'div'>,
  'children'
>) {
  return (
    <div
      role={severity === 'error' ? 'alert' : 'status'}
      {...props}
      className={`notice notice--${severity}${className ? ` ${className}` : ''}`}
    >
      <div className="notice__text">{children}</div>
      {action}
    </div>
  );
}
