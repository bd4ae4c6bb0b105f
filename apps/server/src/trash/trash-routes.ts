import { MESSAGES_TRASH, TRASH_MESSAGES, messageResponseSchema, trashKeySchema, trashListSchema, trashPaths } from '@firm/contract';
import type { App } from '../context.js';
import { requireAdmin } from '../auth/guard.js';
import { BODY_ERRORS, errorResponses } from '../lib/error-responses.js';
import { forbidden, notFound } from '../lib/errors.js';
import { possibleId } from '../lib/possible-id.js';
import { contentOf } from '../content/content.js';
import { restoreMessage } from '../contact/message-store.js';
import { deleteForever, listTrash } from './trash-store.js';
import { logActivity } from '../history/activity.js';

const security = [{ bearer: [] }];
const tags = ['trash'];

/** The Trash tab's API (docs/decisions/044): list, restore, delete forever (an owner's); every call needs an admin token. */
export default async function trashRoutes(app: App) {
  const { ctx } = app;
  app.addHook('onRequest', requireAdmin(app));
  const content = contentOf(ctx);
  /** What puts an entry back, by the trash's name of its collection. */
  const restorers = new Map<string, (id: string, by: string) => Promise<boolean>>([
    ...[...content.bySlug].map(([slug, repo]) => [slug, (id: string, by: string) => repo.restore(id, by)] as const),
    [MESSAGES_TRASH, (id: string, by: string) => restoreMessage(ctx.db, id, by, new Date(ctx.clock.now()))],
  ]);

  app.get(
    trashPaths.list,
    {
      schema: {
        tags,
        operationId: 'listTrash',
        summary: `What was deleted in the last ${ctx.config.trashDays} days, newest first`,
        security,
        response: { 200: trashListSchema, ...errorResponses(401) },
      },
    },
    async () => ({ items: await listTrash(ctx.db, ctx.config.trashDays), days: ctx.config.trashDays }),
  );

  app.post(
    trashPaths.restore,
    {
      schema: {
        tags,
        operationId: 'restoreFromTrash',
        summary: 'Put a deleted item back as it was: same id, fields, pictures, files and place',
        security,
        body: trashKeySchema,
        response: { 200: messageResponseSchema, ...errorResponses(...BODY_ERRORS, 401, 404) },
      },
    },
    async (request) => {
      const restore = restorers.get(request.body.collection);
      if (!restore || !possibleId(request.body.id) || !(await restore(request.body.id, request.admin!.email)))
        throw notFound(TRASH_MESSAGES.notInTrash);
      return { message: TRASH_MESSAGES.restored };
    },
  );

  app.delete(
    '/api/trash/:collection/:id',
    {
      schema: {
        tags,
        operationId: 'deleteFromTrash',
        summary: 'Delete an entry of the trash for good, with the pictures and files nothing else uses (an owner only)',
        security,
        params: trashKeySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      // The owner's (AUTH-9, decision 087): what an editor deletes stays restorable until the trash's days are over.
      if (request.admin!.role !== 'owner') throw forbidden(TRASH_MESSAGES.foreverOwnersOnly);
      const { collection, id } = request.params;
      if (!possibleId(collection) || !possibleId(id)) throw notFound(TRASH_MESSAGES.notInTrash);
      const gone = await ctx.db.transaction().execute(async (trx) => {
        const title = await deleteForever(trx, collection, id);
        if (title === undefined) return false;
        await logActivity(trx, {
          by: request.admin!.email,
          action: 'forever',
          collection,
          itemId: id,
          title,
          at: new Date(ctx.clock.now()),
        });
        return true;
      });
      if (!gone) throw notFound(TRASH_MESSAGES.notInTrash);
      return { message: TRASH_MESSAGES.deletedForever };
    },
  );
}
