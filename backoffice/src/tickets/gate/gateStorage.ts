import { createStore, get, set, update, type UseStore } from 'idb-keyval';
import type { GatePackage, QueuedCheckIn } from '@tribuna/common/schemas/tickets';

/**
 * What a gate keeps on the device (IndexedDB): the check-ins made offline, until the server has
 * them, and the last downloaded package, so that a reload without a connection still checks.
 */
let store: UseStore | null = null;
const gateStore = () => (store ??= createStore('tribuna-gate', 'gate'));

const queueKey = (eventUuid: string) => `queue:${eventUuid}`;
const packageKey = (eventUuid: string) => `package:${eventUuid}`;

export const readQueue = async (eventUuid: string): Promise<QueuedCheckIn[]> =>
  (await get<QueuedCheckIn[]>(queueKey(eventUuid), gateStore())) ?? [];

/** Adds a check-in (read and written in one IndexedDB transaction: fast scans lose none). */
export async function enqueue(eventUuid: string, checkIn: QueuedCheckIn): Promise<QueuedCheckIn[]> {
  await update<QueuedCheckIn[]>(queueKey(eventUuid), (queue) => [...(queue ?? []), checkIn], gateStore());
  return readQueue(eventUuid);
}

/** Drops the check-ins the server answered (others queued meanwhile stay). */
export async function dequeue(eventUuid: string, ids: ReadonlySet<string>): Promise<QueuedCheckIn[]> {
  await update<QueuedCheckIn[]>(
    queueKey(eventUuid),
    (queue) => (queue ?? []).filter((item) => !ids.has(item.id)),
    gateStore(),
  );
  return readQueue(eventUuid);
}

export const savePackage = (pack: GatePackage) => set(packageKey(pack.event.uuid), pack, gateStore());
export const readPackage = (eventUuid: string) => get<GatePackage>(packageKey(eventUuid), gateStore());

const GATE_NAME_KEY = 'tribuna.gateName';

/** The gate's name is the device's: kept in local storage across events and sessions. */
export const readGateName = () => {
  try {
    return localStorage.getItem(GATE_NAME_KEY) ?? '';
  } catch {
    return '';
  }
};
export const saveGateName = (name: string) => {
  try {
    localStorage.setItem(GATE_NAME_KEY, name);
  } catch {
    // Private browsing without storage: the name lasts for the page.
  }
};
