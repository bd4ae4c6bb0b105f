import type { Kysely } from 'kysely';

/**
 * Migration 018_two_step: Two-step sign-in (docs/decisions/049-two-step-sign-in.md): the app's key, encrypted,
 * while it is on (totp_secret) or waiting for its first code (totp_pending); the last time step whose code was
 * used, so no code works twice; the recovery codes as hashes, each used once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admins').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('admins').addColumn('totp_pending', 'text').execute();
  await db.schema.alterTable('admins').addColumn('totp_enabled_at', 'text').execute();
  await db.schema.alterTable('admins').addColumn('totp_last_step', 'integer').execute();
  await db.schema
    .createTable('recovery_codes')
    .addColumn('admin_id', 'text', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addPrimaryKeyConstraint('recovery_codes_pk', ['admin_id', 'code_hash'])
    .execute();
}
