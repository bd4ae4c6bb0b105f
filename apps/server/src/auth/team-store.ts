import { TEAM_MESSAGES, type Role, type TeamMember } from '@firm/contract';
import type { Db, Trx } from '../db/index.js';
import { badRequest } from '../lib/errors.js';
import { endSessionsOf } from './sessions.js';

/** Whether two-step sign-in is on for an admin (auth/two-step.ts sets totp_enabled_at when it is confirmed). */
const twoStepOn = (row: { totp_enabled_at: string | null }) => row.totp_enabled_at !== null;

/** Everyone with access, owners first, each with their latest login. */
export async function listTeam(db: Db): Promise<TeamMember[]> {
  const rows = await db
    .selectFrom('admins')
    .select((eb) => [
      'admins.id',
      'admins.email',
      'admins.name',
      'admins.role',
      'admins.totp_enabled_at',
      eb
        .selectFrom('admin_logins')
        .select((l) => l.fn.max('admin_logins.at').as('at'))
        .whereRef('admin_logins.admin_id', '=', 'admins.id')
        .as('last_login'),
    ])
    .orderBy('admins.role', 'desc')
    .orderBy('admins.email')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    lastLogin: r.last_login ?? null,
    twoStep: twoStepOn(r),
  }));
}

export type TeamChange = { done: true; email: string } | { done: false; reason: 'notFound' | 'unchanged' };

/**
 * A change of the team that must leave an owner: `change` runs in a transaction, and if no owner is
 * left after it, everything is undone (400). The owners' rows are locked first, so two owners
 * demoting each other at once wait for one another and the second finds itself the last: on
 * PostgreSQL with FOR UPDATE (in the order of their ids: two such transactions never lock in
 * opposite orders), on SQLite by a write that changes nothing but takes the database's write lock
 * before anything is read (a read first would leave the transaction on a stale snapshot).
 */
async function keepingAnOwner<T>(db: Db, dialect: 'sqlite' | 'postgres', change: (trx: Trx) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const owners = trx.selectFrom('admins').where('role', '=', 'owner');
    if (dialect === 'postgres') await owners.select('id').orderBy('id').forUpdate().execute();
    else
      await trx
        .updateTable('admins')
        .set((eb) => ({ role: eb.ref('role') }))
        .where('role', '=', 'owner')
        .execute();
    const result = await change(trx);
    const left = await owners.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    if (Number(left.n) === 0) throw badRequest(TEAM_MESSAGES.lastOwner);
    return result;
  });
}

/** A new role for an admin; their sessions end with it (they log in again to the admin their role allows). */
export async function changeRole(db: Db, dialect: 'sqlite' | 'postgres', id: string, role: Role): Promise<TeamChange> {
  return keepingAnOwner(db, dialect, async (trx) => {
    const row = await trx.selectFrom('admins').select(['email', 'role']).where('id', '=', id).executeTakeFirst();
    if (!row) return { done: false, reason: 'notFound' } as const;
    if (row.role === role) return { done: false, reason: 'unchanged' } as const;
    await trx.updateTable('admins').set({ role }).where('id', '=', id).execute();
    await endSessionsOf(trx, id);
    return { done: true, email: row.email } as const;
  });
}

/** Removes an admin: their sessions and logins go with the row (the foreign keys cascade). */
export async function removeMember(db: Db, dialect: 'sqlite' | 'postgres', id: string): Promise<TeamChange> {
  return keepingAnOwner(db, dialect, async (trx) => {
    const row = await trx.deleteFrom('admins').where('id', '=', id).returning('email').executeTakeFirst();
    return row ? ({ done: true, email: row.email } as const) : ({ done: false, reason: 'notFound' } as const);
  });
}
