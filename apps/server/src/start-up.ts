import { buildApp, type BuildOptions } from './app.js';
import type { Config } from './config.js';
import type { App } from './context.js';
import { migrate, openDb } from './db/index.js';
import { ensureAdmin } from './auth/first-admin.js';
import { seed } from './content/seed.js';
import { startWarnings } from './config-rules.js';
import { ensureTokenSecret } from './auth/token-secret.js';

/**
 * The database ready for an app, on a connection of its own closed after: its tables up to date,
 * then, without JWT_SECRET, the token secret every app server shares.
 */
export async function prepareDatabase(config: Config): Promise<void> {
  const handle = openDb(config.databaseUrl);
  try {
    await migrate(handle);
    if (!config.jwtSecret) await ensureTokenSecret(handle.db);
  } finally {
    await handle.db.destroy();
  }
}

/**
 * The start-up steps, in their order, for main.ts, dev.ts, the API benchmark and the tests: prepare
 * the database (migrations, token secret), build the app (which only reads), create the first admin
 * when there is none (AUTH-6), then add the default content on the first start. Each step changes
 * nothing the second time, and two servers starting together agree (docs/decisions/021-start-up-steps.md).
 */
export async function startUp(config: Config, options: BuildOptions = {}): Promise<App> {
  await prepareDatabase(config);
  const app = await buildApp(config, options);
  for (const warning of startWarnings(config)) app.log.warn(warning);
  try {
    await ensureAdmin(app);
    await seed(app);
  } catch (err) {
    await app.close();
    throw err;
  }
  return app;
}
