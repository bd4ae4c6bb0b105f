import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { App } from '../context.js';

/** OpenAPI document at /api/docs/json and a browsable reference at /api/docs. Called on the root app, before the routes. */
export async function registerDocs(app: App) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Firm website API', version: '1.0.0', description: 'Offers, sliders, the site details and the owner’s collections (services, courses, gallery, downloads), media, contact form and the admin inbox.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
