/**
 * `npm run restore -- FILE [--replace]` restores a backup into the database DATABASE_URL names
 * (backup/restore.ts): one line per step, then one that says what to do next; a failure is one line
 * on standard error and exit code 1.
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startupConfig, type Config } from '../config.js';
import { BackupError, oneLine } from '../backup/format.js';
import { restoreBackup } from '../backup/restore.js';
import type { Output } from './admin.js';

export const USAGE = 'Usage: npm run restore -- FILE [--replace]   (--replace: over a database that holds a site, after backing it up)';

export async function restoreCommand(argv: string[], config: Config, io: Output): Promise<number> {
  try {
    let parsed;
    try {
      parsed = parseArgs({ args: argv, options: { replace: { type: 'boolean' } }, allowPositionals: true });
    } catch (err) {
      throw new BackupError(`${oneLine(err)} ${USAGE}`, { cause: err });
    }
    const [file, ...rest] = parsed.positionals;
    if (!file || rest.length > 0) throw new BackupError(`Name one backup file. ${USAGE}`);
    await restoreBackup(file, config.databaseUrl, {
      replace: parsed.values.replace,
      backupDir: config.backupDir,
      step: (line) => io.out(`${line}\n`),
    });
    io.out('Done: start the site; everyone logs in again with the password they had when the backup was made.\n');
    return 0;
  } catch (err) {
    io.err(`${err instanceof BackupError ? oneLine(err) : `Restore failed, nothing was changed: ${oneLine(err)}`}\n`);
    return 1;
  }
}

// Run as a program (not when a test imports it).
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await restoreCommand(process.argv.slice(2), startupConfig(), {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  });
}
