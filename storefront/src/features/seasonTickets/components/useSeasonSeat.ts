import { useCallback, useEffect, useMemo, useState } from 'react';
import { ApiError } from '@tribuna/common/api/calls';
import type { EventSeats, SeatStatus } from '@tribuna/common/schemas/seating';
import { chartPlanOf } from '../../../components/seating/seatPlan';
import { notifyApiError } from '../../../lib/api';
import { holdSeasonSeat, releaseSeasonHold } from '../api/seasonHolds';
import { storeSeasonHold, type StoredSeasonHold } from './seasonHold';

/** A seat the buyer could not hold: where it is taken (event uuids), when the server said. */
export interface SeatRefused {
  seatId: string;
  eventUuids: string[];
}

const refusal = (error: unknown, seatId: string): SeatRefused | null => {
  if (!(error instanceof ApiError) || error.errorName !== 'seatsAlreadyOccupied') return null;
  const ids = error.details?.eventUuids;
  return {
    seatId,
    eventUuids: Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [],
  };
};

/**
 * The buyer's one seat of a season ticket: picking a free seat holds it at every event of the
 * season (all or none), picking another moves the hold there, picking it again lets it go. The
 * chart's states are the season's (free only where free at every event) with the buyer's seat
 * `heldByYou`.
 */
export function useSeasonSeat(seasonTicketUuid: string, data: EventSeats, initial: StoredSeasonHold | null) {
  const chart = useMemo(() => chartPlanOf(data), [data]);
  const [statuses, setStatuses] = useState<SeatStatus[]>(chart.statuses);
  // A stored hold counts only if the server still says the seat is the buyer's.
  const [hold, setHold] = useState<StoredSeasonHold | null>(() =>
    initial && chart.statuses[chart.plan.indexOf.get(initial.seatId) ?? -1] === 'heldByYou' ? initial : null,
  );
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<SeatRefused | null>(null);

  const mark = useCallback(
    (changes: [string, SeatStatus][]) =>
      setStatuses((current) => {
        const next = current.slice();
        for (const [id, status] of changes) {
          const index = chart.plan.indexOf.get(id);
          if (index !== undefined) next[index] = status;
        }
        return next;
      }),
    [chart],
  );

  const keep = useCallback(
    (next: StoredSeasonHold | null) => {
      storeSeasonHold(seasonTicketUuid, next);
      setHold(next);
    },
    [seasonTicketUuid],
  );

  const toggle = useCallback(
    async (seatId: string) => {
      setBusy(true);
      setRefused(null);
      try {
        if (hold?.seatId === seatId) {
          await releaseSeasonHold(seasonTicketUuid, hold.token);
          mark([[seatId, 'free']]);
          keep(null);
          return;
        }
        const made = await holdSeasonSeat(seasonTicketUuid, seatId);
        // The new seat is held at every event before the old one is let go: a refusal keeps the old.
        if (hold) await releaseSeasonHold(seasonTicketUuid, hold.token).catch(() => undefined);
        mark([...(hold ? [[hold.seatId, 'free'] as [string, SeatStatus]] : []), [seatId, 'heldByYou']]);
        keep({ token: made.token, seatId: made.seatId, expiresAt: made.expiresAt });
      } catch (error) {
        const refusedSeat = refusal(error, seatId);
        if (refusedSeat) {
          mark([[seatId, 'held']]);
          setRefused(refusedSeat);
        } else notifyApiError(error);
      } finally {
        setBusy(false);
      }
    },
    [hold, seasonTicketUuid, mark, keep],
  );

  // The hold ends by time alone: at its end the seat is free again at every event.
  useEffect(() => {
    if (!hold) return;
    const timer = setTimeout(
      () => {
        mark([[hold.seatId, 'free']]);
        keep(null);
      },
      Math.max(0, Date.parse(hold.expiresAt) - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [hold, mark, keep]);

  const selected = useMemo(() => new Set(hold ? [hold.seatId] : []), [hold]);
  return { plan: chart.plan, statuses, hold, selected, busy, refused, toggle, forget: () => keep(null) };
}
