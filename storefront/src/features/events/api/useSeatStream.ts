import { useEffect, useRef, useState } from 'react';
import { API_BASE } from '@tribuna/common/api/calls';
import type { SeatStatusNews } from '@tribuna/common/schemas/seating';

/**
 * `GET /events/{uuid}/seats/stream`: server-sent news of seats that changed, applied as they come.
 * EventSource reconnects by itself (the server asks for 2 s); `connected` tells the page whether the
 * chart is live right now.
 */
export function useSeatStream(eventUuid: string, enabled: boolean, onNews: (news: SeatStatusNews) => void) {
  const [connected, setConnected] = useState(false);
  const handler = useRef(onNews);
  handler.current = onNews;
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${API_BASE}/events/${encodeURIComponent(eventUuid)}/seats/stream`);
    source.onopen = () => setConnected(true);
    source.onerror = () => setConnected(false);
    source.addEventListener('seats', (event) => {
      try {
        handler.current(JSON.parse((event as MessageEvent<string>).data) as SeatStatusNews);
      } catch {
        // A message that is not JSON is not news the chart can use; the next one is.
      }
    });
    return () => source.close();
  }, [eventUuid, enabled]);
  return connected;
}
