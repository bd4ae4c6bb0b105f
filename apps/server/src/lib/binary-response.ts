import type { Readable } from 'node:stream';
import { z } from 'zod';

/**
 * Documented as a binary string (z.file()); typed as what the handler sends, a Buffer, which
 * Fastify writes as it is and never hands to a serializer.
 */
const bytes = z.file() as unknown as z.ZodType<Buffer>;

/** The response schema of a route that sends bytes, for /api/docs: one entry per type it can send. */
export const binaryResponse = (description: string, types: readonly string[]) => ({
  description,
  content: Object.fromEntries(types.map((type) => [type, { schema: bytes }])),
});

/** The same for a route that streams its bytes as they are made (a backup): typed as the stream it sends. */
export const streamedResponse = (description: string, types: readonly string[]) => ({
  description,
  content: Object.fromEntries(types.map((type) => [type, { schema: bytes as unknown as z.ZodType<Readable> }])),
});
