import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@tribuna/common/dateFormat';
import type { RefundRequest } from '@tribuna/common/schemas/eventCancellations';
import type { AccountOrder } from '@tribuna/common/schemas/orders';
import { useLocale } from '../../../lib/locale';
import {
  orderRefundRequestsKey,
  requestRefund,
  useOrderRefundRequests,
  useTicketEvent,
} from '../api/refundRequests';

/** The events of the order's tickets, each once. */
export function ticketEventUuids(order: AccountOrder): string[] {
  return [...new Set(order.tickets.map((ticket) => ticket.eventUuid))];
}

/** Until when a moved event's holders may still ask for their money; null when they may not (now). */
export function refundWindow(
  event: { cancelled: boolean; refundRequestsUntil: string | null } | null | undefined,
  now = Date.now(),
): string | null {
  if (!event || event.cancelled || !event.refundRequestsUntil) return null;
  return new Date(event.refundRequestsUntil).getTime() > now ? event.refundRequestsUntil : null;
}

function RequestState({ request }: { request: RefundRequest }) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" role="status">
      {request.status === 'rejected' && request.rejectReason
        ? t('account.refundRequest.rejectedBecause', { reason: request.rejectReason })
        : t(`account.refundRequest.statuses.${request.status}`)}
    </Typography>
  );
}

/**
 * What became of one event of the order's tickets: cancelled (the money comes back by itself), or
 * moved with refunds open until a time, where the holder asks for the money and then sees the
 * request's state.
 */
function EventNotice({ order, eventUuid }: { order: AccountOrder; eventUuid: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const event = useTicketEvent(eventUuid, locale).data;
  // Only tickets still valid can be asked for (the refunded ones are back already).
  const valid = order.tickets.some((ticket) => ticket.eventUuid === eventUuid && ticket.voidedAt === null);
  const until = valid ? refundWindow(event) : null;
  // A moved event's requests stay listed after the time is over or the tickets were refunded.
  const moved = Boolean(event && !event.cancelled && event.refundRequestsUntil);
  const requests = useOrderRefundRequests(order.uuid, moved);
  const ask = useMutation({
    mutationFn: () => requestRefund(order.uuid, eventUuid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderRefundRequestsKey(order.uuid) }),
  });
  if (!event) return null;
  if (event.cancelled)
    return (
      <Alert severity="warning" sx={{ mt: 1 }}>
        {t('account.refundRequest.cancelled', { event: event.name })}
      </Alert>
    );
  const request = requests.data?.data.find((one) => one.eventUuid === eventUuid) ?? ask.data;
  if (!until && !request) return null;
  return (
    <Alert severity="info" sx={{ mt: 1 }}>
      <Stack spacing={1}>
        <Typography variant="body2">
          {until
            ? t('account.refundRequest.moved', { event: event.name, until: formatDateTime(until) })
            : t('account.refundRequest.movedEarlier', { event: event.name })}
        </Typography>
        {request ? (
          <RequestState request={request} />
        ) : (
          until &&
          requests.isSuccess && (
            <Box>
              <Button
                size="small"
                variant="outlined"
                disabled={ask.isPending}
                aria-label={t('account.refundRequest.askFor', { event: event.name })}
                onClick={() => ask.mutate()}
              >
                {t('account.refundRequest.ask')}
              </Button>
            </Box>
          )
        )}
      </Stack>
    </Alert>
  );
}

/** The notices of the order's tickets' events that were cancelled or moved. */
export function TicketEventNotices({ order }: { order: AccountOrder }) {
  if (order.status !== 'accepted' && order.status !== 'admin_granted') return null;
  return (
    <>
      {ticketEventUuids(order).map((eventUuid) => (
        <EventNotice key={eventUuid} order={order} eventUuid={eventUuid} />
      ))}
    </>
  );
}
