import { describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES, UPLOAD_SUBJECT, type MessagesResponse } from '@firm/contract';
import { buildApp } from '../../src/app.js';
import { multipart as rawMultipart } from '../fixtures/forms.js';
import { adminToken, freshApp, makeTestApp, type TestApp } from '../helpers.js';
import { multipart, postContact, samplePdf, samplePng, sampleSvg, validContact } from './contact-helpers.js';
import { WEB_BUILD, needsWebBuild } from '../fixtures/web-build.js';
import type { Clock } from '../../src/lib/clock.js';

const t = freshApp();

const countMessages = async () =>
  (
    await t.app.ctx.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;
const countAttachments = async () =>
  (
    await t.app.ctx.db
      .selectFrom('media')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'attachment')
      .executeTakeFirstOrThrow()
  ).n;

let nextIp = 1;
/** A new client address per request, so these tests never meet the flood limit. */
const send = (parts: Parameters<typeof postContact>[1]) => postContact(t.app, parts, `10.1.0.${nextIp++}`);

describe('POST /api/contact', () => {
  it('stores a message without attachment and answers 201 with the text of CONTACT-5', async () => {
    const before = await countMessages();
    const res = await send(validContact);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: MESSAGES.contactSuccess });
    expect(Number(await countMessages())).toBe(Number(before) + 1);
    const row = await t.app.ctx.db.selectFrom('messages').selectAll().orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ...validContact, attachment_id: null, read: 0, mail_status: 'none' });
  });

  it('trims the fields before storing them', async () => {
    const res = await send({ ...validContact, name: '  Ravi Shah  ', message: '  Please call me back today.  ' });
    expect(res.statusCode).toBe(201);
    const row = await t.app.ctx.db
      .selectFrom('messages')
      .select(['name', 'message'])
      .where('name', '=', 'Ravi Shah')
      .executeTakeFirstOrThrow();
    expect(row.message).toBe('Please call me back today.');
  });

  it('stores a mobile number written with +91, spaces and a dash as its ten digits, and the inbox shows them', async () => {
    const res = await send({ ...validContact, name: 'Written Number', mobile: '+91 98250-12345' });
    expect(res.statusCode).toBe(201);
    const row = await t.app.ctx.db.selectFrom('messages').select('mobile').where('name', '=', 'Written Number').executeTakeFirstOrThrow();
    expect(row.mobile).toBe('9825012345');
    const inbox = await t.app.inject({
      method: 'GET',
      url: '/api/messages',
      headers: { authorization: `Bearer ${await adminToken(t.app)}` },
    });
    expect((inbox.json() as MessagesResponse).messages.find((m) => m.name === 'Written Number')?.mobile).toBe('9825012345');
  });

  it('stores a PDF attachment with the upload subject, with its bytes and a safe name', async () => {
    const pdf = samplePdf();
    const res = await send({
      ...validContact,
      subject: UPLOAD_SUBJECT,
      attachment: { bytes: pdf, filename: '../../etc/my résumé.pdf', type: 'application/pdf' },
    });
    expect(res.statusCode).toBe(201);
    const row = await t.app.ctx.db
      .selectFrom('messages')
      .innerJoin('media', 'media.id', 'messages.attachment_id')
      .select(['messages.attachment_name', 'media.mime', 'media.kind', 'media.bytes', 'media.size'])
      .where('messages.subject', '=', UPLOAD_SUBJECT)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attachment_name: 'my résumé.pdf', mime: 'application/pdf', kind: 'attachment', size: pdf.length });
    expect(Buffer.from(row.bytes).equals(pdf)).toBe(true);
  });

  it('accepts a picture, typed by its bytes whatever the name says', async () => {
    const png = await samplePng();
    const res = await send({
      ...validContact,
      subject: UPLOAD_SUBJECT,
      attachment: { bytes: png, filename: 'scan.pdf', type: 'application/pdf' },
    });
    expect(res.statusCode).toBe(201);
    const row = await t.app.ctx.db
      .selectFrom('messages')
      .select('attachment_name')
      .where('attachment_name', 'like', 'scan%')
      .executeTakeFirstOrThrow();
    expect(row.attachment_name).toBe('scan.png');
  });

  it('treats an empty file part (nothing picked) as no attachment', async () => {
    const res = await send({ ...validContact, attachment: { bytes: new Uint8Array(), filename: '' } });
    expect(res.statusCode).toBe(201);
  });

  const cases: [string, Record<string, string>, string][] = [
    ['name missing', { name: '' }, MESSAGES.nameRequired],
    ['name blank', { name: '   ' }, MESSAGES.nameRequired],
    ['name too short', { name: 'A' }, MESSAGES.nameMin],
    ['email missing', { email: '' }, MESSAGES.contactEmailRequired],
    ['email invalid', { email: 'not-an-email' }, MESSAGES.contactEmailInvalid],
    ['mobile missing', { mobile: '' }, MESSAGES.mobileRequired],
    ['mobile 9 digits', { mobile: '987654321' }, MESSAGES.mobileDigits],
    ['mobile 11 digits', { mobile: '98765432101' }, MESSAGES.mobileDigits],
    ['mobile with letters', { mobile: '98765abcde' }, MESSAGES.mobileDigits],
    ['subject missing', { subject: '' }, MESSAGES.subjectRequired],
    ['subject unknown', { subject: 'Other' }, MESSAGES.subjectRequired],
    ['message missing', { message: '' }, MESSAGES.messageRequired],
    ['message too short', { message: 'Too short' }, MESSAGES.messageMin],
  ];
  it.each(cases)('400 when %s', async (_name, change, message) => {
    const before = await countMessages();
    const res = await send({ ...validContact, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await countMessages()).toBe(before);
  });

  it('400 when a field is left out entirely', async () => {
    const { mobile: _mobile, ...rest } = validContact;
    const res = await send(rest);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.mobileRequired });
  });

  it('400 for an attachment with another subject', async () => {
    const before = await countMessages();
    const res = await send({
      ...validContact,
      subject: 'Training',
      attachment: { bytes: samplePdf(), filename: 'cv.pdf', type: 'application/pdf' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.attachmentSubject });
    expect(await countMessages()).toBe(before);
  });

  it('413 for an attachment over 2,097,152 bytes, and nothing stored', async () => {
    const before = [await countMessages(), await countAttachments()];
    const big = Buffer.concat([samplePdf(), Buffer.alloc(LIMITS.maxAttachmentBytes)]);
    const res = await send({
      ...validContact,
      subject: UPLOAD_SUBJECT,
      attachment: { bytes: big, filename: 'big.pdf', type: 'application/pdf' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: MESSAGES.attachmentTooLarge });
    expect([await countMessages(), await countAttachments()]).toEqual(before);
  });

  it('accepts an attachment of exactly 2,097,152 bytes', async () => {
    const pdf = samplePdf();
    const exact = Buffer.concat([pdf, Buffer.alloc(LIMITS.maxAttachmentBytes - pdf.length, 0x20)]);
    const res = await send({
      ...validContact,
      subject: UPLOAD_SUBJECT,
      attachment: { bytes: exact, filename: 'exact.pdf', type: 'application/pdf' },
    });
    expect(res.statusCode).toBe(201);
  });

  it('415 for a file that only claims to be a PDF', async () => {
    const before = await countMessages();
    const fake = Buffer.from('MZ\x90\x00 this is really an executable, not a PDF');
    const res = await send({
      ...validContact,
      subject: UPLOAD_SUBJECT,
      attachment: { bytes: fake, filename: 'invoice.pdf', type: 'application/pdf' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: MESSAGES.attachmentType });
    expect(await countMessages()).toBe(before);
  });

  it('415 for an SVG, even sent as an image', async () => {
    const res = await send({
      ...validContact,
      subject: UPLOAD_SUBJECT,
      attachment: { bytes: sampleSvg(), filename: 'logo.svg', type: 'image/svg+xml' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: MESSAGES.attachmentType });
  });

  it('415 for a body that is not multipart', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: validContact, remoteAddress: '10.1.1.1' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toHaveProperty('message');
  });

  it('honeypot filled: the same success, kept as spam with its attachment, never mailed', async () => {
    const res = await send({
      ...validContact,
      name: 'Honey Bot',
      subject: UPLOAD_SUBJECT,
      website: 'http://spam.example',
      attachment: { bytes: samplePdf(), filename: 'x.pdf' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: MESSAGES.contactSuccess });
    const row = await t.app.ctx.db.selectFrom('messages').selectAll().where('name', '=', 'Honey Bot').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ spam: 1, mail_status: 'none' });
    expect(row.attachment_id).toMatch(/^attachment-/);
  });

  it('a form sent faster than a person fills it is kept as spam; a stale page stamp proves nothing', async () => {
    const spamOf = async (name: string, hidden: Record<string, string>) => {
      expect((await send({ ...validContact, name, ...hidden })).statusCode).toBe(201);
      return (await t.app.ctx.db.selectFrom('messages').select('spam').where('name', '=', name).executeTakeFirstOrThrow()).spam;
    };
    const now = Date.now();
    // Measured by the page's script.
    expect(await spamOf('Quick Script', { fillMs: String(LIMITS.minContactFillMs - 1) })).toBe(1);
    expect(await spamOf('Patient Script', { fillMs: String(LIMITS.minContactFillMs) })).toBe(0);
    // Without JavaScript: the server's stamp in the rendered page.
    expect(await spamOf('Quick Page', { started: String(now - 500) })).toBe(1);
    expect(await spamOf('Patient Page', { started: String(now - LIMITS.minContactFillMs - 1000) })).toBe(0);
    // A page served from the cache days later: an old stamp is no sign of a bot.
    expect(await spamOf('Cached Page', { started: String(now - 3 * 86_400_000) })).toBe(0);
    expect(await spamOf('No Stamp', {})).toBe(0);
  });

  it('keeps the page the form was sent from, and only a same-site path', async () => {
    await send({ ...validContact, name: 'From Course', page: '/contact?subject=Training&course=101' });
    await send({ ...validContact, name: 'From Elsewhere', page: 'https://evil.example/x' });
    const rows = await t.app.ctx.db
      .selectFrom('messages')
      .select(['name', 'page'])
      .where('name', 'in', ['From Course', 'From Elsewhere'])
      .orderBy('name')
      .execute();
    expect(rows).toEqual([
      { name: 'From Course', page: '/contact?subject=Training&course=101' },
      { name: 'From Elsewhere', page: null },
    ]);
  });

  it(`429 after ${LIMITS.contactMaxPerWindow} messages from one address in 10 minutes, other addresses unaffected`, async () => {
    for (let i = 0; i < LIMITS.contactMaxPerWindow; i++) {
      expect((await postContact(t.app, validContact, '10.2.0.1')).statusCode).toBe(201);
    }
    const before = await countMessages();
    const res = await postContact(t.app, validContact, '10.2.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many messages were sent from your address\. Please try again in 10 minutes\.$/);
    expect(await countMessages()).toBe(before);
    expect((await postContact(t.app, validContact, '10.2.0.2')).statusCode).toBe(201);
  });

  it('the limit holds across app servers sharing the database', async () => {
    const other = await buildApp(t.config);
    await other.ready();
    try {
      for (let i = 0; i < LIMITS.contactMaxPerWindow; i++) {
        expect((await postContact(i % 2 ? other : t.app, validContact, '10.3.0.1')).statusCode).toBe(201);
      }
      expect((await postContact(other, validContact, '10.3.0.1')).statusCode).toBe(429);
      expect((await postContact(t.app, validContact, '10.3.0.1')).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('a mistake does not count against the limit: only accepted messages do', async () => {
    for (let i = 0; i < LIMITS.contactMaxPerWindow + 2; i++) {
      expect((await postContact(t.app, { ...validContact, mobile: '123' }, '10.4.0.1')).statusCode).toBe(400);
    }
    expect((await postContact(t.app, validContact, '10.4.0.1')).statusCode).toBe(201);
  });

  it('a file over the limit is answered 413 File size is too large, even with fields after it', async () => {
    const before = await countMessages();
    const res = await send({
      name: validContact.name,
      subject: UPLOAD_SUBJECT,
      attachment: { bytes: Buffer.alloc(LIMITS.maxAttachmentBytes + 1000, 0x25), filename: 'big.pdf' },
      email: validContact.email,
      mobile: validContact.mobile,
      message: validContact.message,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: MESSAGES.attachmentTooLarge });
    expect(await countMessages()).toBe(before);
  });

  it('the database failing: 503 with the error text of CONTACT-5, never a stack trace', async () => {
    const broken = await makeTestApp();
    try {
      // The table every accepted message goes through first: gone, as in a database that stopped answering.
      await broken.app.ctx.db.schema.dropTable('contact_sends').execute();
      const res = await postContact(broken.app, validContact);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: MESSAGES.contactFailure });
    } finally {
      await broken.close();
    }
  });

  it('a malformed multipart body is a 4xx, not a 500', async () => {
    const body = await multipart(validContact);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: body.payload.subarray(0, body.payload.length - 20),
      headers: body.headers,
      remoteAddress: '10.1.1.2',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

/**
 * A file part without a file name, of type application/octet-stream (how some clients send a
 * FormData's unnamed Blob): taken, named after what its bytes are, on the API and on the contact
 * page's two POSTs (the browser's own and React Router's fetch). Those need the web build.
 */
describe('an attachment sent without a file name', () => {
  needsWebBuild();
  const web = freshApp({ webBuildDir: WEB_BUILD });

  const unnamed = (name: string, data: Buffer) =>
    rawMultipart({ ...validContact, name, subject: UPLOAD_SUBJECT }, { name: 'attachment', contentType: 'application/octet-stream', data });
  const stored = (app: TestApp['app'], name: string) =>
    app.ctx.db
      .selectFrom('messages')
      .leftJoin('media', 'media.id', 'messages.attachment_id')
      .select(['messages.attachment_name', 'media.mime', 'media.bytes'])
      .where('messages.name', '=', name)
      .execute();

  it.each([
    ['/api/contact', 201],
    ['/contact', 200],
    ['/contact.data', 200],
  ])('%s takes it and names it attachment.pdf', async (url, status) => {
    const name = `Unnamed ${url}`;
    const pdf = samplePdf();
    const res = await web.app.inject({ method: 'POST', url, ...unnamed(name, pdf), remoteAddress: `10.5.0.${url.length}` });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
    const rows = await stored(web.app, name);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ attachment_name: 'attachment.pdf', mime: 'application/pdf' });
    expect(Buffer.from(rows[0]!.bytes!).equals(pdf)).toBe(true);
  });

  it.each([
    ['/api/contact', 415],
    ['/contact', 415],
    ['/contact.data', 415],
  ])('%s refuses one that is neither a PDF nor a picture with the message of CONTACT-3, and keeps nothing', async (url, status) => {
    const name = `Unnamed junk ${url}`;
    const res = await web.app.inject({
      method: 'POST',
      url,
      ...unnamed(name, Buffer.from('just some bytes, no known type')),
      remoteAddress: `10.5.1.${url.length}`,
    });
    expect(res.statusCode).toBe(status);
    expect(res.body).toContain(MESSAGES.attachmentType);
    expect(await stored(web.app, name)).toEqual([]);
  });
});

/**
 * The thank-you of the contact page says when the firm answers (answerText), from when the message
 * came in on the app's clock in the firm's time zone and the seeded hours (Monday to Saturday 10:00 AM
 * to 8:00 PM): here the page the browser gets after a POST without JavaScript. It needs the web build.
 */
describe("the thank-you says when the firm answers, by the firm's clock", () => {
  needsWebBuild();
  const HOURS = 'We answer within working hours: Monday to Saturday 10:00 AM to 8:00 PM.';
  let now = 0;
  const clock: Clock = { now: () => now, after: () => () => {} };
  const web = freshApp({ webBuildDir: WEB_BUILD, timeZone: 'Asia/Kolkata' }, undefined, { clock });

  const thankYou = async (at: string, ip: string) => {
    now = Date.parse(at);
    const res = await web.app.inject({ method: 'POST', url: '/contact', ...(await multipart(validContact)), remoteAddress: ip });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(MESSAGES.contactSuccess);
    return res.body;
  };

  it('within the working hours: the hours', async () => {
    // Wednesday 2 December 2026, 14:30 in Surat.
    const page = await thankYou('2026-12-02T14:30:00+05:30', '10.6.0.1');
    expect(page).toContain(HOURS);
    expect(page).not.toContain('We are closed now');
  });

  it('outside them: the day and time the office opens next', async () => {
    // Saturday 5 December 2026, 21:00 in Surat (15:30 UTC, still within the hours by the UTC clock).
    expect(await thankYou('2026-12-05T21:00:00+05:30', '10.6.0.2')).toContain(
      `${HOURS} We are closed now: we will answer on Monday from 10:00 AM.`,
    );
    // Tuesday 8 December 2026, 08:15 in Surat.
    expect(await thankYou('2026-12-08T08:15:00+05:30', '10.6.0.3')).toContain(
      `${HOURS} We are closed now: we will answer today from 10:00 AM.`,
    );
  });
});
