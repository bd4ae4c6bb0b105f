// `npm run update` (after `git pull`): installs what changed and builds while the running site keeps
// answering, then has the server `npm start` runs reload onto the new build without stopping
// (supervisor.mjs; docs/decisions/053-updates-without-downtime.md). `-- --no-build` only reloads, to
// apply a changed .env. Exits non-zero when the build or the new release's start failed; the running
// site is then unchanged.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { configuredPort, ensureInstalled, isSupervisor, run, supervisorFiles } from './lib.mjs';

const WAIT_MS = 10 * 60 * 1000;
const build = !process.argv.includes('--no-build');

if (build) {
  ensureInstalled({ inPlace: true });
  console.log('Building the new release (npm run build); the site keeps answering...');
  if (run('npm', ['run', 'build']) !== 0) {
    console.error('The build failed (see above): the running site is unchanged.');
    process.exit(1);
  }
}

const port = configuredPort();
const files = supervisorFiles(port);
const readStatus = () => {
  try {
    return JSON.parse(readFileSync(files.status, 'utf8'));
  } catch {
    return undefined;
  }
};

const before = readStatus();
if (!before || !isSupervisor(before.pid)) {
  console.log(
    `${build ? 'Built. ' : ''}No server started with npm start runs on port ${port} (${files.status} ${existsSync(files.status) ? 'is stale' : 'does not exist'}): ` +
      'start it with npm start, or restart your service once (a server started by an older release cannot reload).',
  );
  process.exit(0);
}

writeFileSync(files.request, String(process.pid));
process.kill(before.pid, 'SIGHUP');
console.log(`Reloading the server on port ${port} (process ${before.pid})...`);
const until = Date.now() + WAIT_MS;
for (;;) {
  const now = readStatus();
  if (now?.reload && now.reload.forHangup > before.hangups) {
    console.log(now.reload.message);
    process.exit(now.reload.ok ? 0 : 1);
  }
  if (!now || !isSupervisor(before.pid)) {
    console.error(`The server on port ${port} stopped while reloading: start it again with npm start (or your service).`);
    process.exit(1);
  }
  if (Date.now() > until) {
    console.error(
      `The new release has not started after ${WAIT_MS / 60000} minutes: the running one keeps answering; see the server's log.`,
    );
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 200));
}
