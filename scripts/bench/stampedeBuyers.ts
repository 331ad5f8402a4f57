// Buyers of the stampede (scripts/bench/stampede.ts) in a process of their own (one process keeps at
// most ~20,000 sockets open: ulimit -n): each joins the event's waiting room at its moment, keeps the
// room's live stream open, and once the stream says it is let in, takes a hold token and holds two
// seats ("best available") with the pass. Records when each piece of news arrived, and reports to the
// parent process when its buyers are done.
//   (started by stampede.ts with the job in STAMPEDE_JOB, reports over the IPC channel)
import { Pool, type Dispatcher } from 'undici';
import { eventStreamReader, type BuyersJob, type BuyersReport } from './stampedeParts';

const job = JSON.parse(process.env.STAMPEDE_JOB!) as BuyersJob;
const PASS_HEADER = 'x-waiting-room-pass';

// Short requests (joins, hold tokens, holds) share a few connections; each stream has its own.
const requests = new Pool(job.origin, { connections: 128, pipelining: 1 });
const streams = new Pool(job.origin, { connections: 20_000, pipelining: 1, bodyTimeout: 0 });

interface Answer {
  status: number;
  text: string;
}

function send(options: Dispatcher.DispatchOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let status = 0;
    const chunks: Buffer[] = [];
    requests.dispatch(options, {
      onConnect: () => {},
      onHeaders: (code) => {
        status = code;
        return true;
      },
      onData: (chunk) => {
        chunks.push(chunk);
        return true;
      },
      onComplete: () => resolve({ status, text: Buffer.concat(chunks).toString() }),
      onError: reject,
    });
  });
}

const paths = {
  join: `/api/v1/events/${job.eventUuid}/waiting-room/join`,
  stream: `/api/v1/events/${job.eventUuid}/waiting-room/stream?token=`,
  holdTokens: '/api/v1/hold-tokens',
  best: `/api/v1/events/${job.eventUuid}/actions/hold-best-available`,
};

interface Place {
  status: 'waiting' | 'admitted' | 'expired' | 'closed';
  token: string;
  position: number | null;
  ahead: number | null;
  pass: string | null;
  passExpiresAt: string | null;
}

const report: BuyersReport = {
  joined: 0,
  joinErrors: {},
  joinLatencies: [],
  streamsLost: 0,
  tickNews: { last: [], at: [] },
  placedAt: [],
  admissionDelays: [],
  holds: [],
  holdErrors: {},
  unfinished: 0,
};
const count = (map: Record<string, number>, key: string) => (map[key] = (map[key] ?? 0) + 1);

let pending = 0;
let finish: () => void = () => {};
const finished = new Promise<void>((resolve) => (finish = resolve));
const done = () => {
  if (--pending === 0) finish();
};

/** Holds two seats with the pass (a hold token first); answers whether it did. */
async function buy(buyer: number, pass: string) {
  const headers = ['content-type', 'application/json', 'id-token', `buyer-${buyer}`];
  const token = await send({ method: 'POST', path: paths.holdTokens, headers, body: '{}' });
  if (token.status !== 201) return count(report.holdErrors, `hold token ${token.status}`);
  const { holdToken } = JSON.parse(token.text) as { holdToken: string };
  // Half of them want category A; whoever finds it sold out tries B.
  for (const category of buyer % 2 === 0 ? ['A', 'B'] : ['B', 'A']) {
    const held = await send({
      method: 'POST',
      path: paths.best,
      headers: [...headers, PASS_HEADER, pass],
      body: JSON.stringify({ holdToken, number: 2, category }),
    });
    if (held.status === 200) {
      const { objects } = JSON.parse(held.text) as { objects: string[] };
      report.holds.push({ buyer, holdToken, objects, at: Date.now() });
      return;
    }
    if (held.status !== 409) return count(report.holdErrors, `hold ${held.status} ${held.text.slice(0, 80)}`);
  }
  count(report.holdErrors, 'sold out');
}

async function buyer(buyer: number) {
  const at = job.joinAt + buyer * job.spacingMs;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
  const joined = await send({
    method: 'POST',
    path: paths.join,
    headers: ['id-token', `buyer-${buyer}`],
  }).catch((error: Error) => ({ status: 0, text: error.message }));
  if (joined.status !== 200 && joined.status !== 201) {
    count(report.joinErrors, `${joined.status} ${joined.text.slice(0, 80)}`);
    return done();
  }
  report.joined++;
  report.joinLatencies.push(Date.now() - at);
  const place = JSON.parse(joined.text) as Place;
  let last: number | null = null;
  let admitted = false;
  let abort: (() => void) | null = null;
  let settled = false;
  const settle = () => {
    if (settled) return;
    settled = true;
    abort?.();
    done();
  };
  const read = eventStreamReader((name, data) => {
    if (name !== 'status' || admitted) return;
    const now = Date.now();
    const news = JSON.parse(data) as Place;
    if (news.status === 'waiting' && news.position !== null && news.ahead !== null) {
      const shown = news.position - news.ahead - 1;
      if (last === null) report.placedAt.push(now);
      else if (shown > last) {
        report.tickNews.last.push(shown);
        report.tickNews.at.push(now);
      }
      last = shown;
    } else if (news.status === 'admitted' && news.pass && news.passExpiresAt) {
      admitted = true;
      report.admissionDelays.push(now - (Date.parse(news.passExpiresAt) - job.passMinutes * 60_000));
      // The buyer leaves the room's page for the seats.
      void buy(buyer, news.pass)
        .catch((error: Error) => count(report.holdErrors, error.message))
        .finally(settle);
    } else if (news.status === 'expired' || news.status === 'closed') {
      count(report.holdErrors, `place ${news.status}`);
      settle();
    }
  });
  streams.dispatch(
    {
      method: 'GET',
      path: paths.stream + encodeURIComponent(place.token),
      headers: ['accept', 'text/event-stream'],
    },
    {
      onConnect: (stop) => {
        abort = () => stop(new Error('left the room'));
      },
      onHeaders: (code) => {
        if (code !== 200) {
          count(report.joinErrors, `stream ${code}`);
          settle();
        }
        return true;
      },
      onData: (chunk) => {
        read(chunk.toString());
        return true;
      },
      onComplete: () => {
        if (!settled && !admitted) report.streamsLost++;
        if (!admitted) settle();
      },
      onError: () => {
        if (!settled && !admitted) {
          report.streamsLost++;
          settle();
        }
      },
    },
  );
}

for (let i = job.first; i < job.total; i += job.step) {
  pending++;
  void buyer(i);
}
const deadline = setTimeout(finish, Math.max(0, job.deadline - Date.now()));
await finished;
clearTimeout(deadline);
report.unfinished = pending;
process.send!(report, () => {
  void Promise.all([requests.destroy(), streams.destroy()]).finally(() => process.exit(0));
});
