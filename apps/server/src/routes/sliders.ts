import {
  ADD_IMAGE_TYPES,
  API,
  EDIT_IMAGE_TYPES,
  LIMITS,
  MESSAGES,
  addSliderFieldsSchema,
  idQuerySchema,
  messageResponseSchema,
  moveSliderSchema,
  sliderResponseSchema,
  slidersResponseSchema,
  updateSliderFieldsSchema,
  type MessageResponse,
  type SliderResponse,
  type SlidersResponse,
} from '@firm/contract';
import type { App } from '../context.js';
import { contentOf } from '../content/content.js';
import { requireAdmin } from '../lib/auth-guard.js';
import { BODY_ERRORS, errorResponses } from '../lib/error-responses.js';
import { badRequest, notFound } from '../lib/errors.js';
import { processImage } from '../lib/images.js';
import { filePart } from '../lib/openapi.js';
import { parseFields, readUploadForm, registerImageUploads } from '../lib/upload-form.js';

const addForm = addSliderFieldsSchema.extend({ image: filePart(ADD_IMAGE_TYPES, LIMITS.maxImageBytes) });
const updateForm = updateSliderFieldsSchema.extend({ image: filePart(EDIT_IMAGE_TYPES, LIMITS.maxImageBytes).optional() });

/** The sliders API of API-1 (paths, fields, answers), on the collection engine (content/definitions.ts, SLIDERS). */
export default async function slidersRoutes(app: App) {
  const sliders = contentOf(app.ctx).sliders;
  await registerImageUploads(app);
  const admin = requireAdmin(app);
  const security = [{ bearer: [] }];

  // The public list is read on every page view: its JSON is kept while the content version is unchanged (lib/list-cache.ts).
  app.get(API.sliders, { schema: { tags: ['sliders'], operationId: 'listSliders', summary: 'All sliders in display order', response: { 200: slidersResponseSchema } } }, async (_request, reply) =>
    // The cached JSON text as it is (a string is not serialized again).
    reply.type('application/json; charset=utf-8').send((await sliders.visible.json('slider')) as unknown as SlidersResponse),
  );

  app.get(
    API.singleSlider,
    { schema: { tags: ['sliders'], operationId: 'getSlider', summary: 'One slider', description: 'Also at /api/singleSlider/ (API-1).', querystring: idQuerySchema('sliderId', MESSAGES.sliderNotFound), response: { 200: sliderResponseSchema, ...errorResponses(400, 404) } } },
    async (request): Promise<SliderResponse> => {
      const slider = await sliders.find(request.query['sliderId'] ?? '', true);
      if (!slider) throw notFound(MESSAGES.sliderNotFound);
      return { slider };
    },
  );

  app.post(
    API.addSlider,
    { schema: { tags: ['sliders'], operationId: 'addSlider', summary: 'Add a slider at the end', security, form: addForm, response: { 201: messageResponseSchema, ...errorResponses(...BODY_ERRORS, 401) } }, onRequest: admin },
    async (request, reply): Promise<MessageResponse> => {
      const form = await readUploadForm(request, ['image']);
      const fields = parseFields(addSliderFieldsSchema, form.fields);
      if (!form.files.image) throw badRequest(MESSAGES.imageRequired);
      await sliders.add(fields, { image: await processImage(form.files.image.bytes, ADD_IMAGE_TYPES) });
      reply.status(201);
      return { message: MESSAGES.sliderAdded };
    },
  );

  app.put(
    API.updateSlider,
    { schema: { tags: ['sliders'], operationId: 'updateSlider', summary: 'Change a slider (the picture only when one is sent)',
        security,
        form: updateForm,
        response: { 200: messageResponseSchema, ...errorResponses(...BODY_ERRORS, 401, 404) },
      }, onRequest: admin },
    async (request): Promise<MessageResponse> => {
      const form = await readUploadForm(request, ['image']);
      const { sliderid, ...fields } = parseFields(updateSliderFieldsSchema, form.fields);
      if (!(await sliders.find(sliderid, true))) throw notFound(MESSAGES.sliderNotFound);
      const image = form.files.image ? await processImage(form.files.image.bytes, EDIT_IMAGE_TYPES) : undefined;
      if (!(await sliders.update(sliderid, fields, { image }))) throw notFound(MESSAGES.sliderNotFound);
      return { message: MESSAGES.sliderUpdated };
    },
  );

  app.delete(
    API.deleteSlider,
    { schema: { tags: ['sliders'], operationId: 'deleteSlider', summary: 'Delete a slider',
        security,
        querystring: idQuerySchema('sliderid', MESSAGES.sliderNotFound),
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 404) },
      }, onRequest: admin },
    async (request): Promise<MessageResponse> => {
      if (!(await sliders.remove(request.query['sliderid'] ?? ''))) throw notFound(MESSAGES.sliderNotFound);
      return { message: MESSAGES.sliderDeleted };
    },
  );

  app.put(
    API.moveSlider,
    { schema: { tags: ['sliders'], operationId: 'moveSlider', summary: 'Move a slider one place up or down',
        security,
        body: moveSliderSchema,
        response: { 200: messageResponseSchema, ...errorResponses(...BODY_ERRORS, 401, 404) },
      }, onRequest: admin },
    async (request): Promise<MessageResponse> => {
      const { sliderid, direction } = request.body;
      const moved = await sliders.reorder((ids) => {
        const index = ids.indexOf(sliderid);
        if (index < 0) return false;
        const other = direction === 'up' ? index - 1 : index + 1;
        // At an end nothing moves.
        if (other < 0 || other >= ids.length) return null;
        [ids[index], ids[other]] = [ids[other]!, ids[index]!];
        return ids;
      });
      if (!moved) throw notFound(MESSAGES.sliderNotFound);
      return { message: MESSAGES.sliderMoved };
    },
  );
}
