import Fastify, { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import { randomUUID } from 'node:crypto';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { App, AppContext } from './context.js';
import { migrate, openDb } from './db/index.js';
import { registerErrorHandling } from './lib/error-handler.js';
import { registerSecurityHeaders } from './lib/security-headers.js';
import { loadTokenSecret } from './lib/token-secret.js';
import { seed } from './db/seed.js';
import healthRoutes from './routes/health.js';
import { registerDocs } from './routes/docs.js';
import authRoutes from './routes/auth.js';
import offerRoutes from './routes/offers.js';
import sliderRoutes from './routes/sliders.js';
import mediaRoutes from './routes/media.js';
import contactRoutes from './routes/contact.js';
import messageRoutes from './routes/messages.js';
import webRoutes from './routes/web.js';
import contentRoutes from './content/routes.js';

/**
 * One log line per request, written with its answer (the request, the status, the time), instead
 * of Fastify's two: logging was the largest cost left on a cached list read (bench/api). Errors
 * are still logged as Fastify logs them.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    // Flat fields rather than Fastify's request and reply serializers: the same facts, and on a cached
    // list read a quarter more answers a second (bench/api).
    reply.log.info(
      { method: request.method, url: request.url, ip: request.ip, statusCode: reply.statusCode, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}

/** Largest body any route takes: a 5 MB image plus its form fields. */
export const BODY_LIMIT = 6 * 1024 * 1024;

/** `logStream`: where the log lines go instead of standard output (the tests read them). */
export async function buildApp(config: Config, { logStream }: { logStream?: { write(line: string): void } } = {}): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'], censor: '[redacted]' },
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    logController: new OneLinePerRequest(),
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const handle = openDb(config.databaseUrl);
  await migrate(handle);
  const ctx: AppContext = {
    config,
    db: handle.db,
    dialect: handle.dialect,
    tokenSecret: await loadTokenSecret(handle.db, config.jwtSecret),
  };
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => handle.db.destroy());
  await seed(app);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", "'unsafe-inline'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'frame-src': ['https://www.google.com', 'https://maps.google.com'],
        'connect-src': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  if (config.corsOrigins.length > 0) {
    const { default: cors } = await import('@fastify/cors');
    await app.register(cors, { origin: config.corsOrigins });
  }

  await app.register(healthRoutes);
  await registerDocs(app);
  await app.register(authRoutes);
  await app.register(offerRoutes);
  await app.register(sliderRoutes);
  await app.register(mediaRoutes);
  await app.register(contactRoutes);
  await app.register(messageRoutes);
  await app.register(contentRoutes);
  await app.register(webRoutes);
  return app as unknown as App;
}
