import { randomUUID } from 'node:crypto';
import type { Role, UserData } from '@firm/contract';
import type { Db } from '../db/index.js';
import { normaliseEmail } from './login-throttle.js';

export interface AdminRow {
  id: string;
  email: string;
  password_hash: string;
  role: Role;
}

const adminColumns = ['id', 'email', 'password_hash', 'role'] as const;

/** An admin as the API's userData. */
export const userDataOf = (admin: AdminRow): UserData => ({ _id: admin.id, email: admin.email, role: admin.role });

export async function findAdminByEmail(db: Db, email: string): Promise<AdminRow | undefined> {
  return db.selectFrom('admins').select(adminColumns).where('email', '=', normaliseEmail(email)).executeTakeFirst();
}

export async function findAdminById(db: Db, id: string): Promise<AdminRow | undefined> {
  return db.selectFrom('admins').select(adminColumns).where('id', '=', id).executeTakeFirst();
}

/** Adds an admin (an owner unless told); false when that e-mail is taken already (also when another server just added it). */
export async function insertAdmin(db: Db, email: string, passwordHash: string, role: Role = 'owner', name = ''): Promise<boolean> {
  const result = await db
    .insertInto('admins')
    .values({
      id: randomUUID(),
      email: normaliseEmail(email),
      password_hash: passwordHash,
      created_at: new Date().toISOString(),
      role,
      name,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Stores a password hash; the admin's id, or undefined when no admin matches. A changed password
 * ends sessions too: that is auth/password-change.ts, this only stores.
 */
export async function setAdminPassword(
  db: Db,
  admin: { email: string } | { id: string },
  passwordHash: string,
): Promise<string | undefined> {
  const update = db.updateTable('admins').set({ password_hash: passwordHash }).returning('id');
  const row = await (
    'id' in admin ? update.where('id', '=', admin.id) : update.where('email', '=', normaliseEmail(admin.email))
  ).executeTakeFirst();
  return row?.id;
}

/** How many of an admin's latest logins are kept (the Account screen shows them). */
export const LOGINS_KEPT = 10;

export async function recordLogin(db: Db, adminId: string, ip: string, at = new Date()): Promise<void> {
  await db.insertInto('admin_logins').values({ admin_id: adminId, ip, at: at.toISOString() }).execute();
  const keep = db
    .selectFrom('admin_logins')
    .select('id')
    .where('admin_id', '=', adminId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(LOGINS_KEPT);
  await db.deleteFrom('admin_logins').where('admin_id', '=', adminId).where('id', 'not in', keep).execute();
}

export async function recentLogins(db: Db, adminId: string): Promise<{ at: string; ip: string }[]> {
  return db
    .selectFrom('admin_logins')
    .select(['at', 'ip'])
    .where('admin_id', '=', adminId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(LOGINS_KEPT)
    .execute();
}

/** The addresses of every admin's good logins since `since` (the Account screen's history, AUTH-7). */
export async function loginAddressesSince(db: Db, since: Date): Promise<string[]> {
  const rows = await db.selectFrom('admin_logins').select('ip').distinct().where('at', '>', since.toISOString()).execute();
  return rows.map((r) => r.ip);
}

export async function countAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
