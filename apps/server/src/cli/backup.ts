/**
 * `npm run backup` writes a backup of the site's database into BACKUP_DIR, named by the date;
 * `npm run backup -- FILE` into FILE; `npm run backup -- --dir DIR` into DIR; sealed with
 * BACKUP_PASSPHRASE when it is set (docs/decisions/085). The file is read back and checked before the
 * one line that says where it is (docs/decisions/050-backups.md).
 */
import { existsSync, realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startupConfig, type Config } from '../config.js';
import { isPostgresUrl, openDb } from '../db/index.js';
import { newBackupPath, shownPath, writeCheckedBackup } from '../backup/files.js';
import { oneLine, type BackupSummary } from '../backup/format.js';
import type { Output } from './admin.js';

export const USAGE = `Usage:
  npm run backup                 into BACKUP_DIR (data/backups), named by the date and time
  npm run backup -- FILE         into FILE
  npm run backup -- --dir DIR    into DIR, named by the date and time`;

/** Runs the command; returns the exit code (0 written and checked, 1 not). */
export async function backupCommand(argv: string[], config: Config, io: Output): Promise<number> {
  try {
    io.out(`${await run(argv, config)}\n`);
    return 0;
  } catch (err) {
    io.err(`Backup failed: ${oneLine(err)}\n`);
    return 1;
  }
}

async function run(argv: string[], config: Config): Promise<string> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: { dir: { type: 'string' } }, allowPositionals: true });
  } catch (err) {
    throw new Error(`${oneLine(err)} ${USAGE.replaceAll('\n', ' ')}`, { cause: err });
  }
  const { values, positionals } = parsed;
  if (positionals.length > 1 || (positionals.length === 1 && values.dir))
    throw new Error(`give a file or --dir, not both. ${USAGE.replaceAll('\n', ' ')}`);
  const file = positionals[0];
  if (file && existsSync(file)) throw new Error(`${file} exists already: name a new file.`);
  if (!isPostgresUrl(config.databaseUrl) && !existsSync(config.databaseUrl))
    throw new Error(`there is no database at ${resolve(config.databaseUrl)} (DATABASE_URL): nothing to back up.`);
  const path = file ? resolve(file) : newBackupPath(values.dir ?? config.backupDir);
  const handle = openDb(config.databaseUrl);
  try {
    const passphrase = config.backupPassphrase;
    const summary = await writeCheckedBackup(handle, path, { passphrase });
    return `Backup written${passphrase === undefined ? '' : ', sealed with BACKUP_PASSPHRASE,'} and checked: ${shownPath(path)}, ${describeSummary(summary)}.`;
  } finally {
    await handle.db.destroy();
  }
}

/** "12.3 MB, 98 rows in 21 tables (1 admins, 71 content_items, …)": the tables that have rows. */
export function describeSummary(summary: Pick<BackupSummary, 'bytes' | 'tables'>): string {
  const tables = Object.entries(summary.tables);
  const rows = tables.reduce((sum, [, n]) => sum + n, 0);
  const held = tables.filter(([, n]) => n > 0).map(([name, n]) => `${n} ${name}`);
  return `${(summary.bytes / 1024 / 1024).toFixed(1)} MB, ${rows} rows in ${tables.length} tables (${held.join(', ')})`;
}

// Run as a program (not when a test imports it).
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await backupCommand(process.argv.slice(2), startupConfig(), {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  });
}
