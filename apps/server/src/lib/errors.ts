import type { Trouble } from '../db/health.js';

/** An error whose message is safe and meant for the person who sent the request. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const tooLarge = (message: string) => new HttpError(413, message);
export const unsupported = (message: string) => new HttpError(415, message);

/** How long a person is asked to wait before trying again while the database is unavailable (Retry-After). */
export const RETRY_AFTER_SECONDS = 60;

/**
 * What a person is told when the database fails (db/health.ts), and with which status: the owner
 * reads these in the admin area, so they say what happened and what to do.
 */
export const DATABASE_ANSWERS: Record<Trouble, { status: 503 | 507; message: string }> = {
  unreachable: { status: 503, message: "The site's database cannot be reached just now. Please try again in a minute." },
  slow: { status: 503, message: "The site's database is taking too long to answer just now. Please try again in a minute." },
  full: {
    status: 507,
    message:
      "The server's disk is full, so nothing could be saved. Free some space on the server (or ask whoever looks after it), then try again.",
  },
  'read-only': {
    status: 503,
    message: "The site's database can only be read just now, so nothing can be saved. Ask whoever looks after the server.",
  },
  damaged: {
    status: 503,
    message: "The site's database file is damaged. Ask whoever looks after the server to restore the latest backup.",
  },
};
