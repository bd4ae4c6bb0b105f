import {
  ADD_IMAGE_TYPES,
  API,
  EDIT_IMAGE_TYPES,
  MESSAGES,
  addOfferFieldsSchema,
  idQuerySchema,
  updateOfferFieldsSchema,
  type MessageResponse,
  type OfferResponse,
} from '@firm/contract';
import type { App } from '../context.js';
import { contentOf } from '../content/content.js';
import { requireAdmin } from '../lib/auth-guard.js';
import { badRequest, notFound } from '../lib/errors.js';
import { processImage } from '../lib/images.js';
import { parseFields, readUploadForm, registerImageUploads } from '../lib/upload-form.js';

const multipartBody = { consumes: ['multipart/form-data'] };

/** The offers API of API-1 (paths, fields, answers), on the collection engine (content/definitions.ts, OFFERS). */
export default async function offersRoutes(app: App) {
  const offers = contentOf(app.ctx).offers;
  await registerImageUploads(app);
  const admin = requireAdmin(app);
  const security = [{ bearer: [] }];

  // The public list is read on every page view: its JSON is kept while the table is unchanged (lib/list-cache.ts).
  app.get(API.offers, { schema: { tags: ['offers'], summary: 'All offers, newest first' } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(await offers.visible.json('offer')),
  );

  app.get(
    API.singleOffer,
    { schema: { tags: ['offers'], summary: 'One offer', querystring: idQuerySchema('offerId', MESSAGES.offerNotFound) } },
    async (request): Promise<OfferResponse> => {
      const offer = await offers.find(request.query['offerId'] ?? '', true);
      if (!offer) throw notFound(MESSAGES.offerNotFound);
      return { offer };
    },
  );

  app.post(
    API.addOffer,
    { schema: { tags: ['offers'], summary: 'Add an offer (multipart: title, description, percentage, image)', security, ...multipartBody }, onRequest: admin },
    async (request, reply): Promise<MessageResponse> => {
      const form = await readUploadForm(request);
      const fields = parseFields(addOfferFieldsSchema, form.fields);
      if (!form.image) throw badRequest(MESSAGES.imageRequired);
      await offers.add(fields, { image: await processImage(form.image, ADD_IMAGE_TYPES) });
      reply.status(201);
      return { message: MESSAGES.offerAdded };
    },
  );

  app.put(
    API.updateOffer,
    { schema: { tags: ['offers'], summary: 'Change an offer (multipart: offerid, title, description, percentage, optional image)', security, ...multipartBody }, onRequest: admin },
    async (request): Promise<MessageResponse> => {
      const form = await readUploadForm(request);
      const { offerid, ...fields } = parseFields(updateOfferFieldsSchema, form.fields);
      // Known before the picture is processed, so an unknown id costs no image work.
      if (!(await offers.find(offerid, true))) throw notFound(MESSAGES.offerNotFound);
      const image = form.image ? await processImage(form.image, EDIT_IMAGE_TYPES) : undefined;
      if (!(await offers.update(offerid, fields, { image }))) throw notFound(MESSAGES.offerNotFound);
      return { message: MESSAGES.offerUpdated };
    },
  );

  app.delete(
    API.deleteOffer,
    { schema: { tags: ['offers'], summary: 'Delete an offer', security, querystring: idQuerySchema('offerid', MESSAGES.offerNotFound) }, onRequest: admin },
    async (request): Promise<MessageResponse> => {
      if (!(await offers.remove(request.query['offerid'] ?? ''))) throw notFound(MESSAGES.offerNotFound);
      return { message: MESSAGES.offerDeleted };
    },
  );
}
