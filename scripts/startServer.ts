// The server process of `npm start` (scripts/start.ts runs it from its bundle): the front ends are
// rebuilt first if their sources changed, while the database and the identity emulator start.
import { main } from '../server/src/main';
import { ensureBuilt, staleFrontends } from './frontends';

// The check reads some thousand files: it goes on while the server's modules load. A failure is met
// where ensureBuilt waits for it.
const stale = staleFrontends();
stale.catch(() => undefined);
await main({ prepare: () => ensureBuilt({ stale }) });
