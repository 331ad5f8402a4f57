import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFound } from '../../../components/NotFound';
import { useLocale, usePaths } from '../../../lib/locale';
import { useRoomMembership } from '../api/getRoomMembership';
import { RoomScreen } from '../components/RoomScreen';

/**
 * `/app/clenstvi/objednavka/{subscriptionPriceUuid}/cekarna`: the waiting room of a membership's
 * sale (a membership with a limited capacity). The visitor came to buy this price variant; once let
 * in they go on to its order, which sends the pass.
 */
export function MembershipWaitingRoomPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const paths = usePaths();
  const { subscriptionPriceUuid = '' } = useParams();
  const query = useRoomMembership(subscriptionPriceUuid, locale);

  if (query.isSuccess && query.data === null) return <NotFound />;
  const membership = query.data?.subscription;
  return (
    <RoomScreen
      // The room is the membership's: every price variant of it waits in the same line.
      subject={{ kind: 'subscription', uuid: membership?.uuid ?? '' }}
      links={{ sale: paths('subscription-order', { subscriptionPriceUuid }), back: paths('subscription') }}
      about={
        membership && query.data
          ? {
              name: membership.name,
              language: membership.language,
              subtitle: query.data.price.label,
              room: membership.waitingRoom ?? null,
            }
          : undefined
      }
      loadFailed={query.isError ? t('common.error') : null}
    />
  );
}

export default MembershipWaitingRoomPage;
