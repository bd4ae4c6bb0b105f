import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import {
  CONTENT_LIMITS,
  imageSettingsSchema,
  pictureSettingsOf,
  type CollectionSpec,
  type ImageSettingsFields,
  type PictureSettings,
} from '@firm/contract';
import { unsupported } from '../lib/errors.js';
import { filePart } from '../lib/openapi.js';
import { parseFields, readUploadForm } from '../lib/upload-form.js';
import type { WriteFiles } from './field-kinds.js';
import { PICTURE_WRITE_DOCS, pictureFormFields } from './picture-writes.js';
import type { Doc } from './repository.js';
import { cleanRichTexts } from './rich-text.js';

/** A photograph or a download of 20 MB, a thumbnail beside it, and the text fields. */
export const CONTENT_BODY_LIMIT = CONTENT_LIMITS.maxPictureBytes + CONTENT_LIMITS.maxDownloadBytes + 1024 * 1024;
export const MULTIPART_LIMITS = {
  fileSize: Math.max(CONTENT_LIMITS.maxPictureBytes, CONTENT_LIMITS.maxDownloadBytes),
  files: 2,
  fields: 20,
  parts: 22,
  fieldSize: 200 * 1024,
  fieldNameSize: 100,
  headerPairs: 20,
};

/** Writes take JSON or a multipart form; Fastify also parses text/plain, which no write means. */
export async function jsonOrMultipart(request: FastifyRequest) {
  if (typeof request.body === 'string') throw unsupported('Unsupported content type');
}

/** The write's checked fields (rich texts cleaned, TEXT-2) and files: JSON (validated by the route's schema) or a multipart form. */
export async function readWrite(
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
export const withPictureFields = (spec: CollectionSpec, schema: z.ZodObject) =>
  spec.files.some((rule) => rule.kind === 'picture')
    ? schema.extend({
        imageAlt: imageSettingsSchema.shape.imageAlt.describe(PICTURE_WRITE_DOCS.imageAlt),
        imageFocus: imageSettingsSchema.shape.imageFocus.describe(PICTURE_WRITE_DOCS.imageFocus),
        imageRotate: imageSettingsSchema.shape.imageRotate.describe(PICTURE_WRITE_DOCS.imageRotate),
      })
    : schema;

/**
 * The multipart form of a collection's writes, for /api/docs: its fields, a list as one text (as
 * the admin's form sends it), and its file parts.
 */
export function multipartForm(spec: CollectionSpec): z.ZodObject {
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
