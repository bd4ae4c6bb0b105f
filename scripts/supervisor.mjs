// `npm start`'s supervisor, once start.mjs has installed and built: it holds the listening socket
// (node:cluster) and runs the server, apps/server/dist/main.js, in one worker process. On a hang-up
// from `npm run update` (update.mjs) it starts a new worker beside the running one, and once the new
// one listens it stops the old one, which finishes its requests first: the site answers throughout
// (docs/decisions/053-updates-without-downtime.md). A worker that stops by itself is started again.
import cluster from 'node:cluster';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isatty } from 'node:tty';
import { configuredPort, root, supervisorFiles } from './lib.mjs';

process.chdir(root);
const port = configuredPort();
const files = supervisorFiles(port);
// React renders several times faster in its production build, which it picks by NODE_ENV.
const env = { NODE_ENV: 'production', ...process.env };
cluster.setupPrimary({ exec: join(root, 'apps', 'server', 'dist', 'main.js') });

/** What update.mjs reads: `hangups` counts the reloads asked for, `reload` tells how the latest went and for which. */
const status = { pid: process.pid, port, worker: undefined, hangups: 0, reload: undefined };
const say = (line) => console.log(line);

function writeStatus() {
  mkdirSync(dirname(files.status), { recursive: true });
  writeFileSync(`${files.status}.tmp`, JSON.stringify(status));
  renameSync(`${files.status}.tmp`, files.status);
}

/** A new worker, and its fate until it listens: the worker once listening, or its exit code before. */
function fork() {
  const worker = cluster.fork(env);
  const listening = new Promise((resolve, reject) => {
    worker.once('listening', () => resolve(worker));
    worker.once('exit', (code, signal) =>
      reject(Object.assign(new Error(signal ? `stopped by ${signal}` : `exit code ${code}`), { code })),
    );
  });
  return listening;
}

let serving;
let reloading = false;
let reloadAgain = false;
let stopping = false;

function serve(worker) {
  serving = worker;
  status.worker = worker.process.pid;
  writeStatus();
}

function finish(code) {
  try {
    if (JSON.parse(readFileSync(files.status, 'utf8')).pid === process.pid) rmSync(files.status, { force: true });
  } catch {
    // No status written yet (the first start failed), or it is gone.
  }
  process.exit(code);
}

async function reload() {
  if (stopping) return;
  if (reloading) {
    reloadAgain = true;
    return;
  }
  reloading = true;
  const forHangup = status.hangups;
  say('Reloading: starting the new release beside the running one.');
  const previous = serving;
  try {
    serve(await fork());
    status.reload = {
      forHangup,
      ok: true,
      message: `The new release answers (process ${serving.process.pid}); the previous one finishes its requests and stops.`,
    };
    previous?.process.kill('SIGTERM');
  } catch (err) {
    status.reload = {
      forHangup,
      ok: false,
      message: `The new release did not start (${err.message}; the line above says why): ${serving ? 'the running one keeps answering' : 'no server is running'}.`,
    };
  }
  say(status.reload.message);
  writeStatus();
  reloading = false;
  if (!serving) return finish(1);
  if (reloadAgain) {
    reloadAgain = false;
    void reload();
  }
}

function stop() {
  if (stopping) return;
  stopping = true;
  const workers = Object.values(cluster.workers ?? {});
  if (workers.length === 0) finish(0);
  for (const worker of workers) worker?.process.kill('SIGTERM');
}

cluster.on('exit', (worker, code, signal) => {
  if (stopping) {
    if (Object.keys(cluster.workers ?? {}).length === 0) finish(worker === serving ? (code ?? 0) : 0);
    return;
  }
  if (worker !== serving) return;
  serving = undefined;
  // During a reload the new worker is on its way: it takes over.
  if (reloading) return;
  say(`The server stopped unexpectedly (${signal ? `by ${signal}` : `exit code ${code}`}): starting it again.`);
  fork().then(serve, (err) => {
    say(`It did not start again (${err.message}): stopping.`);
    finish(1);
  });
});

for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, stop);
process.on('SIGHUP', () => {
  const requested = existsSync(files.request);
  rmSync(files.request, { force: true });
  // From a terminal, a hang-up not asked for by update.mjs is the terminal closing: stop, as any program would.
  if (!requested && isatty(0)) return stop();
  status.hangups++;
  writeStatus();
  void reload();
});

fork().then(serve, (err) => {
  // The worker said why in one line; its exit code is the start's.
  finish(err.code || 1);
});
