/**
 * `npm run restore -- FILE [--replace] [--passphrase-file PATH]` restores a backup into the database
 * DATABASE_URL names (backup/restore.ts): one line per step, then one that says what to do next; a
 * failure is one line on standard error and exit code 1. A sealed backup (docs/decisions/085) is
 * opened with the passphrase in PATH, else BACKUP_PASSPHRASE, else one typed at the terminal.
 */
import { readFileSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startupConfig, type Config } from '../config.js';
import { BackupError, oneLine } from '../backup/format.js';
import { fileKind } from '../backup/read.js';
import { restoreBackup } from '../backup/restore.js';
import type { Output } from './admin.js';

export const USAGE =
  'Usage: npm run restore -- FILE [--replace] [--passphrase-file PATH]   (--replace: over a database that holds a site, after backing it up; --passphrase-file: the passphrase of a sealed backup, else BACKUP_PASSPHRASE, else it is asked for)';

/** Asks for a passphrase at the terminal, not shown as it is typed; undefined when there is no terminal. */
export type AskPassphrase = (prompt: string) => Promise<string>;

export async function restoreCommand(argv: string[], config: Config, io: Output, ask?: AskPassphrase): Promise<number> {
  try {
    let parsed;
    try {
      parsed = parseArgs({
        args: argv,
        options: { replace: { type: 'boolean' }, 'passphrase-file': { type: 'string' } },
        allowPositionals: true,
      });
    } catch (err) {
      throw new BackupError(`${oneLine(err)} ${USAGE}`, { cause: err });
    }
    const [file, ...rest] = parsed.positionals;
    if (!file || rest.length > 0) throw new BackupError(`Name one backup file. ${USAGE}`);
    const passphrase = await passphraseFor(file, parsed.values['passphrase-file'], config, ask);
    await restoreBackup(file, config.databaseUrl, {
      replace: parsed.values.replace,
      backupDir: config.backupDir,
      passphrase,
      step: (line) => io.out(`${line}\n`),
    });
    io.out('Done: start the site; everyone logs in again with the password they had when the backup was made.\n');
    return 0;
  } catch (err) {
    io.err(`${err instanceof BackupError ? oneLine(err) : `Restore failed, nothing was changed: ${oneLine(err)}`}\n`);
    return 1;
  }
}

/** The passphrase of a sealed `file`: from the file named, BACKUP_PASSPHRASE, or the terminal; none for a plain backup. */
async function passphraseFor(file: string, from: string | undefined, config: Config, ask: AskPassphrase | undefined) {
  if ((await fileKind(file)) !== 'sealed') return undefined;
  if (from !== undefined) {
    try {
      // The line's end is not part of it, as `echo … > file` writes one.
      return readFileSync(from, 'utf8').replace(/\r?\n$/, '');
    } catch (err) {
      throw new BackupError(`The passphrase file ${from} cannot be read (${oneLine(err)}).`, { cause: err });
    }
  }
  if (config.backupPassphrase !== undefined) return config.backupPassphrase;
  if (!ask)
    throw new BackupError(
      `${file} is sealed with a passphrase: give it with --passphrase-file PATH or BACKUP_PASSPHRASE, or run the restore at a terminal to type it.`,
    );
  return ask(`${file} is sealed. Passphrase: `);
}

/** Reads a line at the terminal without showing it (raw mode: each key as it is pressed). */
function askAtTerminal(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stderr.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (keys: string) => {
      for (const key of keys) {
        if (key === '\r' || key === '\n') return done();
        if (key === '\u0003' || key === '\u0004') return done(new BackupError('Stopped: nothing was changed.'));
        if (key === '\u007f' || key === '\b') typed = [...typed].slice(0, -1).join('');
        else typed += key;
      }
    };
    input.on('data', onData);
  });
}

// Run as a program (not when a test imports it).
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await restoreCommand(
    process.argv.slice(2),
    startupConfig(),
    {
      out: (text) => process.stdout.write(text),
      err: (text) => process.stderr.write(text),
    },
    process.stdin.isTTY ? askAtTerminal : undefined,
  );
}
