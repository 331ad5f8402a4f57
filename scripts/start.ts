// `npm start`: one server process (API, /admin and the storefront, with the identity emulator
// beside it); the front ends are rebuilt first if their sources changed, while the emulator starts.
import { main } from '../server/src/main';
import { ensureBuilt } from './frontends';

await main({ prepare: () => ensureBuilt() });
