import { z } from 'zod';
import {
  CONTENT_MESSAGES,
  HISTORY_MESSAGES,
  SITE_HISTORY,
  historyPaths,
  historyResponseSchema,
  messageResponseSchema,
  restoreVersionSchema,
  type HistoryValue,
} from '@firm/contract';
import type { App } from '../context.js';
import { requireAdmin } from '../auth/guard.js';
import { BODY_ERRORS, errorResponses } from '../lib/error-responses.js';
import { notFound } from '../lib/errors.js';
import { possibleId } from '../lib/possible-id.js';
import { contentOf } from '../content/content.js';
import { pictureRef, type StoredPicture } from '../content/pictures.js';
import { listVersions } from './version-store.js';

const security = [{ bearer: [] }];
const tags = ['history'];
const NO_MEDIA = new Map();
/** The keys of a stored picture (content/pictures.ts). */
const PICTURE_KEYS = new Set(['media', 'asset', 'alt', 'focus']);

/** A stored value as the history shows it: a picture by its address, a file by its name. */
function shown(value: unknown): HistoryValue {
  if (Array.isArray(value)) return value.map(shown);
  if (value === null || typeof value !== 'object') return (value ?? null) as HistoryValue;
  const object = value as Record<string, unknown>;
  const keys = Object.keys(object);
  if (('media' in object || 'asset' in object) && keys.every((key) => PICTURE_KEYS.has(key))) {
    const { image, alt, focus } = pictureRef(object as StoredPicture, NO_MEDIA);
    // Its alt text and focus beside it, when the owner gave them (IMAGE-5, IMAGE-7).
    if (keys.length === 1) return image;
    return {
      picture: image,
      ...(alt ? { 'alt text': alt } : {}),
      ...('focus' in object ? { focus: `${Math.round(focus.x * 100)}% across, ${Math.round(focus.y * 100)}% down` } : {}),
    };
  }
  if ('fileType' in object && typeof object['name'] === 'string') return object['name'];
  return Object.fromEntries(keys.map((key) => [key, shown(object[key])]));
}

/** The History of every item and of the site details (docs/decisions/046); every call needs an admin token. */
export default async function historyRoutes(app: App) {
  const { ctx } = app;
  app.addHook('onRequest', requireAdmin(app));
  const content = contentOf(ctx);
  const known = async (collection: string, id: string) =>
    collection === SITE_HISTORY.collection ? id === SITE_HISTORY.id : (await content.bySlug.get(collection)?.find(id, true)) !== undefined;

  app.get(
    '/api/history/:collection/:id',
    {
      schema: {
        tags,
        operationId: 'listVersions',
        summary: 'The last versions of an item (or of the site details: site/site), newest first, with the fields each changed',
        security,
        params: z.object({ collection: z.string().max(64), id: z.string().max(64) }),
        response: { 200: historyResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { collection, id } = request.params;
      if (!possibleId(collection) || !possibleId(id)) throw notFound(CONTENT_MESSAGES.itemNotFound);
      const versions = await listVersions(ctx.db, collection, id, shown);
      if (versions.length === 0 && !(await known(collection, id))) throw notFound(CONTENT_MESSAGES.itemNotFound);
      return { versions };
    },
  );

  app.post(
    historyPaths.restore,
    {
      schema: {
        tags,
        operationId: 'restoreVersion',
        summary: 'Make a version current again (kept as a new version, so it can be taken back too)',
        security,
        body: restoreVersionSchema,
        response: { 200: messageResponseSchema, ...errorResponses(...BODY_ERRORS, 401, 403, 404) },
      },
    },
    async (request) => {
      const { collection, id, version } = request.body;
      if (!possibleId(collection) || !possibleId(id)) throw notFound(CONTENT_MESSAGES.itemNotFound);
      const by = request.admin!.email;
      if (collection === SITE_HISTORY.collection && id === SITE_HISTORY.id) {
        if (!(await content.siteDetails.restoreVersion(version, request.admin!))) throw notFound(HISTORY_MESSAGES.noSuchVersion);
        return { message: HISTORY_MESSAGES.restored };
      }
      const result = (await content.bySlug.get(collection)?.restoreVersion(id, version, by)) ?? 'no item';
      if (result === 'no item') throw notFound(CONTENT_MESSAGES.itemNotFound);
      if (result === 'no version') throw notFound(HISTORY_MESSAGES.noSuchVersion);
      return { message: HISTORY_MESSAGES.restored };
    },
  );
}
