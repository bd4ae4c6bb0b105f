import { readFile } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import { create as contentDisposition } from 'content-disposition';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  MESSAGES,
  PICTURE_TYPES,
  messageResponseSchema,
  orderSchema,
  pictureRefSchema,
  SITE_PICTURES,
  SITE_PICTURE_SLOTS,
  siteDetailsSchema,
  siteDetailsUpdateSchema,
  imageSettingsSchema,
  pictureSettingsOf,
  type CollectionSpec,
  type ImageSettingsFields,
  type ItemBase,
  type PictureSettings,
  OWNERS_SITE_PICTURES,
  ownersSiteDetailsRefusal,
  type SitePictureSlot,
  type UserData,
} from '@firm/contract';
import type { App } from '../context.js';
import { adminOf, requireAdmin } from '../auth/guard.js';
import { binaryResponse } from '../lib/binary-response.js';
import { errorResponses } from '../lib/error-responses.js';
import { badRequest, forbidden, notFound, unsupported } from '../lib/errors.js';
import { filePart } from '../lib/openapi.js';
import { findDownload } from '../media/store.js';
import { parseFields, readUploadForm } from '../lib/upload-form.js';
import { contentOf, type ContentRepo } from './content.js';
import { prepareFiles, type WriteFiles } from './field-kinds.js';
import { PICTURE_WRITE_DOCS, pictureFormFields, preparePicture } from './picture-writes.js';
import type { Doc, StoredFile } from './repository.js';
import { SEED_DOWNLOADS_DIR } from './seed-files.js';
import { cleanRichTexts, cleanSiteRichTexts } from './rich-text.js';

/** A photograph or a download of 20 MB, a thumbnail beside it, and the text fields. */
const CONTENT_BODY_LIMIT = CONTENT_LIMITS.maxPictureBytes + CONTENT_LIMITS.maxDownloadBytes + 1024 * 1024;
const MULTIPART_LIMITS = {
  fileSize: Math.max(CONTENT_LIMITS.maxPictureBytes, CONTENT_LIMITS.maxDownloadBytes),
  files: 2,
  fields: 20,
  parts: 22,
  fieldSize: 200 * 1024,
  fieldNameSize: 100,
  headerPairs: 20,
};

/** Writes take JSON or a multipart form; Fastify also parses text/plain, which no write means. */
async function jsonOrMultipart(request: FastifyRequest) {
  if (typeof request.body === 'string') throw unsupported('Unsupported content type');
}

const idParams = z.object({ id: z.string().min(1).max(64) });
const security = [{ bearer: [] }];
/** OpenAPI's way to say the token is optional: anyone reads, an admin reads more. */
const optionalSecurity = [{}, ...security];

/** The write's checked fields (rich texts cleaned, TEXT-2) and files: JSON (validated by the route's schema) or a multipart form. */
async function readWrite(
  request: FastifyRequest,
  spec: CollectionSpec,
  schema: z.ZodObject,
): Promise<{ fields: Doc; files: WriteFiles; settings: PictureSettings }> {
  if (request.isMultipart()) {
    const form = await readUploadForm(request, ['image', 'file']);
    return {
      fields: cleanRichTexts(spec.fields, parseFields(schema, form.fields) as Doc),
      files: form.files,
      // The picture's alt text, focus and turn, apart from the item's fields (IMAGE-8).
      settings: pictureSettingsOf(parseFields(imageSettingsSchema, form.fields)),
    };
  }
  const { imageAlt, imageFocus, imageRotate, ...fields } = (request.body ?? parseFields(schema, {})) as Doc & ImageSettingsFields;
  return { fields: cleanRichTexts(spec.fields, fields), files: {}, settings: pictureSettingsOf({ imageAlt, imageFocus, imageRotate }) };
}

/** A collection's write schema with the picture's write fields when it has a picture (JSON bodies). */
const withPictureFields = (spec: CollectionSpec, schema: z.ZodObject) =>
  spec.files.some((rule) => rule.kind === 'picture')
    ? schema.extend({
        imageAlt: imageSettingsSchema.shape.imageAlt.describe(PICTURE_WRITE_DOCS.imageAlt),
        imageFocus: imageSettingsSchema.shape.imageFocus.describe(PICTURE_WRITE_DOCS.imageFocus),
        imageRotate: imageSettingsSchema.shape.imageRotate.describe(PICTURE_WRITE_DOCS.imageRotate),
      })
    : schema;

/** Sends a download byte for byte under its file name. */
async function sendDownload(reply: FastifyReply, file: StoredFile) {
  const bytes = file.media
    ? (await findDownload(reply.server.ctx.db, file.media))?.bytes
    : await readFile(`${SEED_DOWNLOADS_DIR}${file.seed}`).catch(() => undefined);
  if (!bytes) throw notFound(CONTENT_MESSAGES.itemNotFound);
  return (
    reply
      .type(file.mime)
      .header('Content-Length', String(bytes.length))
      .header('Content-Disposition', contentDisposition(file.name))
      .header('X-Content-Type-Options', 'nosniff')
      // The same address serves a replaced file after an edit: browsers ask again.
      .header('Cache-Control', 'no-cache')
      .send(bytes)
  );
}

/**
 * The multipart form of a collection's writes, for /api/docs: its fields, a list as one text (as
 * the admin's form sends it), and its file parts.
 */
function multipartForm(spec: CollectionSpec): z.ZodObject {
  const shape: Record<string, z.ZodType> = { ...spec.fieldsSchema.shape };
  for (const field of spec.fields) {
    if (field.kind !== 'lines') continue;
    const text = z.string().describe(`${field.label}, as one text. ${field.help ?? ''}`.trim());
    shape[field.name] = field.required ? text : text.optional();
  }
  for (const rule of spec.files) {
    const label = spec.fields.find((f) => f.name === rule.field)?.label ?? rule.field;
    const part = filePart(rule.types, rule.maxBytes, `${label}: `);
    shape[rule.field] = rule.required ? part : part.optional();
    if (rule.kind === 'picture') Object.assign(shape, pictureFormFields);
  }
  return z.object(shape);
}

/** GET, POST, PUT, DELETE and order of one collection, from its definition. */
function collectionRoutes(app: App, repo: ContentRepo) {
  const { spec } = repo.def;
  const { slug, label, operation: noun } = spec;
  const tags = [slug];
  const admin = requireAdmin(app);
  const item = spec.itemSchema;
  const write = { bodyLimit: CONTENT_BODY_LIMIT, onRequest: admin, preValidation: jsonOrMultipart };
  const form = multipartForm(spec);

  app.get(
    `/api/${slug}`,
    {
      schema: {
        tags,
        operationId: `list${noun.all}`,
        summary: `${label}: the visible items in order (with an admin token, all of them)`,
        security: optionalSecurity,
        response: { 200: z.object({ items: z.array(item) }) },
      },
    },
    async (request, reply) => {
      if (await adminOf(app, request)) return { items: await repo.list(true) };
      // The cached JSON text as it is (a string is not serialized again).
      return reply.type('application/json; charset=utf-8').send((await repo.visible.json('items')) as unknown as { items: ItemBase[] });
    },
  );

  app.get(
    `/api/${slug}/:id`,
    {
      schema: {
        tags,
        operationId: `get${noun.one}`,
        summary: `${label}: one item (a hidden one only with an admin token)`,
        security: optionalSecurity,
        params: idParams,
        response: { 200: z.object({ item }), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const found = await repo.find(request.params.id, (await adminOf(app, request)) !== null);
      if (!found) throw notFound(CONTENT_MESSAGES.itemNotFound);
      return { item: found };
    },
  );

  app.post(
    `/api/${slug}`,
    {
      ...write,
      schema: {
        tags,
        operationId: `add${noun.one}`,
        summary: `${label}: add an item at the end (JSON, or multipart with its files)`,
        security,
        body: withPictureFields(spec, spec.fieldsSchema).nullish(),
        form,
        response: { 201: z.object({ message: z.string(), item }), ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request, reply) => {
      const { fields, files, settings } = await readWrite(request, spec, spec.fieldsSchema);
      const prepared = await prepareFiles(spec, files, true, String(fields['title'] ?? ''), {
        db: app.ctx.db,
        settings,
        current: undefined,
      });
      const id = await repo.add(fields, prepared, request.admin!.email);
      reply.status(201);
      return { message: CONTENT_MESSAGES.added, item: (await repo.find(id, true))! };
    },
  );

  app.put(
    `/api/${slug}/order`,
    {
      onRequest: admin,
      preValidation: jsonOrMultipart,
      schema: {
        tags,
        operationId: `order${noun.all}`,
        summary: `${label}: put every item in this order`,
        security,
        body: orderSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request) => {
      if (!(await repo.reorder(() => request.body.ids, request.admin!.email))) throw badRequest(CONTENT_MESSAGES.orderIds);
      return { message: CONTENT_MESSAGES.orderSaved };
    },
  );

  const partial = spec.fieldsSchema.partial();
  app.put(
    `/api/${slug}/:id`,
    {
      ...write,
      schema: {
        tags,
        operationId: `update${noun.one}`,
        summary: `${label}: change the given fields (and files); {hidden: true} hides it`,
        security,
        params: idParams,
        body: withPictureFields(spec, partial).nullish(),
        form: form.partial(),
        response: { 200: z.object({ message: z.string(), item }), ...errorResponses(400, 401, 404, 413, 415) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { fields, files, settings } = await readWrite(request, spec, partial);
      // Known before the files are processed, so an unknown id costs no image work.
      const [current] = await repo.docs(true, id);
      if (!current) throw notFound(CONTENT_MESSAGES.itemNotFound);
      const prepared = await prepareFiles(spec, files, false, String(fields['title'] ?? current.doc['title'] ?? ''), {
        db: app.ctx.db,
        settings,
        current: current.doc,
      });
      if (!(await repo.update(id, fields, prepared, request.admin!.email))) throw notFound(CONTENT_MESSAGES.itemNotFound);
      return { message: CONTENT_MESSAGES.saved, item: (await repo.find(id, true))! };
    },
  );

  app.delete(
    `/api/${slug}/:id`,
    {
      onRequest: admin,
      schema: {
        tags,
        operationId: `delete${noun.one}`,
        summary: `${label}: delete an item and its files`,
        security,
        params: idParams,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      if (!(await repo.remove(request.params.id, request.admin!.email))) throw notFound(CONTENT_MESSAGES.itemNotFound);
      return { message: CONTENT_MESSAGES.deleted };
    },
  );

  for (const rule of spec.files.filter((r) => r.kind === 'download')) {
    const description = spec.fields.find((f) => f.name === rule.field)?.label ?? 'The file';
    app.get(
      `/api/${slug}/:id/${rule.name}`,
      {
        schema: {
          tags,
          operationId: `get${noun.one}File`,
          summary: `${label}: an item's file, byte for byte, as an attachment under its file name`,
          security: optionalSecurity,
          params: idParams,
          response: { 200: binaryResponse(description, rule.types), ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const [found] = await repo.docs((await adminOf(app, request)) !== null, request.params.id);
        if (!found) throw notFound(CONTENT_MESSAGES.itemNotFound);
        return sendDownload(reply, found.doc[rule.name] as StoredFile);
      },
    );
  }
}

/** The owner's content: site details and every collection of the app (AppContext.collections), documented at /api/docs. */
export default async function contentRoutes(app: App) {
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  const content = contentOf(app.ctx);
  for (const repo of content.all) collectionRoutes(app, repo);

  const downloads = content.collections.downloads;
  // The addresses of the seed files before they were content (links and bookmarks keep working).
  app.get('/download/file/:name', { schema: { hide: true, params: z.object({ name: z.string().max(200) }) } }, async (request, reply) => {
    const seeded = (await downloads.docs(false)).find((d) => (d.doc['file'] as StoredFile).seed === request.params.name);
    if (!seeded) throw notFound('File not found');
    return sendDownload(reply, seeded.doc['file'] as StoredFile);
  });

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
      site: await content.site.cached.value(),
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
      site: await content.site.update(cleanSiteRichTexts(request.body), request.admin!),
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
      bodyLimit: CONTENT_BODY_LIMIT,
      onRequest: requireAdmin(app),
      serializerCompiler: plainJson,
      schema: {
        tags: ['site'],
        operationId: 'setSitePicture',
        summary: `Replace one of the site's pictures, or change its alt text, focus or turn: ${slots}`,
        description: 'The part image is the new picture; without it, imageAlt, imageFocus or imageRotate change the current one (IMAGE-8).',
        security,
        form: z.object({ image: filePart(PICTURE_TYPES, CONTENT_LIMITS.maxPictureBytes).optional(), ...pictureFormFields }),
        params: pictureParams,
        response: { 200: siteSaved, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      refuseEditorsSlot(request.params.slot, request.admin!);
      if (!request.isMultipart()) throw unsupported('Send the picture as multipart/form-data, part image');
      const form = await readUploadForm(request, ['image']);
      const settings = pictureSettingsOf(parseFields(imageSettingsSchema, form.fields));
      if (!form.files.image && Object.keys(settings).length === 0) throw badRequest(MESSAGES.imageRequired);
      const write = await preparePicture(app.ctx.db, {
        upload: form.files.image?.bytes,
        types: PICTURE_TYPES,
        maxBytes: CONTENT_LIMITS.maxPictureBytes,
        current: await content.site.storedPicture(request.params.slot),
        settings,
      });
      return { message: CONTENT_MESSAGES.saved, site: await content.site.setPicture(request.params.slot, write, request.admin!) };
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
      return { message: CONTENT_MESSAGES.saved, site: await content.site.setPicture(request.params.slot, null, request.admin!) };
    },
  );
}
