import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The multipart form a route reads itself (lib/upload-form.ts): documented at /api/docs beside
     * any JSON `body`, never validated by Fastify, whose multipart parser leaves the body empty.
     */
    form?: z.ZodObject;
  }
}

/** A file part of a multipart form: binary, with the types and size it may have. */
export const filePart = (types: readonly string[], maxBytes: number, note = '') =>
  z
    .file()
    .describe(
      `${note}${types.join(', ')}; at most ${(maxBytes / 1024 / 1024).toFixed(0)} MB. Checked by its bytes, not by the type it is sent with.`,
    );

/**
 * fastify-type-provider-zod's transform (zod schemas to JSON schemas), and what it leaves out: the
 * multipart form as the `multipart/form-data` body, no token where a route asks for none (`security:
 * []`, so only the routes that declare the bearer token need it), and the address without the
 * trailing slash the original backend's `/singleOffer/` had (the router takes both). API-8,
 * decision 034.
 */
export const openapiTransform: typeof jsonSchemaTransform = (document) => {
  const { form, ...schema } = document.schema ?? {};
  const url = document.url.length > 1 ? document.url.replace(/\/$/, '') : document.url;
  const base = jsonSchemaTransform({ ...document, url, schema: { security: [], ...schema } });
  if (!form) return base;
  const json = base.schema.body;
  const multipart = jsonSchemaTransform({ ...document, schema: { body: form } }).schema.body;
  return {
    url,
    schema: {
      ...base.schema,
      body: { content: { ...(json ? { 'application/json': { schema: json } } : {}), 'multipart/form-data': { schema: multipart } } },
    },
  };
};
