import type { ReactNode } from 'react';
import LockIcon from '@mui/icons-material/Lock';
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

/** The mark of members-only content on its card. */
export function MembersOnlyTag({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  return (
    <Tag tone="secondary" icon={<LockIcon fontSize="inherit" />} sx={sx}>
      {t('articles.membersOnly')}
    </Tag>
  );
}
