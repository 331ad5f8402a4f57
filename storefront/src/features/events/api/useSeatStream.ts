import { useEffect, useRef, useState } from 'react';
import { apiUrl } from '@tribuna/common/api/download';
import { seatStatusNews, type SeatStatusNews } from '@tribuna/common/schemas/seating';

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
    const source = new EventSource(apiUrl('/events/{uuid}/seats/stream', { path: { uuid: eventUuid } }));
    source.onopen = () => setConnected(true);
    source.onerror = () => setConnected(false);
    source.addEventListener('seats', (event: MessageEvent<unknown>) => {
      // A message that is not JSON, or not in the contract's shape, is not news the chart can use;
      // the next one is.
      if (typeof event.data !== 'string') return;
      let message: unknown;
      try {
        message = JSON.parse(event.data);
      } catch {
        return;
      }
      const news = seatStatusNews.safeParse(message);
      if (news.success) handler.current(news.data);
    });
    return () => source.close();
  }, [eventUuid, enabled]);
  return connected;
}
