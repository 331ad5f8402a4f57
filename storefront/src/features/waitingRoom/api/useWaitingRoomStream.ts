import { useEffect, useRef, useState } from 'react';
import { apiUrl } from '@tribuna/common/api/download';
import { waitingRoomPlace, type WaitingRoomPlace } from '@tribuna/common/schemas/waitingRooms';
import type { RoomSubject } from '../subject';

/** How long after the server refused the stream (not a dropped connection) it is asked again. */
export const STREAM_REOPEN_MS = 5_000;

/**
 * `GET /events|subscriptions/{uuid}/waiting-room/stream?token=`: the place as the server sends it, at once and
 * whenever it changes. EventSource reconnects a dropped connection by itself; a stream the server
 * refused (closed for good) is opened again after a pause. `connected` tells the page whether the
 * place is live now; while it is not, the page asks for the place itself.
 */
export function useWaitingRoomStream(
  subject: RoomSubject,
  token: string | null,
  enabled: boolean,
  onPlace: (place: WaitingRoomPlace) => void,
) {
  const [connected, setConnected] = useState(false);
  const handler = useRef(onPlace);
  handler.current = onPlace;
  const { kind, uuid } = subject;
  useEffect(() => {
    if (!enabled || token === null || typeof EventSource === 'undefined') {
      setConnected(false);
      return;
    }
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      const params = { path: { uuid }, query: { token } };
      const opened = new EventSource(
        kind === 'event'
          ? apiUrl('/events/{uuid}/waiting-room/stream', params)
          : apiUrl('/subscriptions/{uuid}/waiting-room/stream', params),
      );
      source = opened;
      opened.onopen = () => setConnected(true);
      opened.onerror = () => {
        setConnected(false);
        if (opened.readyState !== EventSource.CLOSED) return;
        opened.close();
        reopen = setTimeout(open, STREAM_REOPEN_MS);
      };
      opened.addEventListener('status', (event: MessageEvent<unknown>) => {
        // A message that is not JSON, or not in the contract's shape, says nothing the page can use.
        if (typeof event.data !== 'string') return;
        let message: unknown;
        try {
          message = JSON.parse(event.data);
        } catch {
          return;
        }
        const place = waitingRoomPlace.safeParse(message);
        if (place.success) handler.current(place.data);
      });
    };
    open();
    return () => {
      clearTimeout(reopen);
      source?.close();
    };
  }, [kind, uuid, token, enabled]);
  return connected;
}
