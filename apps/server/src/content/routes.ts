import multipart from '@fastify/multipart';
import type { App } from '../context.js';
import { contentOf } from './content.js';
import { collectionOrderRoute } from './collection-order-route.js';
import { collectionReadRoutes } from './collection-read-routes.js';
import { collectionWriteRoutes } from './collection-write-routes.js';
import { collectionFileRoutes, seedFileRoute } from './download-routes.js';
import { siteRoutes } from './site-routes.js';
import { multipartLimitsOf } from './write-requests.js';

/** The owner's content: site details and every collection of the app (AppContext.collections), documented at /api/docs. */
export default async function contentRoutes(app: App) {
  const content = contentOf(app.ctx);
  await app.register(multipart, { limits: multipartLimitsOf(content.all.map((repo) => repo.def.spec)) });
  for (const repo of content.all) {
    collectionReadRoutes(app, repo);
    collectionWriteRoutes(app, repo);
    collectionOrderRoute(app, repo);
    collectionFileRoutes(app, repo);
  }
  seedFileRoute(app, content.collections.downloads);
  siteRoutes(app, content.siteDetails);
}
