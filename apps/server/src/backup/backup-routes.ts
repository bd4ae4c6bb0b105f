import { PassThrough } from 'node:stream';
import { API, backupDownloadSchema, backupStatusSchema } from '@firm/contract';
import type { App } from '../context.js';
import { requireAdmin } from '../auth/guard.js';
import { logActivity } from '../history/activity.js';
import { streamedResponse } from '../lib/binary-response.js';
import { BODY_ERRORS, errorResponses } from '../lib/error-responses.js';
import { backupFileName } from './format.js';
import type { BackupSchedule } from './schedule.js';
import { writeBackup } from './write.js';

const security = [{ bearer: [] }];
const tags = ['backups'];

/** The owner's backups: the daily ones' status, and a fresh backup to download. Owners only (docs/decisions/048). */
export default async function backupRoutes(app: App, { backups }: { backups: BackupSchedule }) {
  const { ctx } = app;
  app.addHook('onRequest', requireAdmin(app, 'owner'));

  app.get(
    API.backups,
    {
      schema: {
        tags,
        operationId: 'getBackupStatus',
        summary:
          'The daily backups: the latest, whether it was read back and checked, the next, the folder, and a warning when one is needed',
        security,
        response: { 200: backupStatusSchema, ...errorResponses(401, 403) },
      },
    },
    async () => backups.status(),
  );

  // A POST: the passphrase travels in the body, never in an address (which logs and histories keep).
  app.post(
    API.backupDownload,
    {
      // Pictures go as they are and texts deflated (or all sealed): compressing it again costs CPU and saves nothing.
      compress: false,
      schema: {
        tags,
        operationId: 'downloadBackup',
        summary:
          'A backup of everything, made now: site details, collections with their pictures and files, offers, sliders, messages, accounts, settings; sealed with the passphrase when one is given (docs/decisions/085)',
        security,
        body: backupDownloadSchema,
        response: {
          200: streamedResponse('The backup file, streamed as it is made', ['application/octet-stream']),
          ...errorResponses(...BODY_ERRORS, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const name = backupFileName(new Date(ctx.clock.now()));
      const by = request.admin!.email;
      // Streamed as it is made: memory does not grow with the media. A failure midway cuts the
      // download short, which the restore refuses as a damaged file.
      const body = new PassThrough();
      writeBackup({ db: ctx.db, dialect: ctx.dialect }, body, { passphrase: request.body.passphrase }).then(
        () =>
          logActivity(ctx.db, { by, action: 'backupDownload', at: new Date(ctx.clock.now()) }).catch((err: unknown) =>
            request.log.error({ err }, 'the backup download could not be written to the activity'),
          ),
        (err: unknown) => {
          if (reply.raw.destroyed) request.log.info('backup download stopped by the browser');
          else request.log.error({ err }, 'backup download failed');
          body.destroy(err instanceof Error ? err : new Error(String(err)));
        },
      );
      return reply
        .header('Content-Type', 'application/octet-stream')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'no-store')
        .send(body);
    },
  );
}
