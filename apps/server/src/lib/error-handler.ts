import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_ANSWERS, HttpError, RETRY_AFTER_SECONDS } from './errors.js';
import { failureOf, troubleLine } from '../db/health.js';

/** Fastify's own codes that are the client's fault, with a message a person understands. */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Request body is too large'],
  FST_REQ_FILE_TOO_LARGE: [413, 'File too large'],
  FST_PARTS_LIMIT: [413, 'Too many parts in the form'],
  FST_FILES_LIMIT: [413, 'Too many files in the form'],
  FST_FIELDS_LIMIT: [413, 'Too many fields in the form'],
  FST_PROTO_VIOLATION: [400, 'Malformed form data'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Expected multipart/form-data'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Request body is empty'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Request body is not valid JSON'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Invalid content length'],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'A form field declared as JSON is not valid JSON'],
  FST_ERR_MAX_PARAM_LENGTH: [400, 'The address is too long'],
  FST_ERR_BAD_URL: [400, 'The address is not valid'],
};

/**
 * Fastify's `frameworkErrors` option: errors met while routing (a path parameter over
 * maxParamLength, a broken %-escape) answer in our `{message}` shape instead of Fastify's own.
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const [status, message] = CLIENT_ERRORS[error.code] ?? [400, 'Bad request'];
  reply.status(status).send({ message });
}

/**
 * Every error answers `{message}`: 4xx in words, 5xx without detail; never a stack trace. A failure
 * of the database says what it is (unreachable, full, read-only, damaged: lib/errors.ts).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.status(400).send({ message: first?.message ?? 'Invalid request' });
    }
    if (error instanceof HttpError) return reply.status(error.statusCode).send({ message: error.message });
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known[0]).send({ message: known[1] });
    if (error.statusCode === 429) return reply.status(429).send({ message: error.message });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: error.message.replace(/^FST_\w+: /, '') });
    }
    const trouble = failureOf(error);
    if (trouble) {
      // The log's line starts with what happened ("disk full: ..."); the answer says it in the owner's words.
      const { status, message } = DATABASE_ANSWERS[trouble];
      request.log.error({ err: error }, troubleLine(trouble, error));
      if (status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong. Please try again later.' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` }),
  );
}
