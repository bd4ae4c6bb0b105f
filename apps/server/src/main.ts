import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { Server, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { startupConfig } from './config.js';
import { startUp } from './start-up.js';
import { newDatabaseRefusal } from './db/open-checks.js';
import { PROJECT_FOLDER as projectRoot } from './project-folder.js';
import { listenFailure, startUpFailure } from './start-up-failures.js';
import type { App } from './context.js';

/** How long kept-alive connections get to end by themselves when the server stops (see stop). */
const DRAIN_MS = 1000;

const config = startupConfig();

/** Ends the start with one line on stderr (docs/decisions/052-start-up-refuses-what-would-look-like-a-wiped-site.md). */
function fail(line: string, err?: unknown): never {
  process.stderr.write(`${line}\n`);
  if (err instanceof Error && ['debug', 'trace'].includes(config.logLevel)) process.stderr.write(`${err.stack}\n`);
  process.exit(1);
}

const defaultWebBuild = join(projectRoot, 'apps', 'web', 'build');
if (!config.webBuildDir && existsSync(defaultWebBuild)) config.webBuildDir = defaultWebBuild;
// Unset, the database is the project's own (config.ts) whatever folder the server starts from.
const given = process.env.DATABASE_URL || undefined;
const refusal = newDatabaseRefusal({
  databaseUrl: config.databaseUrl,
  given,
  cwd: process.cwd(),
  projectRoot,
  allow: config.allowNewDatabase,
});
if (refusal) fail(refusal);

let app: App;
try {
  app = await startUp(config);
} catch (err) {
  fail(startUpFailure(err, config), err);
}
if (!existsSync('.env') && existsSync(join(projectRoot, '.env'))) {
  app.log.warn(
    `Started from ${process.cwd()}, not from the project folder: ${join(projectRoot, '.env')} was not read. Start the server from ${projectRoot}.`,
  );
}

let draining = false;
// While stopping, every answer closes its connection: a client's next request opens a new one, which
// goes to the server that replaces this one (npm start's supervisor) or to another behind the proxy.
app.server.prependListener('request', (_req, res) => {
  if (draining) res.setHeader('connection', 'close');
});

try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  fail(listenFailure(err, config), err);
}
const { port } = app.server.address() as AddressInfo;
app.log.info(`Site ready on http://localhost:${port} (admin: http://localhost:${port}/admin/login)`);

/** Until no connection is left, or `ms` have passed. */
async function connectionsEnded(ms: number): Promise<void> {
  const until = Date.now() + ms;
  const count = () => new Promise<number>((resolve) => app.server.getConnections((_err, n) => resolve(n ?? 0)));
  while (Date.now() < until && (await count()) > 0) await new Promise((r) => setTimeout(r, 25));
}

/**
 * Stops without failing a request: no new connection is taken, the open ones end by themselves
 * within DRAIN_MS (each answer now closes its connection), then close() ends those still idle,
 * waits for requests in flight, and closes the database (onClose).
 */
async function stop(signal: string): Promise<void> {
  draining = true;
  app.log.info(`${signal}: finishing requests in flight, then stopping`);
  // Not http.Server.close() yet: it also ends every connection idle at that instant, among them one
  // just accepted whose request has not been read, and its client would see the request fail.
  Server.prototype.close.call(app.server);
  await connectionsEnded(DRAIN_MS);
  await app.close();
}

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    stop(signal).then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
// Under npm start's supervisor (scripts/supervisor.mjs) a hang-up is the supervisor's to answer: it
// replaces this process, or stops it with SIGTERM.
if (cluster.isWorker) process.on('SIGHUP', () => {});
