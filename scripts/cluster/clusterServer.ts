// A server process of `npm run start:cluster` (scripts/cluster.ts runs it from its bundle). The
// cluster script builds the front ends before any server starts, so a server does not check them
// again: N servers rebuilding one folder at once would clash.
import { main } from '../../server/src/main';

await main();
