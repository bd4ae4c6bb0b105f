import { z } from 'zod';
import {
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  MESSAGES,
  PICTURE_TYPES,
  pictureRefSchema,
  SITE_PICTURES,
  SITE_PICTURE_SLOTS,
  siteDetailsSchema,
  siteDetailsUpdateSchema,
  pictureSettingsSchema,
  SITE_PICTURE_FIELD,
  pictureSettingsOf,
  OWNERS_SITE_PICTURES,
  ownersSiteDetailsRefusal,
  type SitePictureSlot,
  type UserData,
} from '@firm/contract';
import type { App } from '../context.js';
import { requireAdmin } from '../auth/guard.js';
import { errorResponses } from '../lib/error-responses.js';
import { badRequest, forbidden, unsupported } from '../lib/errors.js';
import { filePart } from '../lib/openapi.js';
import { parseFields, readUploadForm } from '../lib/upload-form.js';
import { pictureFormFields, preparePicture } from './picture-writes.js';
import { cleanSiteRichTexts } from './rich-text.js';
import { security } from './route-schemas.js';
import type { SiteDetailsRepo } from './site-details.js';
import { SITE_PICTURE_BODY_LIMIT, jsonOrMultipart } from './write-requests.js';

/** The site details: anyone's GET, the admin's PUT, and the admin's writes to its pictures, one slot at a time. */
export function siteRoutes(app: App, site: SiteDetailsRepo) {
  // The details' schema reads form input (text split into lines): it documents the answer, and the
  // answer, our own stored record, is written as plain JSON.
  const plainJson = () => (data: unknown) => JSON.stringify(data);
  const siteRecord = siteDetailsSchema.extend({
    pictures: z.object(Object.fromEntries(SITE_PICTURE_SLOTS.map((slot) => [slot, pictureRefSchema]))),
  });
  const siteResponse = z.object({ site: siteRecord });
  const siteSaved = z.object({ message: z.string(), site: siteRecord });
  app.get(
    '/api/site',
    {
      serializerCompiler: plainJson,
      schema: { tags: ['site'], operationId: 'getSite', summary: 'The site details', response: { 200: siteResponse } },
    },
    async () => ({
      site: await site.cached.value(),
    }),
  );
  app.put(
    '/api/site',
    {
      onRequest: requireAdmin(app),
      preValidation: jsonOrMultipart,
      serializerCompiler: plainJson,
      schema: {
        tags: ['site'],
        operationId: 'updateSite',
        summary: 'Change the given site details (nested objects and lists are replaced whole)',
        security,
        body: siteDetailsUpdateSchema,
        response: { 200: siteSaved, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => ({
      message: CONTENT_MESSAGES.saved,
      site: await site.update(cleanSiteRichTexts(request.body), request.admin!),
    }),
  );

  const pictureParams = z.object({ slot: z.enum(SITE_PICTURE_SLOTS, { error: `The picture is one of ${SITE_PICTURE_SLOTS.join(', ')}` }) });
  /**
   * An editor's write to the logo (AUTH-9, decision 087) is refused first, before its upload is read:
   * a picture's write frees its link preview before the transaction where the details' own check is.
   */
  const refuseEditorsSlot = (slot: SitePictureSlot, admin: UserData) => {
    if (slot in OWNERS_SITE_PICTURES && admin.role !== 'owner')
      throw forbidden(ownersSiteDetailsRefusal([slot as keyof typeof OWNERS_SITE_PICTURES]));
  };
  const slots = SITE_PICTURE_SLOTS.map((slot) => `${slot} (${SITE_PICTURES[slot].label})`).join(', ');
  app.put(
    '/api/site/pictures/:slot',
    {
      bodyLimit: SITE_PICTURE_BODY_LIMIT,
      onRequest: requireAdmin(app),
      serializerCompiler: plainJson,
      schema: {
        tags: ['site'],
        operationId: 'setSitePicture',
        summary: `Replace one of the site's pictures, or change its alt text, focus or turn: ${slots}`,
        description:
          'The part picture is the new picture; without it, pictureAlt, pictureFocus or pictureRotate change the current one (IMAGE-8).',
        security,
        form: z.object({
          [SITE_PICTURE_FIELD]: filePart(PICTURE_TYPES, CONTENT_LIMITS.maxPictureBytes).optional(),
          ...pictureFormFields(SITE_PICTURE_FIELD),
        }),
        params: pictureParams,
        response: { 200: siteSaved, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      refuseEditorsSlot(request.params.slot, request.admin!);
      if (!request.isMultipart()) throw unsupported(`Send the picture as multipart/form-data, part ${SITE_PICTURE_FIELD}`);
      const form = await readUploadForm(request, [SITE_PICTURE_FIELD]);
      const settings = pictureSettingsOf(SITE_PICTURE_FIELD, parseFields(pictureSettingsSchema(SITE_PICTURE_FIELD), form.fields));
      const upload = form.files[SITE_PICTURE_FIELD];
      if (!upload && Object.keys(settings).length === 0) throw badRequest(MESSAGES.imageRequired);
      const write = await preparePicture(app.ctx.db, {
        upload: upload?.bytes,
        types: PICTURE_TYPES,
        maxBytes: CONTENT_LIMITS.maxPictureBytes,
        current: await site.storedPicture(request.params.slot),
        settings,
      });
      return { message: CONTENT_MESSAGES.saved, site: await site.setPicture(request.params.slot, write, request.admin!) };
    },
  );
  app.delete(
    '/api/site/pictures/:slot',
    {
      onRequest: requireAdmin(app),
      serializerCompiler: plainJson,
      schema: {
        tags: ['site'],
        operationId: 'resetSitePicture',
        summary: "Put the original picture back in one of the site's picture slots",
        security,
        params: pictureParams,
        response: { 200: siteSaved, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      refuseEditorsSlot(request.params.slot, request.admin!);
      return { message: CONTENT_MESSAGES.saved, site: await site.setPicture(request.params.slot, null, request.admin!) };
    },
  );
}
