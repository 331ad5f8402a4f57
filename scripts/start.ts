// `npm start`: one server process (API, /admin and the storefront, with the identity emulator
// beside it). It runs from a bundle of the server's sources (scripts/serverBundle.ts), made again
// first when they changed, in a Node of its own: in this process every module would pass through
// tsx's hooks, which cost more than the bundle saves.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { root } from './frontends';
import { serverBundle, serverNodeFlags } from './serverBundle';

let bundle: string;
try {
  ({ entry: bundle } = await serverBundle({
    root,
    entry: path.join(root, 'scripts', 'startServer.ts'),
    cacheDir: path.join(root, 'node_modules', '.cache', 'tribuna-server'),
    configFiles: [
      'package.json',
      'package-lock.json',
      'tsconfig.json',
      'tsconfig.base.json',
      'server/package.json',
      'server/tsconfig.json',
      'common/package.json',
      'common/tsconfig.json',
    ].map((file) => path.join(root, file)),
  }));
} catch (e) {
  console.error(e);
  process.exit(1);
}

// Node runs with serverNodeFlags (source maps, a small young generation). glibc gives each thread
// that allocates its own malloc arena, and PGlite's compilation and the image workers leave them
// mostly empty but kept: two arenas hold the same work in about 100 MB less
// (scripts/bench/imageMemory.ts). A value set outside wins.
const server = spawn(process.execPath, [...serverNodeFlags, bundle], {
  stdio: 'inherit',
  env: { MALLOC_ARENA_MAX: '2', ...process.env },
});
// A Ctrl-C reaches the server as well (the same process group); a signal sent to this process alone
// (a supervisor's SIGTERM) is passed on. Either way this process ends when the server has.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.once('error', (e) => {
  console.error(e);
  process.exit(1);
});
server.once('exit', (code, signal) => {
  process.exit(code ?? 128 + (signal ? (os.constants.signals[signal] ?? 0) : 0));
});
