import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type TagTone = 'default' | 'secondary' | 'success' | 'error';

/**
 * A short label on a card (where an event's sale stands, members-only content): MUI's small filled
 * Chip, drawn with the shell's CSS (`.tag`). The Chip brings its button base, ripple, transitions
 * and MUI's engine to the first pages' scripts, and these tags are never clicked.
 */
export function Tag({
  tone = 'default',
  icon,
  children,
  className,
}: {
  tone?: TagTone;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const classes = ['tag', tone !== 'default' && `tag--${tone}`, className].filter(Boolean).join(' ');
  return (
    <span className={classes}>
      {icon}
      <span>{children}</span>
    </span>
  );
}

/**
 * MUI's Lock icon as a plain drawing: its SvgIcon would bring MUI's icon machinery to the first
 * pages' scripts for one small mark.
 */
function LockIcon() {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
    >
      <path d="M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2m-6 9c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m3.1-9H8.9V6c0-1.71 1.39-3.1 3.1-3.1s3.1 1.39 3.1 3.1z" />
    </svg>
  );
}

/** The mark of members-only content on its card. */
export function MembersOnlyTag({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Tag tone="secondary" icon={<LockIcon />} className={className}>
      {t('articles.membersOnly')}
    </Tag>
  );
}
