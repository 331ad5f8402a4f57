import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDateTime } from '@tribuna/common/dateFormat';
import { NotFound } from '../../../components/NotFound';
import { useLocale, usePaths } from '../../../lib/locale';
import { useRoomEvent } from '../api/getRoomEvent';
import { RoomScreen } from '../components/RoomScreen';

export { CONTINUE_AFTER_MS } from '../components/RoomScreen';

/**
 * `/app/akce-a-vstupenky/{uuid}/cekarna`: the event's waiting room. A signed-in visitor takes (or
 * resumes) a place, waits for the sale's start and the draw, watches the line move and goes on to
 * the seats once let in.
 */
export function WaitingRoomPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const paths = usePaths();
  const { uuid = '' } = useParams();
  const event = useRoomEvent(uuid, locale);

  if (event.isSuccess && event.data === null) return <NotFound />;
  const data = event.data;
  return (
    <RoomScreen
      subject={{ kind: 'event', uuid }}
      links={{ sale: paths('app-ticketOrder', { uuid }), back: paths('event', { uuid }) }}
      about={
        data
          ? {
              name: data.name,
              language: data.language,
              subtitle: `${formatDateTime(data.startsAt)} · ${data.venue}`,
              room: data.waitingRoom,
            }
          : undefined
      }
      loadFailed={event.isError ? t('events.loadFailed') : null}
    />
  );
}

export default WaitingRoomPage;
