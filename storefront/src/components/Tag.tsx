import type { ReactNode } from 'react';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

export type TagTone = 'default' | 'secondary' | 'success' | 'error';

/**
 * MUI's small filled Chip, from a plain element: the Chip brings its button base, ripple and
 * transitions to the first pages' scripts, and these tags are never clicked.
 */
const Root = styled('span', { shouldForwardProp: (prop) => prop !== 'tone' })<{ tone: TagTone }>(
  ({ theme, tone }) => ({
    display: 'inline-flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    maxWidth: '100%',
    height: 24,
    borderRadius: 12,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    color: tone === 'default' ? theme.palette.text.primary : theme.palette[tone].contrastText,
    backgroundColor: tone === 'default' ? theme.palette.action.selected : theme.palette[tone].main,
    '& > svg': { fontSize: 18, marginLeft: 4, marginRight: -4 },
    '& > span': { overflow: 'hidden', textOverflow: 'ellipsis', paddingLeft: 8, paddingRight: 8 },
  }),
);

/** A short label on a card (where an event's sale stands, members-only content). */
export function Tag({
  tone = 'default',
  icon,
  children,
  sx,
}: {
  tone?: TagTone;
  icon?: ReactNode;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  return (
    <Root tone={tone} sx={sx}>
      {icon}
      <span>{children}</span>
    </Root>
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
export function MembersOnlyTag({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  return (
    <Tag tone="secondary" icon={<LockIcon />} sx={sx}>
      {t('articles.membersOnly')}
    </Tag>
  );
}
