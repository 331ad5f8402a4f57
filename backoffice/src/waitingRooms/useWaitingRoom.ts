import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminWaitingRoom, WaitingRoomSettingsInput } from '@tribuna/common/schemas/waitingRooms';
import type { AdminDataProvider } from '../providers/dataProvider';
import { resourceOf, roomCalls, type RoomSubject } from './subject';

/** How often a switched-on room's figures are asked for again. */
export const WAITING_ROOM_POLL_MS = 2000;

export const waitingRoomQueryKey = (subject: RoomSubject) => [
  resourceOf(subject),
  'waitingRoom',
  subject.uuid,
];

/** Saves the room's settings and puts the answer where the live view reads it. */
export function useSaveWaitingRoom(subject: RoomSubject) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WaitingRoomSettingsInput) => roomCalls(dataProvider, subject).save(body),
    onSuccess: (room: AdminWaitingRoom) => queryClient.setQueryData(waitingRoomQueryKey(subject), room),
  });
}
