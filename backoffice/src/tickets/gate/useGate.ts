import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError, useDataProvider } from 'react-admin';
import {
  alreadyCheckedDetails,
  gateTicket,
  type GatePackage,
  type GateSyncResult,
  type GateTicket,
  type QueuedCheckIn,
} from '@tribuna/common/schemas/tickets';
import { errorDetails } from '../../errorMessage';
import type { AdminDataProvider } from '../../providers/dataProvider';
import { dequeue, enqueue, readPackage, readQueue, savePackage } from './gateStorage';
import { checkOffline, normaliseCode, type GateAnswer } from './offlineCheck';

/** How often the list is downloaded again while online, to see what the other gates checked. */
export const REFRESH_MS = 20_000;

export type DoubleAdmission = GateSyncResult['results'][number];

/** Marks the tickets of queued check-ins as checked in a freshly downloaded list. */
function withQueued(pack: GatePackage, queue: QueuedCheckIn[]): GatePackage {
  if (queue.length === 0) return pack;
  const tickets = pack.tickets.map((ticket) => {
    const queued = queue.find(
      (item) =>
        normaliseCode(item.input) === ticket.code ||
        item.input.includes(ticket.uuid) ||
        ticket.uuid === item.input,
    );
    return queued && !ticket.checkedAt
      ? { ...ticket, checkedAt: queued.scannedAt, checkedGate: queued.gate }
      : ticket;
  });
  return { ...pack, tickets };
}

function replaceTicket(pack: GatePackage, ticket: GateTicket): GatePackage {
  const known = pack.tickets.some((t) => t.uuid === ticket.uuid);
  return {
    ...pack,
    tickets: known
      ? pack.tickets.map((t) => (t.uuid === ticket.uuid ? ticket : t))
      : [...pack.tickets, ticket],
  };
}

/** The network is down (fetch failed, or the browser knows it is offline). */
const isNetworkError = (error: unknown) => error instanceof HttpError && error.status === 0;

/**
 * The state of one event's gate: the downloaded list (kept fresh while online), the check-ins
 * queued offline (IndexedDB), the last answer, and the double admissions the last sync reported.
 */
export function useGate(eventUuid: string) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [pack, setPack] = useState<GatePackage | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [queued, setQueued] = useState(0);
  const [syncing, setSyncing] = useState(false);
  const [answer, setAnswer] = useState<GateAnswer | null>(null);
  const [synced, setSynced] = useState<number | null>(null);
  const [doubles, setDoubles] = useState<DoubleAdmission[]>([]);
  const packRef = useRef<GatePackage | null>(null);
  const syncingRef = useRef(false);

  const keep = useCallback((next: GatePackage) => {
    packRef.current = next;
    setPack(next);
    void savePackage(next);
  }, []);

  const download = useCallback(async () => {
    try {
      const fresh = await dataProvider.gatePackage(eventUuid);
      keep(withQueued(fresh, await readQueue(eventUuid)));
      setLoadError(null);
    } catch (error) {
      if (!isNetworkError(error) || !packRef.current) setLoadError(error);
    }
  }, [dataProvider, eventUuid, keep]);

  const sync = useCallback(async () => {
    if (syncingRef.current) return;
    const queue = await readQueue(eventUuid);
    setQueued(queue.length);
    if (queue.length === 0) return;
    syncingRef.current = true;
    setSyncing(true);
    try {
      const result = await dataProvider.syncGate(eventUuid, { checkIns: queue });
      const left = await dequeue(eventUuid, new Set(result.results.map((r) => r.id)));
      setQueued(left.length);
      setSynced(result.results.length);
      // Let in wrongly while offline: twice, or with the code of a ticket passed on since.
      const found = result.results.filter(
        (r) => r.outcome === 'doubleAdmission' || r.outcome === 'superseded',
      );
      if (found.length > 0) setDoubles((current) => [...current, ...found]);
      await download();
    } catch {
      // Still offline, or the server is away: the queue stays and the next `online` tries again.
    } finally {
      syncingRef.current = false;
      setSyncing(false);
    }
  }, [dataProvider, download, eventUuid]);

  useEffect(() => {
    let stopped = false;
    void (async () => {
      const [stored, queue] = await Promise.all([readPackage(eventUuid), readQueue(eventUuid)]);
      if (stopped) return;
      if (stored && !packRef.current) {
        packRef.current = stored;
        setPack(stored);
      }
      setQueued(queue.length);
      if (navigator.onLine) {
        await download();
        if (queue.length > 0) await sync();
      }
    })();
    return () => {
      stopped = true;
    };
  }, [download, eventUuid, sync]);

  useEffect(() => {
    const goOnline = () => {
      setOnline(true);
      void sync();
    };
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    const timer = setInterval(() => {
      if (navigator.onLine && !syncingRef.current) void download();
    }, REFRESH_MS);
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      clearInterval(timer);
    };
  }, [download, sync]);

  const checkInOffline = useCallback(
    async (input: string, gate: string): Promise<GateAnswer> => {
      const current = packRef.current;
      if (!current) return { kind: 'invalid', reason: 'other' };
      const decided = await checkOffline(input, current);
      if (decided.kind !== 'valid') return decided;
      const scannedAt = new Date().toISOString();
      if (decided.ticket) {
        const ticket = { ...decided.ticket, checkedAt: scannedAt, checkedGate: gate };
        keep(replaceTicket(current, ticket));
        decided.ticket = ticket;
      }
      const queue = await enqueue(eventUuid, {
        id: crypto.randomUUID(),
        input: input.trim(),
        gate,
        scannedAt,
      });
      setQueued(queue.length);
      return decided;
    },
    [eventUuid, keep],
  );

  const submit = useCallback(
    async (input: string, gate: string) => {
      let next: GateAnswer;
      if (!navigator.onLine) {
        setOnline(false);
        next = await checkInOffline(input, gate);
      } else {
        try {
          const result = await dataProvider.checkInTicket(eventUuid, { input, gate });
          if (packRef.current) keep(replaceTicket(packRef.current, result.ticket));
          next = { kind: 'valid', ticket: result.ticket, offline: false };
        } catch (error) {
          if (isNetworkError(error)) {
            next = await checkInOffline(input, gate);
          } else if (error instanceof HttpError && error.message === 'apiError.ticketHasBeenAlreadyChecked') {
            const answer = alreadyCheckedDetails.partial().safeParse(errorDetails(error));
            const details = answer.success ? answer.data : {};
            if (details.ticket && packRef.current) keep(replaceTicket(packRef.current, details.ticket));
            next = {
              kind: 'already',
              ticket: details.ticket ?? null,
              checkedAt: details.checkedAt ?? null,
              gate: details.gate ?? null,
            };
          } else if (error instanceof HttpError && error.message === 'apiError.ticketNotForThisEvent') {
            const ticket = gateTicket.safeParse(errorDetails(error).ticket);
            next = { kind: 'otherEvent', ticket: ticket.success ? ticket.data : null };
          } else if (error instanceof HttpError && error.message === 'apiError.ticketSuperseded') {
            // The list learns the ticket's new version, for the next check made offline.
            const ticket = gateTicket.safeParse(errorDetails(error).ticket);
            if (ticket.success && packRef.current) keep(replaceTicket(packRef.current, ticket.data));
            next = { kind: 'invalid', reason: 'superseded' };
          } else if (error instanceof HttpError && error.message === 'apiError.ticketNotFound') {
            const reason = errorDetails(error).reason;
            next = {
              kind: 'invalid',
              reason:
                reason === 'badSignature' ||
                reason === 'unknownCode' ||
                reason === 'unknownTicket' ||
                reason === 'voided'
                  ? reason
                  : 'other',
            };
          } else {
            next = { kind: 'invalid', reason: 'other' };
          }
        }
      }
      setAnswer(next);
      return next;
    },
    [checkInOffline, dataProvider, eventUuid, keep],
  );

  return {
    pack,
    loadError,
    online,
    queued,
    syncing,
    synced,
    answer,
    doubles,
    submit,
    dismissDoubles: () => setDoubles([]),
  };
}
