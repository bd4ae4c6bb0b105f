import { z } from 'zod';

/** An item's id in a content route's path. */
export const idParams = z.object({ id: z.string().min(1).max(64) });
/** The content writes declare the admin's token for /api/docs. */
export const security = [{ bearer: [] }];
/** OpenAPI's way to say the token is optional: anyone reads, an admin reads more. */
export const optionalSecurity = [{}, ...security];
