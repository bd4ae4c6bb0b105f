/**
 * `npm run dev`: the whole site in one process on one port (docs/decisions/015-development-loop.md):
 * the API as in production, and the web app from its sources through Vite in middleware mode,
 * rendered on the server and updated in the browser by hot module replacement. tsx restarts this
 * process when the server's own files change; Vite handles apps/web.
 */
import { fileURLToPath } from 'node:url';
import { createRequestListener } from '@remix-run/node-fetch-server';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { createServer as createViteServer } from 'vite';
import { startupConfig } from './config.js';
import { startUp } from './start-up.js';
import { loadContext } from './pages/load-context.js';

const webRoot = fileURLToPath(new URL('../../web/', import.meta.url));
// The API only: the pages come from Vite below, not from a production build.
const config = { ...startupConfig(), webBuildDir: undefined };
const app = await startUp(config);

const vite = await createViteServer({
  root: webRoot,
  configFile: `${webRoot}vite.config.ts`,
  appType: 'custom',
  // Hot updates travel over a WebSocket on the site's own port.
  server: { middlewareMode: true, hmr: { server: app.server } },
});
const render = createRequestHandler(() => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>, 'development');
const context = { content: loadContext(app).content, collections: app.ctx.collections };
const renderPage = createRequestListener((request) => render(request, context), {
  onError(err) {
    vite.ssrFixStacktrace(err as Error);
    app.log.error({ err }, 'rendering failed');
    return new Response(err instanceof Error ? err.stack : String(err), {
      status: 500,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  },
});

app.addHook('onClose', () => vite.close());
// Every GET the API does not answer: Vite's own files (modules, styles, public/), else a page.
app.get('/*', { schema: { hide: true } }, (request, reply) => {
  if (request.url.startsWith('/api/')) {
    return reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  }
  reply.hijack();
  vite.middlewares(request.raw, reply.raw, () => renderPage(request.raw, reply.raw));
});

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Development site on http://localhost:${config.port} (edits to apps/web show at once; the server restarts on its own changes)`,
);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
