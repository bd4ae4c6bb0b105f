// @ts-check
/**
 * The backup half of `npm run bench:ops`: a SQLite site holding about 500 MB of pictures (real
 * JPEGs, each row its own bytes), then `npm run backup` (write, then read back and check) and
 * `npm run restore` into a new file, each as the owner runs it (a process of its own, from the
 * build), timed, with the process's peak memory (VmHWM), beside `cp` of the database file in the
 * same run. Memory is also given as growth over the same command on a site without the pictures.
 * Aim: within 3× the time of cp, and under +100 MB of memory (docs/decisions/050-backups.md, 085). A
 * backup sealed with BACKUP_PASSPHRASE is timed too (decision 085: AES-256-GCM, scrypt once).
 * Alone, `node bench/ops/backup.mjs` prints its table; bench/ops/run.mjs keeps the figures.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { root } from '../../scripts/lib.mjs';

const TARGET_MB = Number(process.env.BACKUP_BENCH_MB ?? 500);
const AIM_RATIO = 3;
const AIM_MB = 100;
const MB = 1024 * 1024;

/**
 * Prints the process's peak memory (VmHWM) when it exits: the commands are measured as they are.
 * Not maxRSS: Linux carries it over from the parent at fork, and this process holds the pictures.
 */
const REPORT_PEAK = `data:text/javascript,${encodeURIComponent(
  "import { readFileSync } from 'node:fs'; process.on('exit', () => process.stderr.write('peakKb=' + /VmHWM:\\s+(\\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1] + '\\n'));",
)}`;

/** The passphrase of the sealed backup timed (a bench's, used nowhere else). */
const PASSPHRASE = 'bench passphrase, used nowhere else';

/**
 * Runs `npm run <name>` as its script does (node apps/server/dist/cli/<name>.js) with DATABASE_URL.
 * @param {'backup' | 'restore'} name @param {string[]} args @param {string} databaseUrl @param {Record<string, string>} [env]
 */
function command(name, args, databaseUrl, env = {}) {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['--import', REPORT_PEAK, join(root, `apps/server/dist/cli/${name}.js`), ...args], {
    cwd: root,
    env: { ...process.env, BACKUP_PASSPHRASE: '', ...env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`npm run ${name} failed: ${run.stderr}`);
  const rssKb = Number(/peakKb=(\d+)/.exec(run.stderr)?.[1] ?? NaN);
  return { seconds, rssMb: rssKb / 1024, output: run.stdout.trim() };
}

/** @param {string} from @param {string} to */
function copy(from, to) {
  const started = performance.now();
  const run = spawnSync('cp', [from, to]);
  if (run.status !== 0) throw new Error(`cp failed: ${run.stderr}`);
  return (performance.now() - started) / 1000;
}

/**
 * Camera-like pictures from the seed ones: enlarged to 2560×1920 (the largest a picture is stored)
 * with grain, so they compress like photographs, 2 to 3 MB each.
 */
async function basePictures() {
  const seeds = readdirSync(join(root, 'apps/server/seed')).filter((f) => f.endsWith('.jpg'));
  /** @type {Buffer[]} */
  const pictures = [];
  for (const [i, name] of seeds.entries()) {
    const grain = await sharp({
      create: { width: 2560, height: 1920, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 24 + i * 4 } },
    })
      .png()
      .toBuffer();
    pictures.push(
      await sharp(join(root, 'apps/server/seed', name))
        .resize(2560, 1920, { fit: 'cover' })
        .composite([{ input: grain, blend: 'overlay' }])
        .jpeg({ quality: 90 })
        .toBuffer(),
    );
  }
  return pictures;
}

/**
 * A JPEG made distinct: a comment segment (COM) with a number right after its start, so each row has
 * its own bytes and content address and still opens as the same picture.
 * @param {Buffer} jpeg @param {number} n
 */
function distinct(jpeg, n) {
  const text = Buffer.from(`picture ${n}`);
  const segment = Buffer.alloc(4 + text.length);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(2 + text.length, 2);
  text.copy(segment, 4);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

/** A migrated site database at `path` holding about `mb` MB of pictures. @param {string} path @param {number} mb */
async function siteWithPictures(path, mb) {
  const { openDb, migrate } = await import(join(root, 'apps/server/dist/db/index.js'));
  const handle = openDb(path);
  try {
    await migrate(handle);
    const bases = mb > 0 ? await basePictures() : [];
    let total = 0;
    for (let n = 0; total < mb * MB; n++) {
      const bytes = distinct(/** @type {Buffer} */ (bases[n % bases.length]), n);
      total += bytes.length;
      await handle.db
        .insertInto('media')
        .values({
          id: `${createHash('sha256').update(bytes).digest('hex')}.jpg`,
          kind: 'image',
          mime: 'image/jpeg',
          bytes,
          size: bytes.length,
          width: 2560,
          height: 1920,
          variants: '[]',
          created_at: new Date().toISOString(),
        })
        .execute();
    }
  } finally {
    await handle.db.destroy();
  }
}

export async function measureBackup() {
  if (!existsSync(join(root, 'apps/server/dist/cli/restore.js'))) throw new Error('no server build: run npm run build');
  const dir = mkdtempSync(join(tmpdir(), 'bench-ops-'));
  try {
    const small = join(dir, 'small.db');
    const big = join(dir, 'site.db');
    await siteWithPictures(small, 0);
    await siteWithPictures(big, TARGET_MB);
    const dbMb = statSync(big).size / MB;

    // The baseline: the same commands on a site without the pictures.
    const smallBackup = command('backup', [join(dir, 'small.firmbackup')], small);
    const smallRestore = command('restore', [join(dir, 'small.firmbackup')], join(dir, 'small-restored.db'));

    const cpSeconds = copy(big, join(dir, 'copy.db'));
    rmSync(join(dir, 'copy.db'));
    const backup = command('backup', [join(dir, 'site.firmbackup')], big);
    const backupMb = statSync(join(dir, 'site.firmbackup')).size / MB;
    const restore = command('restore', [join(dir, 'site.firmbackup')], join(dir, 'restored.db'));
    const restoredMb = statSync(join(dir, 'restored.db')).size / MB;
    const sealed = command('backup', [join(dir, 'sealed.firmbackup')], big, { BACKUP_PASSPHRASE: PASSPHRASE });
    const cpAgain = copy(big, join(dir, 'copy.db'));
    const cp = Math.min(cpSeconds, cpAgain);
    return {
      databaseMb: dbMb,
      backupFileMb: backupMb,
      restoredMb,
      cpSeconds: cp,
      backupSeconds: backup.seconds,
      restoreSeconds: restore.seconds,
      sealedSeconds: sealed.seconds,
      sealedRatio: sealed.seconds / cp,
      sealedRssMb: sealed.rssMb,
      backupRatio: backup.seconds / cp,
      restoreRatio: restore.seconds / cp,
      backupRssMb: backup.rssMb,
      restoreRssMb: restore.rssMb,
      backupRssGrowthMb: backup.rssMb - smallBackup.rssMb,
      restoreRssGrowthMb: restore.rssMb - smallRestore.rssMb,
      backupOutput: backup.output,
      at: new Date().toISOString(),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** @param {Awaited<ReturnType<typeof measureBackup>>} m */
export function backupMarkdown(m) {
  const s = (/** @type {number} */ v) => v.toFixed(2);
  const met = (/** @type {boolean} */ ok) => (ok ? 'met' : 'missed');
  const growth = (/** @type {number} */ mb) => `${mb < 0 ? '−' : '+'}${Math.abs(Math.round(mb))}`;
  return [
    '| Backup and restore | seconds | × cp | peak memory MB (growth) |',
    '|---|--:|--:|--:|',
    `| \`cp\` of the database file (${Math.round(m.databaseMb)} MB) | ${s(m.cpSeconds)} | 1 | |`,
    `| \`npm run backup\` (write ${Math.round(m.backupFileMb)} MB, read back, check) | ${s(m.backupSeconds)} | ${m.backupRatio.toFixed(1)} | ${Math.round(m.backupRssMb)} (${growth(m.backupRssGrowthMb)}) |`,
    `| \`npm run restore\` (check, then restore into a new file) | ${s(m.restoreSeconds)} | ${m.restoreRatio.toFixed(1)} | ${Math.round(m.restoreRssMb)} (${growth(m.restoreRssGrowthMb)}) |`,
    `| \`npm run backup\` sealed with \`BACKUP_PASSPHRASE\` (write, read back, check) | ${s(m.sealedSeconds)} | ${m.sealedRatio.toFixed(1)} | ${Math.round(m.sealedRssMb)} |`,
    '',
    `SQLite, pictures of 2560×1920 (2 to 3 MB each, every row its own bytes), each command a process of its own from the build; growth: over the same command on a site without the pictures; Node ${process.version}, measured ${m.at}.` +
      ` Aim: within ${AIM_RATIO}× cp: ${met(Math.max(m.backupRatio, m.restoreRatio) <= AIM_RATIO)}; under +${AIM_MB} MB: ${met(Math.max(m.backupRssGrowthMb, m.restoreRssGrowthMb) < AIM_MB)}.`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(backupMarkdown(await measureBackup()));
