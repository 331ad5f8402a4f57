'use strict';
// Runs the Firebase Auth emulator of firebase-tools in its own process (see authEmulator.ts).
// Arguments: projectId port host [persistFile]. With a persist file, the accounts are loaded
// from it at start and written back a few seconds after they change and on exit, so that the
// embedded default keeps its users across restarts as the database keeps its rows.
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');

const emulatorServer = require.resolve('firebase-tools/lib/emulator/auth/server.js');
// The emulator validates requests and answers against its OpenAPI document with ajv. By default
// exegesis compiles a validator for every operation at start: about 5 CPU-s, most of the start,
// for its 103 operations, of which Tribuna calls a dozen. exegesis's documented
// `lazyCompileValidationSchemas` compiles each on its first use instead; the validation is the same.
const exegesisExpress = require(
  require.resolve('exegesis-express', { paths: [path.dirname(emulatorServer)] }),
);
const eagerMiddleware = exegesisExpress.middleware;
exegesisExpress.middleware = (spec, options) =>
  eagerMiddleware(spec, { ...options, lazyCompileValidationSchemas: true });
const { createApp } = require(emulatorServer);

const [projectId, portText, host, persistFile] = process.argv.slice(2);
const port = Number(portText);
const base = `http://${host}:${port}/identitytoolkit.googleapis.com/v1/projects/${projectId}`;
const owner = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
let lastSaved = null;
// Requests that may have changed an account (anything but reading), and how many of them the last
// save had seen: an idle emulator is not asked for all its accounts every few seconds.
let changes = 0;
let savedChanges = 0;

async function load() {
  if (!persistFile || !fs.existsSync(persistFile)) return;
  const saved = JSON.parse(fs.readFileSync(persistFile, 'utf8'));
  if (!Array.isArray(saved.users) || saved.users.length === 0) return;
  const res = await fetch(`${base}/accounts:batchCreate`, {
    method: 'POST',
    headers: owner,
    body: JSON.stringify({ users: saved.users }),
  });
  if (!res.ok) throw new Error(`Importing saved accounts failed: ${res.status} ${await res.text()}`);
  lastSaved = JSON.stringify(saved.users);
  savedChanges = changes;
}

async function save() {
  if (!persistFile || changes === savedChanges) return;
  const seen = changes;
  const res = await fetch(`${base}/accounts:batchGet?maxResults=-1`, { headers: owner });
  if (!res.ok) return;
  const users = (await res.json()).users ?? [];
  const text = JSON.stringify(users);
  savedChanges = seen;
  if (text === lastSaved) return;
  fs.mkdirSync(path.dirname(persistFile), { recursive: true });
  const tmp = `${persistFile}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify({ users }, null, 1));
  fs.renameSync(tmp, persistFile);
  lastSaved = text;
}

async function main() {
  // What AuthEmulator.start does, with the requests counted on their way in.
  const app = await createApp(projectId, 0);
  await new Promise((resolve, reject) => {
    const server = http.createServer((request, response) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') changes++;
      app(request, response);
    });
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  await load();
  const timer = persistFile ? setInterval(() => save().catch(() => undefined), 3000) : null;
  const stop = async () => {
    if (timer) clearInterval(timer);
    await save().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.on('disconnect', stop);
  if (process.send) process.send('ready');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
