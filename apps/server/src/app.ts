import Fastify, { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import { randomUUID } from 'node:crypto';
import { COLLECTIONS, type CollectionSpec } from '@firm/contract';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, AppContext } from './context.js';
import { openDb } from './db/index.js';
import { systemClock, type Clock } from './lib/clock.js';
import { contentVersionReader } from './content/version.js';
import { frameworkErrors, registerErrorHandling } from './lib/error-handler.js';
import { MailWorker } from './mail/outbox.js';
import { PageCache } from './pages/page-cache.js';
import { registerSecurityHeaders } from './pages/security-headers.js';
import { deriveKeys, loadRootKey } from './auth/keys.js';
import { HashQueue } from './auth/hash-queue.js';
import { clientAddress } from './lib/client-address.js';
import { fastifyTrustProxy } from './config-rules.js';
import type { Config } from './config.js';
import healthRoutes from './ops/health-routes.js';
import { registerDocs } from './ops/docs-routes.js';
import authRoutes from './auth/login-routes.js';
import accountRoutes from './auth/account-routes.js';
import twoStepRoutes from './auth/two-step-routes.js';
import { enforceTwoStepPolicy } from './auth/two-step.js';
import passwordResetRoutes from './auth/password-reset-routes.js';
import teamRoutes from './auth/team-routes.js';
import originalApiRoutes from './content/original-api.js';
import mediaRoutes from './media/routes.js';
import contactRoutes from './contact/form-routes.js';
import messageRoutes from './contact/inbox-routes.js';
import overviewRoutes from './analytics/overview-routes.js';
import webRoutes from './pages/routes.js';
import previewRoutes from './pages/preview.js';
import contentRoutes from './content/routes.js';
import trashRoutes from './trash/trash-routes.js';
import historyRoutes from './history/history-routes.js';
import { Housekeeping } from './ops/housekeeping.js';
import activityRoutes from './history/activity-routes.js';
import backupRoutes from './backup/backup-routes.js';
import { BackupSchedule } from './backup/schedule.js';
import { registerVisits } from './analytics/beacon-routes.js';
import { WeeklySummary } from './analytics/weekly-summary.js';

/**
 * The path of a request URL without its query: a query can carry what a person typed (a form sent
 * with GET by an old page or a bot), which must never reach a log.
 */
const pathOnly = (url: string) => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

/**
 * One log line per request, written with its answer (the request, the status, the time), instead
 * of Fastify's two: logging was the largest cost left on a cached list read (bench/api). Errors
 * are still logged as Fastify logs them, with the request serialized by `logRequest`.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    // Flat fields rather than Fastify's request and reply serializers: the same facts, and on a cached
    // list read a quarter more answers a second (bench/api).
    reply.log.info(
      {
        method: request.method,
        url: pathOnly(request.url),
        ip: clientAddress(request),
        statusCode: reply.statusCode,
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
  }

  override routeNotFound(request: FastifyRequest) {
    request.log.info(`Route ${request.method}:${pathOnly(request.url)} not found`);
  }
}

/** Fastify's request serializer (used on error lines) without the query string. */
const logRequest = (req: { method?: string; url?: string; ip?: string }) => ({
  method: req.method,
  url: pathOnly(req.url ?? ''),
  remoteAddress: req.ip,
});

/**
 * One password hash at a time per process: on the 2-core machine the other core and three of
 * libuv's four threads stay with the pages while a login flood runs (bench/abuse). Up to
 * HASH_WAITING_PLACES addresses wait for their turn, each one hash long (docs/decisions/030).
 */
export const PASSWORD_HASHES_AT_ONCE = 1;
export const HASH_WAITING_PLACES = 8;

/** Largest body any route takes: a 5 MB image plus its form fields. */
export const BODY_LIMIT = 6 * 1024 * 1024;

export interface BuildOptions {
  /** Where the log lines go instead of standard output (the tests read them). */
  logStream?: { write(line: string): void };
  /** The clock of contact messages and their mail instead of the system's (the mail tests move it by hand). */
  clock?: Clock;
  /** Collections besides the contract's (COLLECTIONS), each its definition alone: a test's own. */
  collections?: Record<string, CollectionSpec>;
}

/**
 * The app on a database the start-up steps have prepared (start-up.ts: migrations and token
 * secret; the first admin and the seed come after). Building it writes nothing.
 */
export async function buildApp(config: Config, { logStream, clock = systemClock, collections = {} }: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      serializers: { req: logRequest },
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'], censor: '[redacted]' },
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // A client that sends its request slowly (a byte every few seconds) is cut off with 408 once this
    // passes, so a few hundred slow sockets cannot hold the server; Node checks every second.
    requestTimeout: config.requestTimeoutMs,
    http: { headersTimeout: Math.min(10_000, config.requestTimeoutMs), connectionsCheckingInterval: 1000 },
    logController: new OneLinePerRequest(),
    frameworkErrors,
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const handle = openDb(config.databaseUrl, app.log);
  const ctx: AppContext = {
    config,
    db: handle.db,
    dialect: handle.dialect,
    dbHealth: handle.health,
    keys: deriveKeys(loadRootKey(config)),
    hashQueue: new HashQueue(PASSWORD_HASHES_AT_ONCE, HASH_WAITING_PLACES),
    contentVersion: contentVersionReader(handle.db),
    pageCache: config.pageCacheBytes > 0 ? new PageCache(config.pageCacheBytes) : undefined,
    clock,
    collections: { ...COLLECTIONS, ...collections },
  };
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => handle.db.destroy());

  registerSecurityHeaders(app);
  await app.register(compress, { global: true, threshold: 1024 });
  if (config.corsOrigins.length > 0) {
    const { default: cors } = await import('@fastify/cors');
    await app.register(cors, { origin: config.corsOrigins });
  }

  await app.register(healthRoutes);
  await registerDocs(app);
  // Before the routes: it applies to every admin call registered after it.
  enforceTwoStepPolicy(app);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(twoStepRoutes);
  await app.register(passwordResetRoutes);
  await app.register(teamRoutes);
  await app.register(originalApiRoutes);
  await app.register(previewRoutes);
  await app.register(mediaRoutes);
  // One mail worker per app server, for the contact API and the contact page's own POST.
  const worker = new MailWorker(ctx, app.log);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
  await app.register(contactRoutes, { worker });
  await app.register(messageRoutes);
  await app.register(overviewRoutes);
  await app.register(contentRoutes);
  await app.register(trashRoutes);
  await app.register(historyRoutes);
  await app.register(activityRoutes);
  const housekeeping = new Housekeeping(ctx, app.log);
  app.decorate('housekeeping', housekeeping);
  app.addHook('onReady', async () => housekeeping.start());
  app.addHook('onClose', async () => housekeeping.stop());
  const backups = new BackupSchedule(ctx, app.log);
  app.decorate('backups', backups);
  app.addHook('onReady', async () => backups.start());
  app.addHook('onClose', async () => backups.stop());
  const weeklySummary = new WeeklySummary(ctx, app.log);
  app.addHook('onReady', async () => weeklySummary.start());
  app.addHook('onClose', async () => weeklySummary.stop());
  await app.register(backupRoutes, { backups });
  await registerVisits(app);
  await app.register(webRoutes, { worker });
  return app as unknown as App;
}
