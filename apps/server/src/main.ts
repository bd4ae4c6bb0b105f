import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startupConfig } from './config.js';
import { startUp } from './start-up.js';

const defaultWebBuild = fileURLToPath(new URL('../../web/build', import.meta.url));
const config = startupConfig();
if (!config.webBuildDir && existsSync(defaultWebBuild)) config.webBuildDir = defaultWebBuild;

const app = await startUp(config);
await app.listen({ port: config.port, host: config.host });
app.log.info(`Site ready on http://localhost:${config.port} (admin: http://localhost:${config.port}/admin/login)`);

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing requests in flight, then stopping`);
    // close() stops accepting, waits for in-flight requests, then runs onClose (database).
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
