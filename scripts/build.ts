// `npm run build`: build both front ends now, whether or not their sources changed.
import { ensureBuilt } from './frontends';

await ensureBuilt({ force: process.argv.includes('--force') });
