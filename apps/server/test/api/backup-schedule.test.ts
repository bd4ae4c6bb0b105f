/**
 * The daily backup (backup/schedule.ts) and the owner's backup API (backup/backup-routes.ts): written
 * at BACKUP_TIME in TIME_ZONE, read back, recorded; the oldest beyond BACKUP_KEEP deleted; one a day
 * whatever the number of app servers; a failure recorded and warned of while the site keeps serving;
 * a fresh backup downloaded by an owner only.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIVITY_PATH,
  API,
  BACKUP_MESSAGES,
  BACKUP_PASSPHRASE_MIN,
  MESSAGES,
  type ActivityResponse,
  type BackupStatus,
} from '@firm/contract';
import { insertAdmin } from '../../src/auth/admin-store.js';
import { hashPassword } from '../../src/auth/passwords.js';
import { checkBackup } from '../../src/backup/check.js';
import { PLAIN_MAGIC, backupFileName } from '../../src/backup/format.js';
import { SEALED_MAGIC } from '../../src/backup/seal.js';
import { BackupSchedule, backupSlots } from '../../src/backup/schedule.js';
import type { Config } from '../../src/config.js';
import type { App } from '../../src/context.js';
import { DAY_MS } from '../../src/lib/clock.js';
import { clockedServers, type ClockedServer } from '../fixtures/clocked-servers.js';
import { BACKGROUND_WORK, TEST_ADMIN, adminToken, testConfig } from '../helpers.js';

const ZONE = 'Asia/Kolkata';
/** 03:00 in Kolkata (UTC+5:30) on 26 November 2026. */
const DAY1_0300 = Date.parse('2026-11-25T21:30:00Z');
const atDay = (day: number, offset = 0) => DAY1_0300 + (day - 1) * DAY_MS + offset;

/** Whether this machine lets the test mount a small tmpfs (root, or a container that allows it): a real full disk. */
const CAN_MOUNT = (() => {
  const probe = mkdtempSync(join(tmpdir(), 'firm-mount-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe], { stdio: 'ignore' });
    execFileSync('umount', [probe], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
})();
if (!CAN_MOUNT) console.log('backup-schedule: the full-disk test is skipped: this machine may not mount a small tmpfs');

const EDITOR = { email: 'editor@example.com', password: 'Quarry-Lantern-Velvet-42' };

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'firm-backups-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const servers = clockedServers();
const { newDatabase } = servers;

/** An app server as main.ts starts one, on `url`, at `time` by its clock, writing backups to the test's folder. */
async function server(url: string, time: number, overrides: Partial<Config> = {}): Promise<ClockedServer> {
  const config = testConfig(url, { backupDir: join(root, 'backups'), backupTime: '03:00', timeZone: ZONE, logLevel: 'info', ...overrides });
  const started = await servers.start(config, time);
  // The schedule has read its record (and made a missed backup) once it waits for the next time: the test moves the clock after.
  await vi.waitFor(() => expect(started.clock.wakesAt(backupSlots(time, config.backupTime, ZONE).next.at)).toBe(1), BACKGROUND_WORK);
  return started;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function status(app: App): Promise<BackupStatus> {
  const res = await app.inject({ url: API.backups, headers: auth(await adminToken(app)) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BackupStatus>();
}

const backupsIn = (folder: string) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.firmbackup'))
    .sort();

describe('the times of the daily backup', () => {
  it('is due at BACKUP_TIME in TIME_ZONE: the one due most recently and the next', () => {
    expect(backupSlots(atDay(1, -1), '03:00', ZONE)).toEqual({
      due: { date: '2026-11-25', at: atDay(0) },
      next: { date: '2026-11-26', at: atDay(1) },
    });
    expect(backupSlots(atDay(1), '03:00', ZONE)).toEqual({
      due: { date: '2026-11-26', at: atDay(1) },
      next: { date: '2026-11-27', at: atDay(2) },
    });
  });

  it('keeps the time of day across a change of the clocks (London, 29 March 2026)', () => {
    // 01:30 London on 28 March is GMT; on 30 March it is BST (UTC+1).
    const { next } = backupSlots(Date.parse('2026-03-28T12:00:00Z'), '01:30', 'Europe/London');
    expect(new Date(next.at).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    const after = backupSlots(Date.parse('2026-03-29T12:00:00Z'), '01:30', 'Europe/London').next;
    expect(new Date(after.at).toISOString()).toBe('2026-03-30T00:30:00.000Z');
  });
});

describe('the daily backup', () => {
  it('is written at BACKUP_TIME in TIME_ZONE, read back and recorded, then waits for the next day', async () => {
    const s = await server(await newDatabase(), atDay(1, -90 * 60));
    const folder = join(root, 'backups');
    // Nothing before its time; the status says when it comes.
    const before = await status(s.app);
    expect(before).toMatchObject({ last: null, lastGood: null, next: new Date(atDay(1)).toISOString(), folder, keep: 14, warning: null });
    expect(before.time).toBe('03:00');
    expect(s.clock.wakesAt(atDay(1))).toBe(1);

    await s.clock.runAt(atDay(1));
    const name = backupFileName(new Date(atDay(1)));
    expect(readdirSync(folder)).toEqual([name]);
    const manifest = await checkBackup(join(folder, name));
    expect(manifest.tables.admins).toBe(1);
    const after = await status(s.app);
    expect(after.last).toEqual({
      at: new Date(atDay(1)).toISOString(),
      file: name,
      bytes: statSync(join(folder, name)).size,
      checked: true,
      error: null,
      host: expect.any(String),
      folder,
      count: 1,
    });
    expect(after.lastGood).toEqual(after.last);
    expect(after).toMatchObject({ next: new Date(atDay(2)).toISOString(), warning: null });
    expect(s.log.filter((l) => l.msg === 'daily backup made and checked')).toHaveLength(1);
    // The next wake-up is the next day's time; the same day is never backed up twice.
    expect(s.clock.wakesAt(atDay(2))).toBe(1);
    expect(await s.app.backups.runDue()).toBeNull();
    expect(readdirSync(folder)).toEqual([name]);
  });

  it('keeps the newest BACKUP_KEEP and deletes no other file', async () => {
    const folder = join(root, 'backups');
    mkdirSync(folder);
    writeFileSync(join(folder, 'notes.txt'), 'the owner’s own file');
    writeFileSync(join(folder, 'before-the-move.firmbackup'), 'a backup the owner named');
    const s = await server(await newDatabase(), atDay(1, -60_000), { backupKeep: 2 });
    const made: string[] = [];
    for (const day of [1, 2, 3, 4]) {
      s.clock.time = atDay(day);
      const attempt = await s.app.backups.runDue();
      expect(attempt, `day ${day}`).toMatchObject({ checked: true, error: null, count: Math.min(day, 2) });
      made.push(attempt!.file!);
    }
    expect(backupsIn(folder)).toEqual(['before-the-move.firmbackup', ...made.slice(2)].sort());
    expect(readdirSync(folder)).toContain('notes.txt');
    expect((await status(s.app)).lastGood).toMatchObject({ file: made[3], count: 2 });
  });

  it('is made once a day by one of several app servers on one database', async () => {
    const url = await newDatabase();
    const a = await server(url, atDay(1, -60_000), { backupDir: join(root, 'a') });
    const b = await server(url, atDay(1, -60_000), { backupDir: join(root, 'b') });
    a.clock.time = b.clock.time = atDay(1);
    const outcomes = await Promise.all([a.app.backups.runDue(), b.app.backups.runDue(), a.app.backups.runDue(), b.app.backups.runDue()]);
    expect(outcomes.filter((o) => o !== null)).toHaveLength(1);
    const files = [...safeList(join(root, 'a')), ...safeList(join(root, 'b'))];
    expect(files).toHaveLength(1);
    // Both servers read the same record.
    const maker = outcomes.find((o) => o !== null)!;
    expect((await status(a.app)).last).toEqual(maker);
    expect((await status(b.app)).last).toEqual(maker);
    // The next day, again one.
    a.clock.time = b.clock.time = atDay(2);
    const next = await Promise.all([b.app.backups.runDue(), a.app.backups.runDue()]);
    expect(next.filter((o) => o !== null)).toHaveLength(1);
  });

  it('a server that stops while it writes gives the day back; one that dies holds only that day', async () => {
    const url = await newDatabase();
    const a = await server(url, atDay(1, -60_000), { backupDir: join(root, 'a') });
    // A backup that is still being written when the server stops.
    const writing = new BackupSchedule(a.app.ctx, a.app.log, {
      write: (_handle, out: Writable) => new Promise((_, reject) => out.on('close', () => reject(new Error('stopped')))),
      check: async () => undefined,
    });
    a.clock.time = atDay(1);
    const stopped = writing.runDue();
    await vi.waitFor(() => expect(readdirSync(join(root, 'a'))).toHaveLength(1), BACKGROUND_WORK);
    await writing.stop();
    expect(await stopped).toBeNull();
    expect(readdirSync(join(root, 'a'))).toEqual([]);
    // The day was given back: the next server to start makes it.
    const b = await server(url, atDay(1, 60_000), { backupDir: join(root, 'b') });
    await vi.waitFor(
      async () => expect((await status(b.app)).last).toMatchObject({ checked: true, folder: join(root, 'b') }),
      BACKGROUND_WORK,
    );
    expect(backupsIn(join(root, 'b'))).toHaveLength(1);

    // A server that died while it wrote leaves the day claimed: the next day is made all the same.
    await a.app.ctx.db.updateTable('settings').set({ value: '2026-11-27' }).where('key', '=', 'backup_claim').execute();
    b.clock.time = atDay(2);
    expect(await b.app.backups.runDue()).toBeNull();
    b.clock.time = atDay(3);
    expect(await b.app.backups.runDue()).toMatchObject({ checked: true });
  });

  it('is made at start when the servers were stopped at its time', async () => {
    const url = await newDatabase();
    const first = await server(url, atDay(1, -60_000));
    first.clock.time = atDay(1);
    expect(await first.app.backups.runDue()).toMatchObject({ checked: true });
    await servers.stop(first);

    // Down at 03:00 on day 2; started again at 09:00.
    const later = await server(url, atDay(2, 6 * 3600_000));
    await vi.waitFor(
      async () => expect((await status(later.app)).last?.at).toBe(new Date(atDay(2, 6 * 3600_000)).toISOString()),
      BACKGROUND_WORK,
    );
    expect(backupsIn(join(root, 'backups'))).toHaveLength(2);
  });

  it('is sealed with BACKUP_PASSPHRASE when it is set, and read back with it (decision 085)', async () => {
    const passphrase = 'Daily quarry lantern velvet';
    const s = await server(await newDatabase(), atDay(1, -60_000), { backupPassphrase: passphrase });
    s.clock.time = atDay(1);
    expect(await s.app.backups.runDue()).toMatchObject({ checked: true, error: null });
    const [name] = backupsIn(join(root, 'backups'));
    const path = join(root, 'backups', name!);
    expect(readFileSync(path).subarray(0, SEALED_MAGIC.length)).toEqual(SEALED_MAGIC);
    expect((await checkBackup(path, { passphrase })).sealed).toBe(true);
    expect(JSON.stringify(s.log)).not.toContain(passphrase);
  });

  it('a folder that cannot be made is recorded as failed, logged in one line and warned of; the site keeps serving', async () => {
    writeFileSync(join(root, 'a-file'), 'not a folder');
    const folder = join(root, 'a-file', 'backups');
    const s = await server(await newDatabase(), atDay(1, -60_000), { backupDir: folder });
    s.clock.time = atDay(1);
    const attempt = await s.app.backups.runDue();
    const reason = BACKUP_MESSAGES.pathThroughFile(folder);
    expect(attempt).toMatchObject({ checked: false, file: null, error: reason });
    const failed = s.log.filter((l) => typeof l.msg === 'string' && l.msg.startsWith('Backup failed'));
    expect(failed).toEqual([expect.objectContaining({ level: 50, msg: `Backup failed: ${reason}` })]);
    expect((await status(s.app)).warning).toBe(BACKUP_MESSAGES.lastFailed(reason));
    expect((await s.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    expect((await s.app.inject({ url: API.offers })).statusCode).toBe(200);
  });

  it.skipIf(!CAN_MOUNT)(
    `a full disk is recorded as "The server's disk is full."${CAN_MOUNT ? '' : ' (skipped: this machine may not mount a small tmpfs)'}`,
    async () => {
      const folder = join(root, 'full');
      mkdirSync(folder);
      // A 64 KB disk of its own: the backup (the seed pictures, several MB) fills it.
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', folder]);
      try {
        const s = await server(await newDatabase(), atDay(1, -60_000), { backupDir: folder });
        s.clock.time = atDay(1);
        const attempt = await s.app.backups.runDue();
        expect(attempt).toMatchObject({ checked: false, file: null, error: BACKUP_MESSAGES.diskFull });
        expect((await status(s.app)).warning).toBe("The last backup failed: The server's disk is full.");
        // Nothing half-written is left to fill the disk.
        expect(readdirSync(folder)).toEqual([]);
        expect((await s.app.inject({ url: '/readyz' })).statusCode).toBe(200);
      } finally {
        execFileSync('umount', [folder]);
      }
    },
  );

  it('warns when the newest backup is more than two days old, or none was made for two days', async () => {
    const s = await server(await newDatabase(), atDay(1, -60_000));
    s.clock.time = atDay(3, 60_000);
    expect((await status(s.app)).warning).toBe(BACKUP_MESSAGES.noneYet);
    s.clock.time = atDay(3);
    expect(await s.app.backups.runDue()).toMatchObject({ checked: true });
    s.clock.time = atDay(5);
    expect((await status(s.app)).warning).toBeNull();
    s.clock.time = atDay(6, 3600_000);
    expect((await status(s.app)).warning).toBe('No backup for 3 days.');
  });
});

function safeList(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

describe('the owner’s backup API', () => {
  let s: ClockedServer;
  beforeEach(async () => {
    s = await server(await newDatabase(), atDay(1, 3600_000));
    await insertAdmin(s.app.ctx.db, EDITOR.email, await hashPassword(EDITOR.password, s.config.scryptCost), 'editor');
  });

  it('answers 401 without a token and 403 to an editor, on both routes', async () => {
    const login = await s.app.inject({ method: 'POST', url: API.login, payload: EDITOR });
    const editor = login.json<{ token: string }>().token;
    for (const [method, url] of [
      ['GET', API.backups],
      ['POST', API.backupDownload],
    ] as const) {
      const none = await s.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(none.statusCode, url).toBe(401);
      const refused = await s.app.inject({ method, url, payload: method === 'POST' ? {} : undefined, headers: auth(editor) });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({ message: MESSAGES.ownersOnly });
    }
  });

  it('streams a fresh backup to an owner as an attachment, which reads back whole, and writes it to the activity', async () => {
    const token = await adminToken(s.app);
    const res = await s.app.inject({
      method: 'POST',
      url: API.backupDownload,
      payload: {},
      headers: { ...auth(token), 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${backupFileName(new Date(atDay(1, 3600_000)))}"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.subarray(0, PLAIN_MAGIC.length)).toEqual(PLAIN_MAGIC);
    const file = join(root, 'downloaded.firmbackup');
    writeFileSync(file, res.rawPayload);
    const manifest = await checkBackup(file);
    expect(manifest.tables.admins).toBe(2);
    expect(manifest.tables.media).toBeGreaterThan(0);
    // The downloaded backup is not a daily one: the status is unchanged.
    expect((await status(s.app)).last).toBeNull();
    await vi.waitFor(async () => {
      const activity = (await s.app.inject({ url: ACTIVITY_PATH, headers: auth(token) })).json<ActivityResponse>();
      expect(activity.entries.filter((e) => e.action === 'backupDownload')).toEqual([
        expect.objectContaining({ by: TEST_ADMIN.email, at: new Date(atDay(1, 3600_000)).toISOString(), collection: null }),
      ]);
    }, BACKGROUND_WORK);
  });

  it('with a passphrase in the body, the backup is sealed with it, and the passphrase is nowhere in the log (decision 085)', async () => {
    const token = await adminToken(s.app);
    const passphrase = 'Velvet lantern over the quarry';
    const res = await s.app.inject({ method: 'POST', url: API.backupDownload, payload: { passphrase }, headers: auth(token) });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, SEALED_MAGIC.length)).toEqual(SEALED_MAGIC);
    const file = join(root, 'sealed.firmbackup');
    writeFileSync(file, res.rawPayload);
    expect((await checkBackup(file, { passphrase })).tables.admins).toBe(2);
    await expect(checkBackup(file)).rejects.toThrow('is sealed with a passphrase');
    await expect(checkBackup(file, { passphrase: 'another passphrase here' })).rejects.toThrow('The passphrase does not open');
    // Too short: refused with a message, nothing made.
    const short = await s.app.inject({ method: 'POST', url: API.backupDownload, payload: { passphrase: 'tiny-pw' }, headers: auth(token) });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: expect.stringContaining(`at least ${BACKUP_PASSPHRASE_MIN} characters`) });
    expect(JSON.stringify(s.log)).not.toContain(passphrase);
    expect(JSON.stringify(s.log)).not.toContain('tiny-pw');
  });

  it('a download cut short by the browser leaves the server serving', async () => {
    const token = await adminToken(s.app);
    const address = await s.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}${API.backupDownload}`, {
      method: 'POST',
      headers: { ...auth(token), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    await reader.read();
    await reader.cancel();
    await vi.waitFor(() => expect(s.log.map((l) => l.msg)).toContain('backup download stopped by the browser'), BACKGROUND_WORK);
    expect((await fetch(`${address}/readyz`)).status).toBe(200);
    expect((await s.app.inject({ url: API.backups, headers: auth(token) })).statusCode).toBe(200);
  });
});
