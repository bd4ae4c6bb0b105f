import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import {
  API,
  COLLECTIONS,
  LIMITS,
  MESSAGES,
  idField,
  idQuerySchema,
  API1_PICTURE,
  pictureSettingsSchema,
  pictureSettingsOf,
  messageResponseSchema,
  moveSliderSchema,
  offerResponseSchema,
  offersResponseSchema,
  sliderResponseSchema,
  slidersResponseSchema,
  type MessageResponse,
} from '@firm/contract';
import type { App } from '../context.js';
import { contentOf, type ContentRepo } from './content.js';
import type { Doc } from './repository.js';
import { requireAdmin } from '../auth/guard.js';
import { BODY_ERRORS, errorResponses } from '../lib/error-responses.js';
import { notFound } from '../lib/errors.js';
import { addItem, listItems, readItem, removeItem, updateItem, type ItemWrite } from './item-actions.js';
import { pictureFormFields } from './picture-writes.js';
import { filePart } from '../lib/openapi.js';
import { parseFields, readUploadForm, registerImageUploads } from '../lib/upload-form.js';

/**
 * The original backend's API (API-1, decision 008) as a compatibility plugin: the collections of the definitions
 * marked `originalApi` (sliders, offers) at its paths, with its id names, answers and messages, over the engine and
 * the same reads and writes as /api/{slug} (item-actions.ts); their items are answered flat (original-api-items.ts). The
 * generic routes (routes.ts) leave these collections to it.
 */
interface Api1Collection {
  /** The key of the answers: `{offer: [...]}` and `{offer: {...}}`. */
  key: string;
  paths: { list: string; one: string; add: string; update: string; delete: string };
  summaries: { list: string; one: string; add: string; update: string; delete: string };
  /** The id's query key when one item is read (`offerId`) and when one is written (`offerid`): both spellings stay (decision 008). */
  readId: string;
  writeId: string;
  messages: { notFound: string; added: string; updated: string; deleted: string };
  listAnswer: z.ZodObject;
  oneAnswer: z.ZodObject;
  /** What /api/docs says of a field beyond its schema. */
  documented?: z.ZodRawShape;
}

const security = [{ bearer: [] }];

/** The public list, one item, add, change and delete of one API-1 collection. */
function api1Routes(app: App, repo: ContentRepo<unknown>, c: Api1Collection) {
  const admin = requireAdmin(app);
  const { spec } = repo.def;
  // The tag and the operationIds' nouns (listOffers, getOffer, addOffer...) are the definition's, as /api/{slug}'s.
  const tags = [spec.slug];
  const noun = spec.operation;
  const [picture] = spec.files;
  if (!picture) throw new Error(`${spec.slug}: API-1 items have a picture`);
  const { types, editTypes = types, maxBytes } = picture;
  // API-1's items are never hidden.
  const addFields = spec.fieldsSchema.omit({ hidden: true });
  // The id under `writeId` first, then the fields with the edit's messages (OFFER-2).
  const updateFields = z.object({ [c.writeId]: idField(c.messages.notFound) }).extend(spec.editSchema.shape);
  const addForm = addFields.extend({ ...c.documented, [API1_PICTURE]: filePart(types, maxBytes), ...pictureFormFields(API1_PICTURE) });
  const updateForm = updateFields.extend({
    ...c.documented,
    [API1_PICTURE]: filePart(editTypes, maxBytes).optional(),
    ...pictureFormFields(API1_PICTURE),
  });
  /**
   * API-1's writes are multipart: the fields checked by `schema`, and the picture under API-1's names (the part `image`,
   * its alt text, focus and turn, IMAGE-8) given to the definition's picture field.
   */
  const readWrite = async (request: FastifyRequest, schema: z.ZodObject): Promise<ItemWrite> => {
    const form = await readUploadForm(request, [API1_PICTURE]);
    const fields: Doc = parseFields(schema, form.fields);
    const upload = form.files[API1_PICTURE];
    return {
      fields,
      files: upload ? { [picture.name]: upload } : {},
      settings: { [picture.name]: pictureSettingsOf(API1_PICTURE, parseFields(pictureSettingsSchema(API1_PICTURE), form.fields)) },
    };
  };

  const { dated } = repo.def;
  // An admin's token shows the items visitors do not see now (offers before or after their dates, OFFER-6); without one, the public read.
  const readSecurity = dated ? [{}, ...security] : undefined;

  // The public list is read on every page view: its JSON is kept while the table is unchanged (content/list-cache.ts).
  app.get(
    c.paths.list,
    {
      schema: {
        tags,
        operationId: `list${noun.all}`,
        summary: c.summaries.list,
        ...(readSecurity && { security: readSecurity }),
        response: { 200: c.listAnswer },
      },
    },
    async (request, reply) => listItems(app, repo, request, reply, { key: c.key, private: dated !== undefined }),
  );

  app.get(
    c.paths.one,
    {
      schema: {
        tags,
        operationId: `get${noun.one}`,
        summary: c.summaries.one,
        description: `Also at ${c.paths.one} (API-1).`,
        querystring: idQuerySchema(c.readId, c.messages.notFound),
        ...(readSecurity && { security: readSecurity }),
        response: { 200: c.oneAnswer, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ [c.key]: await readItem(app, repo, request, request.query[c.readId] ?? '', c.messages.notFound) }),
  );

  app.post(
    c.paths.add,
    {
      schema: {
        tags,
        operationId: `add${noun.one}`,
        summary: c.summaries.add,
        security,
        form: addForm,
        response: { 201: messageResponseSchema, ...errorResponses(...BODY_ERRORS, 401) },
      },
      onRequest: admin,
    },
    async (request, reply): Promise<MessageResponse> => {
      await addItem(app, repo, await readWrite(request, addFields), request.admin!.email);
      reply.status(201);
      return { message: c.messages.added };
    },
  );

  app.put(
    c.paths.update,
    {
      schema: {
        tags,
        operationId: `update${noun.one}`,
        summary: c.summaries.update,
        security,
        form: updateForm,
        response: { 200: messageResponseSchema, ...errorResponses(...BODY_ERRORS, 401, 404) },
      },
      onRequest: admin,
    },
    async (request): Promise<MessageResponse> => {
      const { fields, ...write } = await readWrite(request, updateFields);
      const { [c.writeId]: id, ...rest } = fields;
      await updateItem(app, repo, String(id), { fields: rest, ...write }, request.admin!.email, c.messages.notFound);
      return { message: c.messages.updated };
    },
  );

  app.delete(
    c.paths.delete,
    {
      schema: {
        tags,
        operationId: `delete${noun.one}`,
        summary: c.summaries.delete,
        security,
        querystring: idQuerySchema(c.writeId, c.messages.notFound),
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 404) },
      },
      onRequest: admin,
    },
    async (request): Promise<MessageResponse> => {
      await removeItem(repo, request.query[c.writeId] ?? '', request.admin!.email, c.messages.notFound);
      return { message: c.messages.deleted };
    },
  );
}

const OFFERS = COLLECTIONS.offers.fieldsSchema.shape;
const OFFERS_API: Api1Collection = {
  key: 'offer',
  paths: { list: API.offers, one: API.singleOffer, add: API.addOffer, update: API.updateOffer, delete: API.deleteOffer },
  summaries: {
    list: 'All offers, newest first',
    one: 'One offer',
    add: 'Add an offer',
    update: 'Change an offer (the picture only when one is sent)',
    delete: 'Delete an offer',
  },
  readId: 'offerId',
  writeId: 'offerid',
  messages: {
    notFound: MESSAGES.offerNotFound,
    added: MESSAGES.offerAdded,
    updated: MESSAGES.offerUpdated,
    deleted: MESSAGES.offerDeleted,
  },
  listAnswer: offersResponseSchema,
  oneAnswer: offerResponseSchema,
  documented: {
    percentage: OFFERS.percentage.describe(`A number from ${LIMITS.percentageMin} to ${LIMITS.percentageMax}`),
    startsOn: OFFERS.startsOn.describe("The first day it shows (YYYY-MM-DD in the firm's time zone); empty for none. Not sent: unchanged."),
    endsOn: OFFERS.endsOn.describe(
      'The last day it shows (YYYY-MM-DD, included), on or after startsOn; empty for none. Not sent: unchanged.',
    ),
    buttonLink: OFFERS.buttonLink.describe('A path of this site (/contact?subject=Training) or an https address'),
  },
};

const SLIDERS_API: Api1Collection = {
  key: 'slider',
  paths: { list: API.sliders, one: API.singleSlider, add: API.addSlider, update: API.updateSlider, delete: API.deleteSlider },
  summaries: {
    list: 'All sliders in display order',
    one: 'One slider',
    add: 'Add a slider at the end',
    update: 'Change a slider (the picture only when one is sent)',
    delete: 'Delete a slider',
  },
  readId: 'sliderId',
  writeId: 'sliderid',
  messages: {
    notFound: MESSAGES.sliderNotFound,
    added: MESSAGES.sliderAdded,
    updated: MESSAGES.sliderUpdated,
    deleted: MESSAGES.sliderDeleted,
  },
  listAnswer: slidersResponseSchema,
  oneAnswer: sliderResponseSchema,
  documented: {
    buttonLink: COLLECTIONS.sliders.fieldsSchema.shape.buttonLink.describe(
      'A path of this site (/contact?subject=Training) or an https address',
    ),
  },
};

/** API-1: offers and sliders at the original backend's paths, and moving a slider. */
export default async function originalApiRoutes(app: App) {
  const content = contentOf(app.ctx);
  await registerImageUploads(app);
  api1Routes(app, content.offers, OFFERS_API);
  api1Routes(app, content.sliders, SLIDERS_API);

  // Sliders alone have the owner's order; moving one is an addition of ours (decision 008).
  app.put(
    API.moveSlider,
    {
      schema: {
        tags: ['sliders'],
        operationId: 'moveSlider',
        summary: 'Move a slider one place up or down',
        security,
        body: moveSliderSchema,
        response: { 200: messageResponseSchema, ...errorResponses(...BODY_ERRORS, 401, 404) },
      },
      onRequest: requireAdmin(app),
    },
    async (request): Promise<MessageResponse> => {
      const { sliderid, direction } = request.body;
      const moved = await content.sliders.reorder((ids) => {
        const index = ids.indexOf(sliderid);
        if (index < 0) return false;
        const other = direction === 'up' ? index - 1 : index + 1;
        // At an end nothing moves.
        if (other < 0 || other >= ids.length) return null;
        [ids[index], ids[other]] = [ids[other]!, ids[index]!];
        return ids;
      }, request.admin!.email);
      if (!moved) throw notFound(MESSAGES.sliderNotFound);
      return { message: MESSAGES.sliderMoved };
    },
  );
}
