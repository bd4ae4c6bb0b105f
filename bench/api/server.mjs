// @ts-check
/**
 * The built server (apps/server/dist) as main.js starts it, without the web app: the benchmark
 * measures the API and media routes, so it does not depend on the state of apps/web/build.
 */
import { buildApp } from '../../apps/server/dist/app.js';
import { loadConfig } from '../../apps/server/dist/config.js';

const config = loadConfig({ webBuildDir: undefined });
const app = await buildApp(config);
await app.listen({ port: config.port, host: config.host });
process.once('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
