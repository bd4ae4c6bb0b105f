import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { LIMITS } from '@firm/contract';
import type { App } from '../context.js';
import { HttpError, badRequest } from './errors.js';

/**
 * Multipart for the offer and slider forms: one file of at most LIMITS.maxImageBytes (busboy stops
 * reading past it and the request ends in 413 'File too large'), a few short fields.
 */
export async function registerImageUploads(app: App): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: LIMITS.maxImageBytes, files: 1, fields: 8, parts: 9, fieldSize: 16 * 1024, fieldNameSize: 100, headerPairs: 20 },
  });
}

export interface UploadForm {
  fields: Record<string, string>;
  /** The `image` part's bytes; undefined when no file was chosen. */
  image: Buffer | undefined;
  /** The `file` part (a download) with the name it was sent under; undefined when none was chosen. */
  file: { bytes: Buffer; filename: string } | undefined;
}

/** Text fields and the parts `image` and `file` of a multipart form, within the limits its routes registered. */
export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  // No prototype: a part named __proto__ is just a field.
  const form: UploadForm = { fields: Object.create(null) as Record<string, string>, image: undefined, file: undefined };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // A browser sends an empty file part when nothing was picked.
        if (bytes.length === 0) continue;
        if (part.fieldname === 'image') form.image = bytes;
        else if (part.fieldname === 'file') form.file = { bytes, filename: part.filename };
        continue;
      }
      if (part.valueTruncated || part.fieldnameTruncated) throw badRequest(`The field ${part.fieldname} is too long`);
      if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
    }
  } catch (err) {
    throw multipartError(err);
  }
  return form;
}

/** busboy's own parse errors (a cut-off body, a broken boundary) carry no status: they are the sender's fault, 400. */
export function multipartError(err: unknown): unknown {
  if (err instanceof HttpError || (err as { statusCode?: number } | null)?.statusCode) return err;
  return badRequest('Malformed form data');
}

/** The form's text fields checked with a contract schema; the first rule broken answers 400 with its message. */
export function parseFields<T>(schema: z.ZodType<T>, fields: Record<string, string>): T {
  const result = schema.safeParse(fields);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'Invalid form');
  return result.data;
}
