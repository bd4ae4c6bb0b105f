import { z } from 'zod';
import {
  API,
  LIMITS,
  MESSAGES,
  OFFER_FIELDS,
  SLIDER_FIELDS,
  buttonProblem,
  datesProblem,
  dayOrNull,
  idField,
  idQuerySchema,
  imageSettingsSchema,
  pictureSettingsOf,
  messageResponseSchema,
  moveSliderSchema,
  offerResponseSchema,
  offersResponseSchema,
  sliderResponseSchema,
  slidersResponseSchema,
  type FieldsSpec,
  type MessageResponse,
} from '@firm/contract';
import type { App } from '../context.js';
import { contentOf } from './content.js';
import type { CollectionRepo, Doc } from './repository.js';
import { adminOf, requireAdmin } from '../auth/guard.js';
import { BODY_ERRORS, errorResponses } from '../lib/error-responses.js';
import { badRequest, notFound } from '../lib/errors.js';
import { pictureFormFields, preparePicture } from './picture-writes.js';
import type { StoredPicture } from './pictures.js';
import { filePart } from '../lib/openapi.js';
import { parseFields, readUploadForm, registerImageUploads } from '../lib/upload-form.js';

/**
 * A collection API-1 serves at the original backend's paths (decision 008) on the collection
 * engine (decision 007): offers and sliders differ only in these names, schemas and texts.
 */
interface Api1Collection {
  tag: string;
  /** The key of the answers: `{offer: [...]}` and `{offer: {...}}`. */
  key: string;
  /** The operationIds' nouns: listOffers, getOffer, addOffer... */
  noun: { one: string; all: string };
  paths: { list: string; one: string; add: string; update: string; delete: string };
  summaries: { list: string; one: string; add: string; update: string; delete: string };
  /** The id's query key when one item is read (`offerId`) and when one is written (`offerid`): both spellings stay (decision 008). */
  readId: string;
  writeId: string;
  messages: { notFound: string; added: string; updated: string; deleted: string };
  listAnswer: z.ZodObject;
  oneAnswer: z.ZodObject;
  /** Its fields (collections.ts): what an add and an edit accept, the picture's types on each (IMAGE-1, IMAGE-2) and size. */
  fields: FieldsSpec;
  /** What /api/docs says of a field beyond its schema. */
  documented?: z.ZodRawShape;
  /** What is wrong with an item's fields taken together (its button, an offer's dates), as they will be stored. */
  problem(values: Doc): string | undefined;
}

const security = [{ bearer: [] }];

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const buttonOf = (values: Doc) => buttonProblem(textOf(values['buttonLabel']), textOf(values['buttonLink']));

/** The public list, one item, add, change and delete of one API-1 collection. */
function api1Routes(app: App, repo: CollectionRepo<unknown>, c: Api1Collection) {
  const admin = requireAdmin(app);
  const tags = [c.tag];
  const [picture] = c.fields.files;
  if (!picture) throw new Error(`${c.tag}: API-1 items have a picture`);
  const { types, editTypes = types, maxBytes } = picture;
  const addFields = c.fields.addSchema;
  // The id under `writeId` first, then the fields with the edit's messages (OFFER-2).
  const updateFields = z.object({ [c.writeId]: idField(c.messages.notFound) }).extend(c.fields.editSchema.shape);
  const addForm = addFields.extend({ ...c.documented, image: filePart(types, maxBytes), ...pictureFormFields });
  const updateForm = updateFields.extend({
    ...c.documented,
    image: filePart(editTypes, maxBytes).optional(),
    ...pictureFormFields,
  });
  // The picture's alt text, focus and turn (IMAGE-8), apart from the item's fields.
  const settingsOf = (form: Record<string, string>) => pictureSettingsOf(parseFields(imageSettingsSchema, form));

  const { dated } = repo.def;
  // An admin's token shows the items visitors do not see now (offers before or after their dates, OFFER-6); without one, the public read.
  const readSecurity = dated ? [{}, ...security] : undefined;
  const seesAll = async (request: Parameters<typeof adminOf>[1]) => dated !== undefined && (await adminOf(app, request)) !== null;

  // The public list is read on every page view: its JSON is kept while the table is unchanged (content/list-cache.ts).
  app.get(
    c.paths.list,
    {
      schema: {
        tags,
        operationId: `list${c.noun.all}`,
        summary: c.summaries.list,
        ...(readSecurity && { security: readSecurity }),
        response: { 200: c.listAnswer },
      },
    },
    async (request, reply) => {
      // The answer depends on the token: a shared cache must not give one's to the other.
      if (dated) reply.header('vary', 'Authorization');
      if (await seesAll(request)) return reply.header('cache-control', 'private, no-store').send({ [c.key]: await repo.list(true) });
      // The cached JSON text as it is (a string is not serialized again).
      return reply
        .type('application/json; charset=utf-8')
        .send((await repo.visible.json(c.key)) as unknown as z.infer<Api1Collection['listAnswer']>);
    },
  );

  app.get(
    c.paths.one,
    {
      schema: {
        tags,
        operationId: `get${c.noun.one}`,
        summary: c.summaries.one,
        description: `Also at ${c.paths.one} (API-1).`,
        querystring: idQuerySchema(c.readId, c.messages.notFound),
        ...(readSecurity && { security: readSecurity }),
        response: { 200: c.oneAnswer, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const item = await repo.find(request.query[c.readId] ?? '', true);
      if (!item || (dated && !dated.current(item) && !(await seesAll(request)))) throw notFound(c.messages.notFound);
      return { [c.key]: item };
    },
  );

  app.post(
    c.paths.add,
    {
      schema: {
        tags,
        operationId: `add${c.noun.one}`,
        summary: c.summaries.add,
        security,
        form: addForm,
        response: { 201: messageResponseSchema, ...errorResponses(...BODY_ERRORS, 401) },
      },
      onRequest: admin,
    },
    async (request, reply): Promise<MessageResponse> => {
      const form = await readUploadForm(request, ['image']);
      const fields = parseFields(addFields, form.fields);
      const problem = c.problem(fields);
      if (problem) throw badRequest(problem);
      if (!form.files.image) throw badRequest(MESSAGES.imageRequired);
      const { image, settings } = await preparePicture(app.ctx.db, {
        upload: form.files.image.bytes,
        types,
        maxBytes,
        current: null,
        settings: settingsOf(form.fields),
      });
      await repo.add(fields, { image, imageSettings: settings }, request.admin!.email);
      reply.status(201);
      return { message: c.messages.added };
    },
  );

  app.put(
    c.paths.update,
    {
      schema: {
        tags,
        operationId: `update${c.noun.one}`,
        summary: c.summaries.update,
        security,
        form: updateForm,
        response: { 200: messageResponseSchema, ...errorResponses(...BODY_ERRORS, 401, 404) },
      },
      onRequest: admin,
    },
    async (request): Promise<MessageResponse> => {
      const form = await readUploadForm(request, ['image']);
      const { [c.writeId]: id, ...fields }: Doc = parseFields(updateFields, form.fields);
      // Known before the picture is processed, so an unknown id costs no image work.
      const current = await repo.find(String(id), true);
      if (!current) throw notFound(c.messages.notFound);
      // Fields not sent stay as they are: the rules hold for the item as it will be.
      const problem = c.problem({ ...(current as Doc), ...fields });
      if (problem) throw badRequest(problem);
      const [stored] = await repo.docs(true, String(id));
      const { image, settings } = await preparePicture(app.ctx.db, {
        upload: form.files.image?.bytes,
        types: editTypes,
        maxBytes,
        current: stored?.doc['picture'] as StoredPicture | null | undefined,
        settings: settingsOf(form.fields),
      });
      if (!(await repo.update(String(id), fields, { image, imageSettings: settings }, request.admin!.email)))
        throw notFound(c.messages.notFound);
      return { message: c.messages.updated };
    },
  );

  app.delete(
    c.paths.delete,
    {
      schema: {
        tags,
        operationId: `delete${c.noun.one}`,
        summary: c.summaries.delete,
        security,
        querystring: idQuerySchema(c.writeId, c.messages.notFound),
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 404) },
      },
      onRequest: admin,
    },
    async (request): Promise<MessageResponse> => {
      if (!(await repo.remove(request.query[c.writeId] ?? '', request.admin!.email))) throw notFound(c.messages.notFound);
      return { message: c.messages.deleted };
    },
  );
}

const OFFERS_API: Api1Collection = {
  tag: 'offers',
  key: 'offer',
  noun: { one: 'Offer', all: 'Offers' },
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
  fields: OFFER_FIELDS,
  documented: {
    percentage: OFFER_FIELDS.addSchema.shape.percentage.describe(`A number from ${LIMITS.percentageMin} to ${LIMITS.percentageMax}`),
    startsOn: OFFER_FIELDS.addSchema.shape.startsOn.describe(
      "The first day it shows (YYYY-MM-DD in the firm's time zone); empty for none. Not sent: unchanged.",
    ),
    endsOn: OFFER_FIELDS.addSchema.shape.endsOn.describe(
      'The last day it shows (YYYY-MM-DD, included), on or after startsOn; empty for none. Not sent: unchanged.',
    ),
    buttonLink: OFFER_FIELDS.addSchema.shape.buttonLink.describe('A path of this site (/contact?subject=Training) or an https address'),
  },
  problem: (values) => buttonOf(values) ?? datesProblem(dayOrNull(values['startsOn']), dayOrNull(values['endsOn'])),
};

const SLIDERS_API: Api1Collection = {
  tag: 'sliders',
  key: 'slider',
  noun: { one: 'Slider', all: 'Sliders' },
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
  fields: SLIDER_FIELDS,
  documented: {
    buttonLink: SLIDER_FIELDS.addSchema.shape.buttonLink.describe('A path of this site (/contact?subject=Training) or an https address'),
  },
  problem: buttonOf,
};

/** The offers and sliders API of API-1, on the collection engine (definitions.ts, OFFERS and SLIDERS). */
export default async function offersAndSlidersRoutes(app: App) {
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
