// @ts-check
/**
 * The built server (apps/server/dist) as main.js starts it, without the web app: the benchmark
 * measures the API and media routes, so it does not depend on the state of apps/web/build.
 */
import { loadConfig } from '../../apps/server/dist/config.js';
import { startUp } from '../../apps/server/dist/start-up.js';

const config = loadConfig({ webBuildDir: undefined });
const app = await startUp(config);
await app.listen({ port: config.port, host: config.host });
process.once('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
