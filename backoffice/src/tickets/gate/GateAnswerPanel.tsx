import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import ReplayIcon from '@mui/icons-material/Replay';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '@tribuna/common/dateFormat';
import type { GateTicket } from '@tribuna/common/schemas/tickets';
import type { GateAnswer } from './offlineCheck';

/** Dark shades: white text on them passes WCAG AA at any size, and they differ to colour-blind eyes by icon too. */
const looks = {
  valid: { background: '#1b5e20', Icon: CheckCircleIcon },
  already: { background: '#8a3c00', Icon: ReplayIcon },
  otherEvent: { background: '#4a148c', Icon: EventBusyIcon },
  invalid: { background: '#b71c1c', Icon: BlockIcon },
} as const;

export function useTicketPlace() {
  const translate = useTranslate();
  return (ticket: GateTicket) =>
    ticket.seatLabel
      ? translate('admin.ticketReview.result.seat', {
          section: ticket.section ?? '',
          row: ticket.row ?? '',
          seat: ticket.seatLabel,
        })
      : translate('admin.ticketReview.result.free', { category: ticket.category });
}

/** The large colour-coded answer to the last scan, read out by screen readers as it changes. */
export function GateAnswerPanel({ answer }: { answer: GateAnswer | null }) {
  const translate = useTranslate();
  const place = useTicketPlace();
  const t = (key: string, options?: object) => translate(`admin.ticketReview.result.${key}`, options);
  if (!answer) return <Box role="status" aria-live="assertive" sx={{ minHeight: 0 }} />;
  const { background, Icon } = looks[answer.kind];
  const ticket = answer.kind === 'invalid' ? null : answer.ticket;
  let title: string;
  let detail: string | null = null;
  switch (answer.kind) {
    case 'valid':
      title = t('valid');
      detail = answer.offline ? t('offlineNote') : null;
      break;
    case 'already':
      title = t('already');
      detail = t('alreadyWhen', {
        time: answer.checkedAt ? formatDateTime(answer.checkedAt) : '?',
        gate: answer.gate ?? '?',
      });
      break;
    case 'otherEvent':
      title = t('otherEvent');
      break;
    case 'invalid':
      title = t('invalid');
      detail =
        answer.reason === 'badSignature'
          ? t('invalidSignature')
          : answer.reason === 'unknownCode'
            ? t('invalidCode')
            : answer.reason === 'superseded'
              ? t('invalidSuperseded')
              : null;
      break;
  }
  return (
    <Box
      role="status"
      aria-live="assertive"
      data-answer={answer.kind}
      sx={{ bgcolor: background, color: '#fff', borderRadius: 2, p: { xs: 2, sm: 3 }, textAlign: 'center' }}
    >
      <Icon sx={{ fontSize: 72 }} aria-hidden />
      <Typography
        component="p"
        sx={{ fontSize: { xs: '2rem', sm: '2.5rem' }, fontWeight: 700, lineHeight: 1.2 }}
      >
        {title}
      </Typography>
      {detail && (
        <Typography component="p" sx={{ fontSize: '1.25rem', mt: 1 }}>
          {detail}
        </Typography>
      )}
      {ticket && (
        <Typography component="p" sx={{ fontSize: '1.25rem', mt: 1 }}>
          {[ticket.code, place(ticket), ticket.holderName].filter(Boolean).join(' · ')}
        </Typography>
      )}
    </Box>
  );
}
