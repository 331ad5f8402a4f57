// What the stampede's parts share (stampede.ts, stampedeServer.ts, stampedeBuyers.ts).

/** The staff account's token: it sets the waiting room (`event_admin`). */
export const STAFF_TOKEN = 'stampede-staff';

/** What one buyers' process does: buyers `first`, `first + step`… below `total`, each at its moment. */
export interface BuyersJob {
  /** The HAProxy this process's buyers go through. */
  origin: string;
  eventUuid: string;
  first: number;
  step: number;
  total: number;
  /** When buyer 0 joins (ms since the epoch); buyer i joins `spacingMs` × i later. */
  joinAt: number;
  spacingMs: number;
  passMinutes: number;
  /** When the process gives up on buyers still waiting (ms since the epoch). */
  deadline: number;
}

/** What a buyers' process reports when its buyers are done. */
export interface BuyersReport {
  joined: number;
  joinErrors: Record<string, number>;
  joinLatencies: number[];
  /** Streams that ended before their buyer held seats. */
  streamsLost: number;
  /** Each waiting place's news of a tick: the last admitted position it shows, and when it arrived. */
  tickNews: { last: number[]; at: number[] };
  /** When each buyer first learnt its position (after the shuffle). */
  placedAt: number[];
  /** Admission's news: ms from the tick that let the buyer in to the buyer reading it. */
  admissionDelays: number[];
  /** Buyers who held seats: the token, the seats, when. */
  holds: { buyer: number; holdToken: string; objects: string[]; at: number }[];
  holdErrors: Record<string, number>;
  /** Buyers neither holding nor failed when the deadline came. */
  unfinished: number;
}

/**
 * Reads a server-sent events body chunk by chunk: calls `onEvent` with each complete event's name and
 * data (comments, heartbeats, are skipped).
 */
export function eventStreamReader(onEvent: (name: string, data: string) => void) {
  let rest = '';
  return (chunk: string) => {
    rest += chunk;
    let end: number;
    while ((end = rest.indexOf('\n\n')) >= 0) {
      const block = rest.slice(0, end);
      rest = rest.slice(end + 2);
      let name = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) name = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (data.length > 0) onEvent(name, data.join('\n'));
    }
  };
}
