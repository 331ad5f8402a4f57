import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '@tribuna/common/api/calls';
import type { EventSeats, SeatStatus, SeatStatusNews } from '@tribuna/common/schemas/seating';
import { notifyApiError } from '../../../lib/api';
import {
  forgetHoldToken,
  storeHoldToken,
  storedHoldToken,
  type StoredHoldToken,
} from '../../../lib/holdToken';
import { createHoldToken } from '../api/holdTokens';
import { holdBestAvailable, holdSeats, releaseSeats } from '../api/seatActions';
import { applySeatNews, chartPlanOf, type ChartPlan } from '../../../components/seating/seatPlan';

export interface SeatSelection {
  plan: ChartPlan;
  statuses: SeatStatus[];
  /** The seats the buyer's hold token holds: the chart's selection. */
  selected: ReadonlySet<string>;
  holdToken: StoredHoldToken | null;
  busy: boolean;
  /** Seats someone else took between the buyer's look and their click. */
  taken: string[];
  expired: boolean;
  toggle(seatId: string): void;
  bestAvailable(number: number, category: string): void;
  applyNews(news: SeatStatusNews): void;
}

const occupiedSeats = (error: unknown): string[] | null => {
  if (!(error instanceof ApiError) || error.errorName !== 'seatsAlreadyOccupied') return null;
  const objects = error.details?.objects;
  return Array.isArray(objects) ? objects.filter((id): id is string => typeof id === 'string') : [];
};

/**
 * The buyer's seats on one event: what they hold is what the seat states say is `heldByYou`, so the
 * chart, the list mode and the summary read one truth, and the live news keep it. Holding goes
 * through the buyer's hold token (made on the first pick, kept in session storage); when it runs
 * out the seats are free again by the server's clock, and the page lets them go too.
 */
export function useSeatSelection(
  eventUuid: string,
  data: EventSeats,
  initialToken: StoredHoldToken | null,
): SeatSelection {
  const initial = useMemo(() => chartPlanOf(data), [data]);
  const [statuses, setStatuses] = useState(initial.statuses);
  const [holdToken, setHoldToken] = useState(initialToken);
  const [busy, setBusy] = useState(false);
  const [taken, setTaken] = useState<string[]>([]);
  const [expired, setExpired] = useState(false);
  const plan = initial.plan;

  useEffect(() => setStatuses(initial.statuses), [initial]);

  const selected = useMemo(
    () => new Set(plan.seats.filter((_, index) => statuses[index] === 'heldByYou').map((seat) => seat.id)),
    [plan, statuses],
  );
  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  /**
   * The seats the buyer holds or is asking to hold, kept as the answers come rather than at the
   * next render: the stream's news of the buyer's own hold may arrive before the hold's answer has
   * been drawn, and must not paint the buyer's seat as someone else's.
   */
  const mine = useRef(new Set<string>());
  useEffect(() => {
    mine.current = new Set(
      initial.plan.seats.filter((_, i) => initial.statuses[i] === 'heldByYou').map((s) => s.id),
    );
  }, [initial]);

  const mark = useCallback(
    (ids: readonly string[], status: SeatStatus) =>
      setStatuses((current) => {
        const next = current.slice();
        for (const id of ids) {
          const index = plan.indexOf.get(id);
          if (index !== undefined) next[index] = status;
        }
        return next;
      }),
    [plan],
  );

  const token = useCallback(async (): Promise<StoredHoldToken> => {
    const valid = holdToken && Date.parse(holdToken.expiresAt) > Date.now() ? holdToken : null;
    if (valid) return valid;
    const created = await createHoldToken();
    const stored = { holdToken: created.holdToken, expiresAt: created.expiresAt };
    storeHoldToken(stored);
    setHoldToken(stored);
    setExpired(false);
    return stored;
  }, [holdToken]);

  const run = useCallback(
    async (action: () => Promise<void>) => {
      setBusy(true);
      setTaken([]);
      try {
        await action();
      } catch (error) {
        const occupied = occupiedSeats(error);
        if (occupied) {
          mark(occupied, 'held');
          setTaken(occupied);
        } else notifyApiError(error);
      } finally {
        setBusy(false);
      }
    },
    [mark],
  );

  const toggle = useCallback(
    (seatId: string) =>
      void run(async () => {
        const current = await token();
        if (selectedRef.current.has(seatId)) {
          const answer = await releaseSeats(eventUuid, current.holdToken, [seatId]);
          for (const id of answer.objects) mine.current.delete(id);
          mark(answer.objects, 'free');
        } else {
          mine.current.add(seatId);
          try {
            const answer = await holdSeats(eventUuid, current.holdToken, [seatId]);
            mark(answer.objects, 'heldByYou');
            updateExpiry(current, answer.expiresAt, setHoldToken);
          } catch (error) {
            mine.current.delete(seatId);
            throw error;
          }
        }
      }),
    [run, token, eventUuid, mark],
  );

  const bestAvailable = useCallback(
    (number: number, category: string) =>
      void run(async () => {
        const current = await token();
        const answer = await holdBestAvailable(eventUuid, current.holdToken, number, category);
        for (const id of answer.objects) mine.current.add(id);
        mark(answer.objects, 'heldByYou');
        updateExpiry(current, answer.expiresAt, setHoldToken);
      }),
    [run, token, eventUuid, mark],
  );

  const applyNews = useCallback(
    (news: SeatStatusNews) =>
      setStatuses((current) => applySeatNews(plan, current, news, selectedRef.current)),
    [plan],
  );

  // The hold ends by time alone: at its end the buyer's seats are free again.
  useEffect(() => {
    if (!holdToken) return;
    const left = Date.parse(holdToken.expiresAt) - Date.now();
    const timer = setTimeout(
      () => {
        setStatuses((current) => current.map((status) => (status === 'heldByYou' ? 'free' : status)));
        mine.current = new Set();
        forgetHoldToken();
        setHoldToken(null);
        setExpired(selectedRef.current.size > 0);
      },
      Math.max(0, left),
    );
    return () => clearTimeout(timer);
  }, [holdToken]);

  return { plan, statuses, selected, holdToken, busy, taken, expired, toggle, bestAvailable, applyNews };
}

function updateExpiry(token: StoredHoldToken, expiresAt: string, set: (token: StoredHoldToken) => void) {
  if (expiresAt === token.expiresAt) return;
  const next = { ...token, expiresAt };
  storeHoldToken(next);
  set(next);
}

/** The token a page starts with: the stored one if still valid for the minimum hold validity. */
export const startingHoldToken = (minimumMinutes: number) => storedHoldToken(minimumMinutes);
