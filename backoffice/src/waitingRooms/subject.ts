import type { AdminWaitingRoom, WaitingRoomSettingsInput } from '@tribuna/common/schemas/waitingRooms';
import type { AdminDataProvider } from '../providers/dataProvider';

/**
 * What a waiting room is of: an event's sale or a membership's with a limited capacity. The room's
 * section, settings and live view are the same for both; the calls and the permissions differ.
 */
export interface RoomSubject {
  kind: 'event' | 'subscription';
  /** The event's or the membership's uuid. */
  uuid: string;
}

/** The resource whose `show` / `edit` permissions watch and set the subject's room. */
export const resourceOf = (subject: RoomSubject) => (subject.kind === 'event' ? 'events' : 'subscriptions');

/** The data provider's calls of the subject's room. */
export function roomCalls(
  dataProvider: AdminDataProvider,
  subject: RoomSubject,
): {
  get: () => Promise<AdminWaitingRoom>;
  save: (body: WaitingRoomSettingsInput) => Promise<AdminWaitingRoom>;
} {
  return subject.kind === 'event'
    ? {
        get: () => dataProvider.waitingRoom(subject.uuid),
        save: (body) => dataProvider.saveWaitingRoom(subject.uuid, body),
      }
    : {
        get: () => dataProvider.subscriptionWaitingRoom(subject.uuid),
        save: (body) => dataProvider.saveSubscriptionWaitingRoom(subject.uuid, body),
      };
}
