import { messageResponseSchema } from '@firm/contract';

/**
 * Response schemas of the error statuses a route can answer, for /api/docs: every error is
 * `{message}` (API-4, lib/error-handler.ts).
 */
export const errorResponses = <Code extends number>(...codes: Code[]) =>
  Object.fromEntries(codes.map((code) => [code, messageResponseSchema])) as Record<Code, typeof messageResponseSchema>;

/** What any route that reads a body can meet besides its own rules: a bad body (400), too large (413), a type it does not read (415). */
export const BODY_ERRORS = [400, 413, 415] as const;
