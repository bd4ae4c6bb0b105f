import { randomUUID } from 'node:crypto';
import type { Db } from '../db/index.js';
import { normaliseEmail } from '../lib/login-throttle.js';

export interface AdminRow {
  id: string;
  email: string;
  password_hash: string;
}

export async function findAdminByEmail(db: Db, email: string): Promise<AdminRow | undefined> {
  return db.selectFrom('admins').select(['id', 'email', 'password_hash']).where('email', '=', normaliseEmail(email)).executeTakeFirst();
}

/** Adds an admin; false when that e-mail is taken already (also when another server just added it). */
export async function insertAdmin(db: Db, email: string, passwordHash: string): Promise<boolean> {
  const result = await db
    .insertInto('admins')
    .values({ id: randomUUID(), email: normaliseEmail(email), password_hash: passwordHash, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** False when no admin has that e-mail. */
export async function setAdminPassword(db: Db, email: string, passwordHash: string): Promise<boolean> {
  const result = await db.updateTable('admins').set({ password_hash: passwordHash }).where('email', '=', normaliseEmail(email)).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function countAdmins(db: Db): Promise<number> {
  const row = await db.selectFrom('admins').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
