import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { MESSAGES, UPLOAD_SUBJECT } from '@firm/contract';
import { adminToken, makeTestApp, type TestApp } from '../helpers.js';
import type { Clock } from '../../src/lib/clock.js';
import { deliverDueMail, retryDelayMs } from '../../src/lib/outbox.js';
import { postContact, samplePdf, validContact } from './contact-helpers.js';

const SMTP_USER = 'site';
const SMTP_PASSWORD = 's3cret-smtp-pw';
const CONTACT_TO = 'owner@firm.example';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A clock the test moves by hand: a wake-up runs when the clock is moved to it, and the move waits for the run. */
class TestClock implements Clock {
  private wakes: { at: number; fn: () => unknown }[] = [];

  constructor(private time: number) {}

  now(): number {
    return this.time;
  }

  after(ms: number, fn: () => unknown): () => void {
    const wake = { at: this.time + Math.max(0, ms), fn };
    this.wakes.push(wake);
    return () => {
      this.wakes = this.wakes.filter((w) => w !== wake);
    };
  }

  /** Time passing while something runs (a send that takes a while). */
  pass(ms: number): void {
    this.time += ms;
  }

  /** Moves to the earliest wake-up and runs it, to its end. */
  async next(): Promise<void> {
    const wake = this.wakes.reduce((a, b) => (b.at < a.at ? b : a));
    this.wakes = this.wakes.filter((w) => w !== wake);
    this.time = Math.max(this.time, wake.at);
    await wake.fn();
  }
}

/** A free TCP port: bound, read and released. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

interface SmtpOptions {
  /** Each mail is held until this settles. */
  gate?: Promise<void>;
  /** How many tries are refused (451) before mail is taken. */
  refuse?: number;
  /** The clock the tries' times are read from; each refusal takes SEND_MS of it. */
  clock?: TestClock;
}

/** How long a refused try takes by the test's clock: a failure is never on the worker's minute. */
const SEND_MS = 1500;

/** A real SMTP server (the smtp-server package) that keeps every mail it is given and the time of every try. */
async function startSmtp(port: number, { gate = Promise.resolve(), refuse = 0, clock }: SmtpOptions = {}) {
  const received: Received[] = [];
  const tries: number[] = [];
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: SMTP_USER });
      else callback(new Error('Invalid username or password'));
    },
    onMailFrom(_address, _session, callback) {
      tries.push(clock ? clock.now() : Date.now());
      if (tries.length > refuse) return callback();
      clock?.pass(SEND_MS);
      callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        void gate.then(() => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('latin1'),
          });
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received, tries, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Just enough MIME to check a mail: unfolded headers and the parts of a multipart body. */
function parseMail(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1];
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  // A mail without attachment is a single text part: its own headers and body.
  const parts = (boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw])
    .map((p) => {
      const i = p.indexOf('\r\n\r\n');
      return { headers: p.slice(0, i).replace(/\r\n[ \t]+/g, ' '), body: p.slice(i + 4).replace(/\r\n$/, '') };
    })
    .map((p) => ({
      ...p,
      decoded: /content-transfer-encoding: base64/i.test(p.headers)
        ? Buffer.from(p.body.replace(/\s+/g, ''), 'base64')
        : /content-transfer-encoding: quoted-printable/i.test(p.headers)
          ? Buffer.from(p.body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1')
          : Buffer.from(p.body, 'latin1'),
    }));
  return { header, parts };
}

async function waitFor<T>(check: () => Promise<T | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const smtpUrl = (port: number) => `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`;
const mailRow = (t: TestApp) =>
  t.app.ctx.db.selectFrom('messages').select(['id', 'mail_status', 'mail_attempts', 'next_mail_at', 'last_mail_error']).executeTakeFirstOrThrow();

/** Apps are made up front: seeding pictures is slow on a busy machine and belongs in the hook's time. */
const smtpPortUp = await freePort();
const smtpPortDown = await freePort();
const smtpPortSpam = await freePort();
const smtpPortRetry = await freePort();
/** 14:06 UTC, 7:36 pm in Gujarat. */
const RETRY_START = Date.parse('2026-11-25T14:06:00.000Z');
const retryClock = new TestClock(RETRY_START);
/** Refuses the first try and the seven after it: eight waits, the last two at the hour's cap. */
const REFUSED = 8;
let retryApp: TestApp;
let retrySmtp: Awaited<ReturnType<typeof startSmtp>>;
let withSmtp: TestApp;
let spamApp: TestApp;
let spamSmtp: Awaited<ReturnType<typeof startSmtp>>;
let smtpLater: TestApp;
let noSmtp: TestApp;
let slowSmtp: Awaited<ReturnType<typeof startSmtp>>;
let releaseSmtp: () => void = () => {};
let cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  // An SMTP server that holds every mail until released: the visitor's answer must not wait for it.
  slowSmtp = await startSmtp(smtpPortUp, { gate: new Promise((resolve) => (releaseSmtp = resolve)) });
  withSmtp = await makeTestApp({ smtpUrl: smtpUrl(smtpPortUp), contactTo: CONTACT_TO, mailFrom: 'website@firm.example' });
  smtpLater = await makeTestApp({ smtpUrl: smtpUrl(smtpPortDown), contactTo: CONTACT_TO });
  noSmtp = await makeTestApp();
  spamSmtp = await startSmtp(smtpPortSpam);
  spamApp = await makeTestApp({ smtpUrl: smtpUrl(smtpPortSpam), contactTo: CONTACT_TO });
  retrySmtp = await startSmtp(smtpPortRetry, { refuse: REFUSED, clock: retryClock });
  retryApp = await makeTestApp({ smtpUrl: smtpUrl(smtpPortRetry), contactTo: CONTACT_TO }, { clock: retryClock });
});
afterAll(async () => {
  releaseSmtp();
  for (const app of [withSmtp, smtpLater, noSmtp, spamApp, retryApp]) await app?.close();
  await slowSmtp?.close();
  await spamSmtp?.close();
  await retrySmtp?.close();
});
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

describe('contact mail', () => {
  it('mails the stored message with its attachment to CONTACT_TO, after answering the visitor', async () => {
    const t = withSmtp;
    const smtp = slowSmtp;
    const pdf = samplePdf();
    const res = await postContact(t.app, { ...validContact, subject: UPLOAD_SUBJECT, attachment: { bytes: pdf, filename: 'documents.pdf' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: MESSAGES.contactSuccess });
    expect((await mailRow(t)).mail_status).toBe('pending');
    expect(smtp.received).toHaveLength(0);
    releaseSmtp();

    const mail = await waitFor(async () => smtp.received[0]);
    expect(mail.to).toEqual([CONTACT_TO]);
    expect(mail.from).toBe('website@firm.example');
    const { header, parts } = parseMail(mail.raw);
    expect(header('To')).toBe(CONTACT_TO);
    expect(header('Reply-To')).toContain(validContact.email);
    expect(header('Subject')).toContain(UPLOAD_SUBJECT);
    const text = parts.find((p) => /content-type: text\/plain/i.test(p.headers))!.decoded.toString('utf8');
    for (const value of [validContact.name, validContact.email, validContact.mobile, UPLOAD_SUBJECT, validContact.message, 'documents.pdf']) {
      expect(text).toContain(value);
    }
    const attached = parts.find((p) => /content-disposition: attachment/i.test(p.headers))!;
    expect(attached.headers).toMatch(/content-type: application\/pdf/i);
    expect(attached.headers).toContain('documents.pdf');
    expect(attached.decoded.equals(pdf)).toBe(true);

    const row = await waitFor(async () => {
      const r = await mailRow(t);
      return r.mail_status === 'sent' && r;
    });
    expect(row).toMatchObject({ mail_attempts: 1, next_mail_at: null, last_mail_error: null });
  });

  it('SMTP down at submit: the message is kept pending, then delivered once the server is up', async () => {
    const t = smtpLater;

    const res = await postContact(t.app, validContact);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: MESSAGES.contactSuccess });
    const failed = await waitFor(async () => {
      const r = await mailRow(t);
      return r.last_mail_error !== null && r;
    });
    expect(failed.mail_status).toBe('pending');
    expect(failed.mail_attempts).toBe(1);
    expect(failed.last_mail_error).not.toContain(SMTP_PASSWORD);
    // Backed off: not due again at once.
    expect(new Date(failed.next_mail_at!).getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(await deliverDueMail(t.app.ctx, t.app.log)).toBe(0);

    const smtp = await startSmtp(smtpPortDown);
    cleanups.push(smtp.close);
    const later = new TestClock(Date.now() + retryDelayMs(1) + 1000);
    // Two app servers' workers waking at the same moment: the claim lets only one send.
    const sent = await Promise.all([deliverDueMail(t.app.ctx, t.app.log, later), deliverDueMail(t.app.ctx, t.app.log, later)]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual([CONTACT_TO]);
    expect(parseMail(smtp.received[0]!.raw).parts.find((p) => /text\/plain/i.test(p.headers))?.decoded.toString()).toContain(validContact.message);
    expect(await mailRow(t)).toMatchObject({ mail_status: 'sent', mail_attempts: 2, next_mail_at: null, last_mail_error: null });
  });

  it('spam is stored and never mailed; moved back to the inbox, it is mailed like any message', async () => {
    const t = spamApp;
    expect((await postContact(t.app, { ...validContact, website: 'http://spam.example' })).statusCode).toBe(201);
    const stored = await t.app.ctx.db.selectFrom('messages').select(['id', 'spam', 'mail_status']).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ spam: 1, mail_status: 'none' });
    expect(await deliverDueMail(t.app.ctx, t.app.log)).toBe(0);
    expect(spamSmtp.received).toHaveLength(0);

    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/messages/${stored.id}`,
      headers: { authorization: `Bearer ${await adminToken(t.app)}` },
      payload: { spam: false },
    });
    expect(res.json()).toEqual({ message: 'Message moved to the inbox' });
    await deliverDueMail(t.app.ctx, t.app.log);
    const mail = await waitFor(async () => spamSmtp.received[0]);
    expect(mail.to).toEqual([CONTACT_TO]);
    expect(await mailRow(t)).toMatchObject({ mail_status: 'sent' });
  });

  it('without SMTP configured the message is stored with mail status none', async () => {
    const t = noSmtp;
    expect((await postContact(t.app, validContact)).statusCode).toBe(201);
    expect(await mailRow(t)).toMatchObject({ mail_status: 'none', mail_attempts: 0, next_mail_at: null });
    expect(await deliverDueMail(t.app.ctx, t.app.log)).toBe(0);
  });
});

describe('mail retries (CONTACT-7)', () => {
  it('tries a failed mail again when its back-off says: 1, 2, 4 ... minutes after each failure, at most an hour apart', async () => {
    const t = retryApp;
    expect((await postContact(t.app, validContact)).statusCode).toBe(201);
    // The first try is the submission's own; the clock stands still until its failure is recorded.
    await waitFor(async () => {
      const r = await mailRow(t);
      return r.last_mail_error !== null && r;
    });
    expect(retrySmtp.tries).toEqual([RETRY_START]);

    // Every wake-up of the worker, one after another, until the mail is taken (a bound: no endless loop).
    for (let moves = 0; retrySmtp.received.length === 0 && moves < 1000; moves++) await retryClock.next();

    // Each wait runs from the failure, which came SEND_MS after its try began.
    const minutesWaited = retrySmtp.tries.slice(1).map((at, i) => (at - (retrySmtp.tries[i]! + SEND_MS)) / 60_000);
    expect(minutesWaited).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    expect(retrySmtp.received).toHaveLength(1);
    expect(await mailRow(t)).toMatchObject({ mail_status: 'sent', mail_attempts: REFUSED + 1, next_mail_at: null, last_mail_error: null });
  });
});
