import type { Db } from '../db/index.js';
import { setAdminPassword } from './admin-store.js';
import { endSessionsOf } from './sessions.js';

/**
 * A new password for an admin: every session of theirs ends but `except` (the one that asked for the
 * change), so a password someone else had stops leading in everywhere at once. False when no admin
 * matches.
 */
export async function changePassword(
  db: Db,
  admin: { email: string } | { id: string },
  passwordHash: string,
  except?: string,
): Promise<boolean> {
  const id = await setAdminPassword(db, admin, passwordHash);
  if (id !== undefined) await endSessionsOf(db, id, except);
  return id !== undefined;
}
