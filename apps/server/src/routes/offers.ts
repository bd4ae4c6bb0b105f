import {
  ADD_IMAGE_TYPES,
  API,
  EDIT_IMAGE_TYPES,
  LIMITS,
  MESSAGES,
  addOfferFieldsSchema,
  idQuerySchema,
  messageResponseSchema,
  offerResponseSchema,
  offersResponseSchema,
  updateOfferFieldsSchema,
  type MessageResponse,
  type OfferResponse,
  type OffersResponse,
} from '@firm/contract';
import type { App } from '../context.js';
import { contentOf } from '../content/content.js';
import { requireAdmin } from '../lib/auth-guard.js';
import { BODY_ERRORS, errorResponses } from '../lib/error-responses.js';
import { badRequest, notFound } from '../lib/errors.js';
import { processImage } from '../lib/images.js';
import { filePart } from '../lib/openapi.js';
import { parseFields, readUploadForm, registerImageUploads } from '../lib/upload-form.js';

const percentage = addOfferFieldsSchema.shape.percentage.describe(`A number from ${LIMITS.percentageMin} to ${LIMITS.percentageMax}`);
const addForm = addOfferFieldsSchema.extend({ percentage, image: filePart(ADD_IMAGE_TYPES, LIMITS.maxImageBytes) });
const updateForm = updateOfferFieldsSchema.extend({ percentage, image: filePart(EDIT_IMAGE_TYPES, LIMITS.maxImageBytes).optional() });

/** The offers API of API-1 (paths, fields, answers), on the collection engine (content/definitions.ts, OFFERS). */
export default async function offersRoutes(app: App) {
  const offers = contentOf(app.ctx).offers;
  await registerImageUploads(app);
  const admin = requireAdmin(app);
  const security = [{ bearer: [] }];

  // The public list is read on every page view: its JSON is kept while the content version is unchanged (lib/list-cache.ts).
  app.get(API.offers, { schema: { tags: ['offers'], operationId: 'listOffers', summary: 'All offers, newest first', response: { 200: offersResponseSchema } } }, async (_request, reply) =>
    // The cached JSON text as it is (a string is not serialized again).
    reply.type('application/json; charset=utf-8').send((await offers.visible.json('offer')) as unknown as OffersResponse),
  );

  app.get(
    API.singleOffer,
    { schema: { tags: ['offers'], operationId: 'getOffer', summary: 'One offer', description: 'Also at /api/singleOffer/ (API-1).', querystring: idQuerySchema('offerId', MESSAGES.offerNotFound), response: { 200: offerResponseSchema, ...errorResponses(400, 404) } } },
    async (request): Promise<OfferResponse> => {
      const offer = await offers.find(request.query['offerId'] ?? '', true);
      if (!offer) throw notFound(MESSAGES.offerNotFound);
      return { offer };
    },
  );

  app.post(
    API.addOffer,
    { schema: { tags: ['offers'], operationId: 'addOffer', summary: 'Add an offer', security, form: addForm, response: { 201: messageResponseSchema, ...errorResponses(...BODY_ERRORS, 401) } }, onRequest: admin },
    async (request, reply): Promise<MessageResponse> => {
      const form = await readUploadForm(request, ['image']);
      const fields = parseFields(addOfferFieldsSchema, form.fields);
      if (!form.files.image) throw badRequest(MESSAGES.imageRequired);
      await offers.add(fields, { image: await processImage(form.files.image.bytes, ADD_IMAGE_TYPES) });
      reply.status(201);
      return { message: MESSAGES.offerAdded };
    },
  );

  app.put(
    API.updateOffer,
    { schema: { tags: ['offers'], operationId: 'updateOffer', summary: 'Change an offer (the picture only when one is sent)',
        security,
        form: updateForm,
        response: { 200: messageResponseSchema, ...errorResponses(...BODY_ERRORS, 401, 404) },
      }, onRequest: admin },
    async (request): Promise<MessageResponse> => {
      const form = await readUploadForm(request, ['image']);
      const { offerid, ...fields } = parseFields(updateOfferFieldsSchema, form.fields);
      // Known before the picture is processed, so an unknown id costs no image work.
      if (!(await offers.find(offerid, true))) throw notFound(MESSAGES.offerNotFound);
      const image = form.files.image ? await processImage(form.files.image.bytes, EDIT_IMAGE_TYPES) : undefined;
      if (!(await offers.update(offerid, fields, { image }))) throw notFound(MESSAGES.offerNotFound);
      return { message: MESSAGES.offerUpdated };
    },
  );

  app.delete(
    API.deleteOffer,
    { schema: { tags: ['offers'], operationId: 'deleteOffer', summary: 'Delete an offer',
        security,
        querystring: idQuerySchema('offerid', MESSAGES.offerNotFound),
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 404) },
      }, onRequest: admin },
    async (request): Promise<MessageResponse> => {
      if (!(await offers.remove(request.query['offerid'] ?? ''))) throw notFound(MESSAGES.offerNotFound);
      return { message: MESSAGES.offerDeleted };
    },
  );
}
