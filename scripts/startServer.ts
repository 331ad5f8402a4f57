// The server process of `npm start` (scripts/start.ts runs it from its bundle): the front ends are
// rebuilt first if their sources changed, while the database and the identity emulator start.
import { main } from '../server/src/main';
import { ensureBuilt } from './frontends';

await main({ prepare: () => ensureBuilt() });
