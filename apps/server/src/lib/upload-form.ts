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
    limits: { fileSize: LIMITS.maxImageBytes, files: 1, fields: 16, parts: 17, fieldSize: 16 * 1024, fieldNameSize: 100, headerPairs: 20 },
  });
}

export interface FormFile {
  bytes: Buffer;
  /**
   * The name it was sent under; none for a part without one (busboy takes any part of type
   * application/octet-stream for a file, as a script's FormData sends an unnamed Blob).
   */
  filename: string | undefined;
}

export interface UploadForm<Name extends string> {
  fields: Record<string, string>;
  /** The file parts asked for; one is missing when no file was chosen. */
  files: Partial<Record<Name, FormFile>>;
  /**
   * A file was over the limit and was dropped, the rest of the form read: only where the route
   * registered multipart with `throwFileSizeLimit: false` (the contact form); elsewhere busboy stops
   * reading and the request ends in 413 'File too large'.
   */
  tooLarge: boolean;
}

/**
 * The one multipart reader: the text fields and the file parts named `fileFields` of a form, within
 * the limits its route registered (offers and sliders above, the collections in content/routes.ts,
 * the contact form in contact/form-routes.ts). Other file parts are read and dropped.
 */
export async function readUploadForm<Name extends string>(request: FastifyRequest, fileFields: readonly Name[]): Promise<UploadForm<Name>> {
  // No prototype: a part named __proto__ is just a field.
  const form: UploadForm<Name> = { fields: Object.create(null) as Record<string, string>, files: {}, tooLarge: false };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) form.tooLarge = true;
        // A browser sends an empty file part when nothing was picked.
        else if ((fileFields as readonly string[]).includes(part.fieldname) && bytes.length > 0)
          form.files[part.fieldname as Name] = { bytes, filename: part.filename as string | undefined };
        continue;
      }
      if (part.valueTruncated || part.fieldnameTruncated) throw badRequest(`The field ${part.fieldname.slice(0, 100)} is too long`);
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
