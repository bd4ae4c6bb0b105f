import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { MESSAGES, UPLOAD_SUBJECT } from '@firm/contract';
import { BACKGROUND_WORK, adminToken, makeTestApp, type TestApp } from '../helpers.js';
import { downPort, freePort } from '../fixtures/smtp.js';
import type { Clock } from '../../src/lib/clock.js';
import { deliverDueMail, retryDelayMs } from '../../src/mail/outbox.js';
import { postContact, samplePdf, validContact } from './contact-helpers.js';

const SMTP_USER = 'site';
const SMTP_PASSWORD = 's3cret-smtp-pw';
const CONTACT_TO = 'owner@firm.example';

interface Received {
  from: string;
  to: string[];
  raw: Buffer;
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
            raw: Buffer.concat(chunks),
          });
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received, tries, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The mail as a mail client reads it (mailparser): headers decoded, text and attachments apart. */
const readMail = (mail: Received): Promise<ParsedMail> => simpleParser(mail.raw);
/** The one mailbox of an address header, as a client shows it: name and address. */
const mailboxOf = (header: AddressObject | AddressObject[] | undefined) => {
  const [box] = [header ?? []].flat().flatMap((h) => h.value);
  return { name: box?.name, address: box?.address };
};

/** The first mail an SMTP server of the test takes, once the outbox has sent it. */
const firstMail = (smtp: { received: Received[] }) =>
  vi.waitFor(() => {
    expect(smtp.received).not.toHaveLength(0);
    return smtp.received[0]!;
  }, BACKGROUND_WORK);

const smtpUrl = (port: number) => `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`;
const mailRow = (t: TestApp) =>
  t.app.ctx.db
    .selectFrom('messages')
    .select(['id', 'mail_status', 'mail_attempts', 'next_mail_at', 'last_mail_error'])
    .executeTakeFirstOrThrow();
type MailRow = Awaited<ReturnType<typeof mailRow>>;
/** The message's mail row once `check` passes on it: the outbox works in the background. */
const mailRowOnce = (t: TestApp, check: (row: MailRow) => void) =>
  vi.waitFor(async () => {
    const row = await mailRow(t);
    check(row);
    return row;
  }, BACKGROUND_WORK);

/** Apps are made up front: seeding pictures is slow on a busy machine and belongs in the hook's time. */
const smtpPortUp = await freePort();
const down = await downPort();
const smtpPortDown = down.port;
const smtpPortSpam = await freePort();
const smtpPortRetry = await freePort();
/** 14:06 UTC, 7:36 pm in Gujarat. */
const RETRY_START = Date.parse('2026-11-25T14:06:00.000Z');
const retryClock = new TestClock(RETRY_START);
/** Refuses the first try and the seven after it: eight waits, the last two at the hour's cap. */
const REFUSED = 8;
let retryApp: TestApp;
const smtpPortNamed = await freePort();
let namedApp: TestApp;
let namedSmtp: Awaited<ReturnType<typeof startSmtp>>;
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
  withSmtp = await makeTestApp({
    smtpUrl: smtpUrl(smtpPortUp),
    contactTo: CONTACT_TO,
    mailFrom: { name: 'Firm Website', address: 'website@firm.example' },
  });
  smtpLater = await makeTestApp({ smtpUrl: smtpUrl(smtpPortDown), contactTo: CONTACT_TO });
  noSmtp = await makeTestApp();
  spamSmtp = await startSmtp(smtpPortSpam);
  spamApp = await makeTestApp({ smtpUrl: smtpUrl(smtpPortSpam), contactTo: CONTACT_TO });
  retrySmtp = await startSmtp(smtpPortRetry, { refuse: REFUSED, clock: retryClock });
  retryApp = await makeTestApp({ smtpUrl: smtpUrl(smtpPortRetry), contactTo: CONTACT_TO }, undefined, { clock: retryClock });
  namedSmtp = await startSmtp(smtpPortNamed);
  namedApp = await makeTestApp({ smtpUrl: smtpUrl(smtpPortNamed), contactTo: CONTACT_TO });
});
afterAll(async () => {
  releaseSmtp();
  for (const app of [withSmtp, smtpLater, noSmtp, spamApp, retryApp, namedApp]) await app?.close();
  await namedSmtp?.close();
  await down.release();
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
    const res = await postContact(t.app, {
      ...validContact,
      // As people write it: the mail says the ten digits stored (validContact.mobile).
      mobile: '+91 98765-43210',
      subject: UPLOAD_SUBJECT,
      attachment: { bytes: pdf, filename: 'documents.pdf' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: MESSAGES.contactSuccess });
    expect((await mailRow(t)).mail_status).toBe('pending');
    expect(smtp.received).toHaveLength(0);
    releaseSmtp();

    const mail = await firstMail(smtp);
    expect(mail.to).toEqual([CONTACT_TO]);
    expect(mail.from).toBe('website@firm.example');
    const read = await readMail(mail);
    // MAIL_FROM's own name is kept.
    expect(mailboxOf(read.from)).toEqual({ name: 'Firm Website', address: 'website@firm.example' });
    expect(mailboxOf(read.to)).toEqual({ name: '', address: CONTACT_TO });
    expect(mailboxOf(read.replyTo)).toEqual({ name: validContact.name, address: validContact.email });
    expect(read.subject).toBe(`Contact form: ${UPLOAD_SUBJECT} from ${validContact.name}`);
    for (const value of [
      validContact.name,
      validContact.email,
      validContact.mobile,
      UPLOAD_SUBJECT,
      validContact.message,
      'documents.pdf',
    ]) {
      expect(read.text).toContain(value);
    }
    expect(read.text).toContain(`Mobile: ${validContact.mobile}\n`);
    expect(read.attachments).toHaveLength(1);
    const [attached] = read.attachments;
    expect(attached).toMatchObject({ contentType: 'application/pdf', filename: 'documents.pdf', contentDisposition: 'attachment' });
    expect(attached!.content.equals(pdf)).toBe(true);

    const row = await mailRowOnce(t, (r) => expect(r.mail_status).toBe('sent'));
    expect(row).toMatchObject({ mail_attempts: 1, next_mail_at: null, last_mail_error: null });
  });

  it('SMTP down at submit: the message is kept pending, then delivered once the server is up', async () => {
    const t = smtpLater;

    const res = await postContact(t.app, validContact);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: MESSAGES.contactSuccess });
    const failed = await mailRowOnce(t, (r) => expect(r.last_mail_error).not.toBeNull());
    expect(failed.mail_status).toBe('pending');
    expect(failed.mail_attempts).toBe(1);
    expect(failed.last_mail_error).not.toContain(SMTP_PASSWORD);
    // Backed off: not due again at once.
    expect(new Date(failed.next_mail_at!).getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(await deliverDueMail(t.app.ctx, t.app.log)).toBe(0);

    await down.release();
    const smtp = await startSmtp(smtpPortDown);
    cleanups.push(smtp.close);
    const later = new TestClock(Date.now() + retryDelayMs(1) + 1000);
    // Two app servers' workers waking at the same moment: the claim lets only one send.
    const sent = await Promise.all([deliverDueMail(t.app.ctx, t.app.log, later), deliverDueMail(t.app.ctx, t.app.log, later)]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual([CONTACT_TO]);
    expect((await readMail(smtp.received[0]!)).text).toContain(validContact.message);
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
    const mail = await firstMail(spamSmtp);
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

describe('the mail as the owner reads it', () => {
  it('comes from the firm by the name the site details have when it is sent, and shows a name holding an encoded word as typed', async () => {
    const t = namedApp;
    const firm = 'Patel & Sons Civil Engineers';
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/site',
      headers: { authorization: `Bearer ${await adminToken(t.app)}` },
      payload: { name: firm },
    });
    expect(renamed.statusCode).toBe(200);
    // What a mail client would show as a Bcc header if it decoded the name.
    const name = '=?utf-8?q?Bcc=3A_x?=';
    expect((await postContact(t.app, { ...validContact, name })).statusCode).toBe(201);

    const mail = await firstMail(namedSmtp);
    expect(mail.from).toBe('website@localhost');
    expect(mail.to).toEqual([CONTACT_TO]);
    const read = await readMail(mail);
    expect(mailboxOf(read.from)).toEqual({ name: firm, address: 'website@localhost' });
    expect(mailboxOf(read.replyTo)).toEqual({ name, address: validContact.email });
    expect(read.subject).toBe(`Contact form: ${validContact.subject} from ${name}`);
    expect(read.text).toContain(`\nName: ${name}\n`);
    expect([...read.headers.keys()].filter((key) => ['bcc', 'cc'].includes(key))).toEqual([]);
  });
});

describe('mail retries (CONTACT-7)', () => {
  it('tries a failed mail again when its back-off says: 1, 2, 4 ... minutes after each failure, at most an hour apart', async () => {
    const t = retryApp;
    expect((await postContact(t.app, validContact)).statusCode).toBe(201);
    // The first try is the submission's own; the clock stands still until its failure is recorded.
    await mailRowOnce(t, (r) => expect(r.last_mail_error).not.toBeNull());
    expect(retrySmtp.tries).toEqual([RETRY_START]);

    // Every wake-up of the worker, one after another, until the mail is taken (a bound: no endless loop).
    for (let moves = 0; retrySmtp.received.length === 0 && moves < 1000; moves++) await retryClock.next();

    // Each wait runs from the failure, which came SEND_MS after its try began.
    const minutesWaited = retrySmtp.tries.slice(1).map((at, i) => (at - (retrySmtp.tries[i]! + SEND_MS)) / 60_000);
    expect(minutesWaited).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    expect(retrySmtp.received).toHaveLength(1);
    expect(await mailRow(t)).toMatchObject({ mail_status: 'sent', mail_attempts: REFUSED + 1, next_mail_at: null, last_mail_error: null });
    // When the message came, in the firm's time (TIME_ZONE's default, Asia/Kolkata), not UTC.
    expect((await readMail(retrySmtp.received[0]!)).text).toContain('\nSent: 25 Nov 2026, 7:36 pm IST\n');
  });
});
