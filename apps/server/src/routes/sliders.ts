import {
  ADD_IMAGE_TYPES,
  API,
  EDIT_IMAGE_TYPES,
  MESSAGES,
  addSliderFieldsSchema,
  idQuerySchema,
  moveSliderSchema,
  updateSliderFieldsSchema,
  type MessageResponse,
  type SliderResponse,
} from '@firm/contract';
import type { App } from '../context.js';
import { contentOf } from '../content/content.js';
import { requireAdmin } from '../lib/auth-guard.js';
import { badRequest, notFound } from '../lib/errors.js';
import { processImage } from '../lib/images.js';
import { parseFields, readUploadForm, registerImageUploads } from '../lib/upload-form.js';
import { deleteSlider, findSlider, insertSlider, moveSlider, updateSlider } from '../repos/sliders.js';

const multipartBody = { consumes: ['multipart/form-data'] };

export default async function slidersRoutes(app: App) {
  const { db } = app.ctx;
  await registerImageUploads(app);
  const admin = requireAdmin(app);
  const security = [{ bearer: [] }];

  // The public list is read on every page view: its JSON is kept while the table is unchanged (lib/list-cache.ts).
  const cache = contentOf(app.ctx).sliders;
  app.get(API.sliders, { schema: { tags: ['sliders'], summary: 'All sliders in display order' } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(`{"slider":${await cache.json()}}`),
  );

  app.get(
    API.singleSlider,
    { schema: { tags: ['sliders'], summary: 'One slider', querystring: idQuerySchema('sliderId', MESSAGES.sliderNotFound) } },
    async (request): Promise<SliderResponse> => {
      const slider = await findSlider(db, request.query['sliderId'] ?? '');
      if (!slider) throw notFound(MESSAGES.sliderNotFound);
      return { slider };
    },
  );

  app.post(
    API.addSlider,
    { schema: { tags: ['sliders'], summary: 'Add a slider at the end (multipart: title, image)', security, ...multipartBody }, onRequest: admin },
    async (request, reply): Promise<MessageResponse> => {
      const form = await readUploadForm(request);
      const { title } = parseFields(addSliderFieldsSchema, form.fields);
      if (!form.image) throw badRequest(MESSAGES.imageRequired);
      const image = await processImage(form.image, ADD_IMAGE_TYPES);
      await insertSlider(db, title, image);
      reply.status(201);
      return { message: MESSAGES.sliderAdded };
    },
  );

  app.put(
    API.updateSlider,
    { schema: { tags: ['sliders'], summary: 'Change a slider (multipart: sliderid, title, optional image)', security, ...multipartBody }, onRequest: admin },
    async (request): Promise<MessageResponse> => {
      const form = await readUploadForm(request);
      const { sliderid, title } = parseFields(updateSliderFieldsSchema, form.fields);
      if (!(await findSlider(db, sliderid))) throw notFound(MESSAGES.sliderNotFound);
      const image = form.image ? await processImage(form.image, EDIT_IMAGE_TYPES) : undefined;
      if (!(await updateSlider(db, sliderid, title, image))) throw notFound(MESSAGES.sliderNotFound);
      return { message: MESSAGES.sliderUpdated };
    },
  );

  app.delete(
    API.deleteSlider,
    { schema: { tags: ['sliders'], summary: 'Delete a slider', security, querystring: idQuerySchema('sliderid', MESSAGES.sliderNotFound) }, onRequest: admin },
    async (request): Promise<MessageResponse> => {
      if (!(await deleteSlider(db, request.query['sliderid'] ?? ''))) throw notFound(MESSAGES.sliderNotFound);
      return { message: MESSAGES.sliderDeleted };
    },
  );

  app.put(
    API.moveSlider,
    { schema: { tags: ['sliders'], summary: 'Move a slider one place up or down', security, body: moveSliderSchema }, onRequest: admin },
    async (request): Promise<MessageResponse> => {
      if (!(await moveSlider(db, request.body.sliderid, request.body.direction))) throw notFound(MESSAGES.sliderNotFound);
      return { message: MESSAGES.sliderMoved };
    },
  );
}
