import { buildApp, type BuildOptions } from './app.js';
import type { Config } from './config.js';
import type { App } from './context.js';
import { migrate, openDb } from './db/index.js';
import type { DbLog } from './db/health.js';
import { newerReleaseRefusal, openedLine, recordRelease } from './db/open-checks.js';
import { StartUpError } from './start-up-failures.js';
import { ensureAdmin, type Terminal } from './auth/first-admin.js';
import { seed } from './content/seed.js';
import { startWarnings } from './config-rules.js';
import { retireOldTokenSecret } from './auth/old-token-secret.js';
import { giveSpaceBackFromNowOn } from './db/sqlite-space.js';

const QUIET: DbLog = { warn() {}, info() {} };

/**
 * The database ready for an app, on a connection of its own closed after: refused untouched when a
 * newer release set it up, else its tables up to date and this release noted on it, then a signing
 * secret an earlier release kept in it moved out (auth/old-token-secret.ts).
 */
export async function prepareDatabase(config: Config): Promise<void> {
  // A failure here ends the start, and says so in its own line (main.ts): nothing to log besides.
  const handle = openDb(config.databaseUrl, QUIET);
  try {
    const refusal = await newerReleaseRefusal(handle, config.databaseUrl);
    if (refusal) throw new StartUpError(refusal);
    await migrate(handle);
    await recordRelease(handle.db);
    await retireOldTokenSecret(handle.db, config);
  } finally {
    await handle.db.destroy();
  }
}

export interface StartUpOptions extends BuildOptions {
  /** Where a generated first password is shown instead of the server's terminal (auth/first-admin.ts). */
  terminal?: Terminal;
}

/**
 * The start-up steps, in their order, for main.ts, dev.ts, the API benchmark and the tests: prepare
 * the database (migrations, the old signing secret moved out), build the app (which only reads) and say in one line which
 * database it opened, create the first admin
 * when there is none (AUTH-6), then add the default content on the first start. Each step changes
 * nothing the second time, and two servers starting together agree (docs/decisions/021-start-up-steps.md).
 */
export async function startUp(config: Config, { terminal, ...options }: StartUpOptions = {}): Promise<App> {
  await prepareDatabase(config);
  const app = await buildApp(config, options);
  app.log.info(openedLine(config.databaseUrl));
  giveSpaceBackFromNowOn(config.databaseUrl, app.log);
  for (const warning of startWarnings(config)) app.log.warn(warning);
  try {
    await ensureAdmin(app, terminal);
    await seed(app);
  } catch (err) {
    await app.close();
    throw err;
  }
  return app;
}
