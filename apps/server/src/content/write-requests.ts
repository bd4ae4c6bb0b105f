import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import {
  CONTENT_LIMITS,
  pictureFieldNames,
  pictureSettingsOf,
  pictureSettingsSchema,
  pictureWriteNames,
  type CollectionSpec,
  type FileRule,
  type PicturesSettings,
} from '@firm/contract';
import { unsupported } from '../lib/errors.js';
import { filePart } from '../lib/openapi.js';
import { parseFields, readUploadForm } from '../lib/upload-form.js';
import type { WriteFiles } from './field-kinds.js';
import { pictureFormFields, pictureJsonFields } from './picture-writes.js';
import type { Doc } from './repository.js';
import { cleanRichTexts } from './rich-text.js';

const TEXT_BYTES = 1024 * 1024;
/**
 * The largest body of any write, which the proxies in front are set to (deploy/nginx/firm-site.conf, 41 MB): a
 * picture and a download's file of 20 MB each, and the text fields.
 */
export const LARGEST_BODY = CONTENT_LIMITS.maxPictureBytes + CONTENT_LIMITS.maxDownloadBytes + TEXT_BYTES;
/** A write's body: each of its files at its largest and its text fields, within LARGEST_BODY (several photographs of a project together). */
export const bodyLimitOf = (files: readonly Pick<FileRule, 'maxBytes'>[]) =>
  Math.min(LARGEST_BODY, files.reduce((sum, rule) => sum + rule.maxBytes, 0) + TEXT_BYTES);
export const SITE_PICTURE_BODY_LIMIT = bodyLimitOf([{ maxBytes: CONTENT_LIMITS.maxPictureBytes }]);

/**
 * The multipart limits of the collections' writes, for the largest of the definitions `specs`: its files (each picture
 * field's and the download's), and its fields with each picture's alt text, focus and turn.
 */
export function multipartLimitsOf(specs: readonly Pick<CollectionSpec, 'fields' | 'files'>[]) {
  const files = Math.max(1, ...specs.map((spec) => spec.files.length));
  const fields = Math.max(20, ...specs.map((spec) => spec.fields.length + 3 * spec.files.length + 4));
  return {
    fileSize: Math.max(CONTENT_LIMITS.maxPictureBytes, CONTENT_LIMITS.maxDownloadBytes),
    files,
    fields,
    parts: files + fields,
    fieldSize: 200 * 1024,
    fieldNameSize: 100,
    headerPairs: 20,
  };
}

/** Writes take JSON or a multipart form; Fastify also parses text/plain, which no write means. */
export async function jsonOrMultipart(request: FastifyRequest) {
  if (typeof request.body === 'string') throw unsupported('Unsupported content type');
}

/** Each picture's alt text, focus and turn, apart from the item's fields (IMAGE-8), from a write's fields by their names (decision 094). */
function picturesSettingsOf(spec: CollectionSpec, fields: Readonly<Record<string, unknown>>): PicturesSettings {
  return Object.fromEntries(
    pictureFieldNames(spec).map((name) => [
      name,
      pictureSettingsOf(name, parseFields(pictureSettingsSchema(name), fields as Record<string, string>)),
    ]),
  );
}

/** The write's checked fields (rich texts cleaned, TEXT-2), files and pictures' settings: JSON (validated by the route's schema) or a multipart form. */
export async function readWrite(
  request: FastifyRequest,
  spec: CollectionSpec,
  schema: z.ZodObject,
): Promise<{ fields: Doc; files: WriteFiles; settings: PicturesSettings }> {
  if (request.isMultipart()) {
    const form = await readUploadForm(
      request,
      spec.files.map((rule) => rule.name),
    );
    return {
      fields: cleanRichTexts(spec.fields, parseFields(schema, form.fields) as Doc),
      files: form.files,
      settings: picturesSettingsOf(spec, form.fields),
    };
  }
  const body = (request.body ?? parseFields(schema, {})) as Doc;
  const settingNames = new Set<string>(pictureFieldNames(spec).flatMap((name) => Object.values(pictureWriteNames(name))));
  const fields = Object.fromEntries(Object.entries(body).filter(([key]) => !settingNames.has(key)));
  return { fields: cleanRichTexts(spec.fields, fields), files: {}, settings: picturesSettingsOf(spec, body) };
}

/** A collection's write schema with its pictures' write fields (JSON bodies). */
export const withPictureFields = (spec: CollectionSpec, schema: z.ZodObject) =>
  schema.extend(Object.assign({}, ...pictureFieldNames(spec).map(pictureJsonFields)) as z.ZodRawShape);

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
    const label = spec.fields.find((f) => f.name === rule.name)?.label ?? rule.name;
    const part = filePart(rule.types, rule.maxBytes, `${label}: `);
    shape[rule.name] = rule.required ? part : part.optional();
    if (rule.kind === 'picture') Object.assign(shape, pictureFormFields(rule.name));
  }
  return z.object(shape);
}
