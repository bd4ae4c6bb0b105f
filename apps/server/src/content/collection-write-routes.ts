import { z } from 'zod';
import { CONTENT_MESSAGES, messageResponseSchema } from '@firm/contract';
import type { App } from '../context.js';
import { requireAdmin } from '../auth/guard.js';
import { errorResponses } from '../lib/error-responses.js';
import type { ContentRepo } from './content.js';
import { addItem, removeItem, updateItem } from './item-actions.js';
import { idParams, security } from './route-schemas.js';
import { bodyLimitOf, jsonOrMultipart, multipartForm, readWrite, withPictureFields } from './write-requests.js';

/** The admin's POST, PUT and DELETE of a collection's items, from its definition: JSON, or multipart with the files. */
export function collectionWriteRoutes(app: App, repo: ContentRepo) {
  const { spec } = repo.def;
  const { slug, label, operation: noun } = spec;
  const tags = [slug];
  const admin = requireAdmin(app);
  const item = spec.itemSchema;
  const write = { bodyLimit: bodyLimitOf(spec.files), onRequest: admin, preValidation: jsonOrMultipart };
  const form = multipartForm(spec);

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
      const id = await addItem(app, repo, await readWrite(request, spec, spec.fieldsSchema), request.admin!.email);
      reply.status(201);
      return { message: CONTENT_MESSAGES.added, item: (await repo.find(id, true))! };
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
      await updateItem(app, repo, id, await readWrite(request, spec, partial), request.admin!.email, CONTENT_MESSAGES.itemNotFound);
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
      await removeItem(repo, request.params.id, request.admin!.email, CONTENT_MESSAGES.itemNotFound);
      return { message: CONTENT_MESSAGES.deleted };
    },
  );
}
