import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyTicket } from '@tribuna/common/schemas/tickets';
import { ReleaseSeasonEventDialog } from '../../../components/ReleaseSeasonEventDialog';
import { useLocale } from '../../../lib/locale';
import { useMySeasonSeats, useReleaseSeasonEvent } from '../../../lib/seasonSeats';

/**
 * A season ticket's "I can't come — release the seat": the seat is given up for this event only,
 * after a confirmation. Shown while the holder's season seat may still be released at this event.
 */
export function ReleaseSeasonSeatButton({ ticket }: { ticket: MyTicket }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const seasons = useMySeasonSeats(locale, ticket.season !== null && !ticket.voided);
  const release = useReleaseSeasonEvent(() => setOpen(false));
  const seat = seasons.data?.seats.find((candidate) =>
    candidate.events.some((event) => event.ticketUuid === ticket.uuid && event.releasable),
  );
  if (!ticket.season || ticket.voided || !seat) return null;
  const name = ticket.event.name;
  return (
    <>
      <Button
        size="small"
        aria-label={t('seasonTickets.account.releaseLabel', { event: name })}
        onClick={() => setOpen(true)}
      >
        {t('seasonTickets.account.release')}
      </Button>
      <ReleaseSeasonEventDialog
        event={open ? name : null}
        busy={release.isPending}
        onClose={() => setOpen(false)}
        onConfirm={() => release.mutate({ seasonSeatUuid: seat.uuid, eventUuid: ticket.event.uuid, name })}
      />
    </>
  );
}
