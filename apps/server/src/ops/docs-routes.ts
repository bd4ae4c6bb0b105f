import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { App } from '../context.js';
import { openapiTransform } from '../lib/openapi.js';

/** OpenAPI document at /api/docs/json and a browsable reference at /api/docs. Called on the root app, before the routes. */
export async function registerDocs(app: App) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Firm website API',
        version: '1.0.0',
        description:
          'Offers, sliders, the site details and the owner’s collections (services, courses, gallery, downloads), media, contact form and the admin inbox.',
      },
      // PUBLIC_URL: where generated clients and "Try it out" send their requests.
      servers: [{ url: app.ctx.config.publicUrl, description: 'This site' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token POST /api/login answers with' },
        },
      },
    },
    // The paths are the server's own even when PUBLIC_URL has a path (a proxy's prefix).
    stripBasePath: false,
    transform: openapiTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
