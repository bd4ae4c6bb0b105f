import { parse as parseContentDisposition } from 'content-disposition';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, UPLOAD_SUBJECT, type ContactMessage, type MessagesResponse } from '@firm/contract';
import { freshApp } from '../helpers.js';
import { postContact, samplePdf, samplePng, tokens, validContact } from './contact-helpers.js';

const t = freshApp();
let token: Awaited<ReturnType<typeof tokens>>;
const pdf = samplePdf();

beforeEach(async () => {
  token = await tokens(t.app);
  // Three messages, a millisecond apart so "newest first" is well defined.
  await postContact(t.app, { ...validContact, name: 'First Sender' }, '10.3.0.1');
  await new Promise((r) => setTimeout(r, 5));
  await postContact(
    t.app,
    { ...validContact, name: 'Second Sender', subject: UPLOAD_SUBJECT, attachment: { bytes: pdf, filename: 'Tax return 2025.pdf' } },
    '10.3.0.2',
  );
  await new Promise((r) => setTimeout(r, 5));
  await postContact(t.app, { ...validContact, name: 'Third Sender', subject: 'Training' }, '10.3.0.3');
});

const auth = (value = token.valid) => ({ authorization: `Bearer ${value}` });
const list = async () => (await t.app.inject({ method: 'GET', url: '/api/messages', headers: auth() })).json() as MessagesResponse;
const byName = async (name: string) => (await list()).messages.find((m) => m.name === name) as ContactMessage;

describe('the inbox', () => {
  it('lists every message newest first with the unread count', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/messages', headers: auth() });
    expect(res.statusCode).toBe(200);
    const body = res.json() as MessagesResponse;
    expect(body.messages.map((m) => m.name)).toEqual(['Third Sender', 'Second Sender', 'First Sender']);
    expect(body.unread).toBe(3);
    const first = body.messages[2]!;
    expect(first).toEqual({
      _id: expect.any(String),
      name: 'First Sender',
      email: validContact.email,
      mobile: validContact.mobile,
      subject: validContact.subject,
      message: validContact.message,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      read: false,
      spam: false,
      page: null,
      source: null,
      attachment: null,
      status: 'new',
      note: '',
      followUp: null,
      overdue: false,
    });
    const second = body.messages[1]!;
    expect(second.attachment).toEqual({
      name: 'Tax return 2025.pdf',
      type: 'application/pdf',
      size: pdf.length,
      url: `/api/messages/${second._id}/attachment`,
    });
  });

  it('reads one message', async () => {
    const { _id } = await byName('First Sender');
    const res = await t.app.inject({ method: 'GET', url: `/api/messages/${_id}`, headers: auth() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: await byName('First Sender') });
  });

  it('marks a message read and unread, and the unread count follows', async () => {
    const { _id } = await byName('First Sender');
    let res = await t.app.inject({ method: 'PATCH', url: `/api/messages/${_id}`, headers: auth(), payload: { read: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Message marked as read' });
    expect((await byName('First Sender')).read).toBe(true);
    expect((await list()).unread).toBe(2);
    res = await t.app.inject({ method: 'PATCH', url: `/api/messages/${_id}`, headers: auth(), payload: { read: false } });
    expect(res.json()).toEqual({ message: 'Message marked as unread' });
    expect((await list()).unread).toBe(3);
  });

  it('moves a message to Spam and back: spam is listed with its flag and never counted unread', async () => {
    const { _id } = await byName('Third Sender');
    const before = (await list()).unread;
    let res = await t.app.inject({ method: 'PATCH', url: `/api/messages/${_id}`, headers: auth(), payload: { spam: true } });
    expect(res.json()).toEqual({ message: 'Message moved to Spam' });
    expect((await byName('Third Sender')).spam).toBe(true);
    expect((await list()).unread).toBe(before - 1);
    res = await t.app.inject({ method: 'PATCH', url: `/api/messages/${_id}`, headers: auth(), payload: { spam: false } });
    expect(res.json()).toEqual({ message: 'Message moved to the inbox' });
    expect((await byName('Third Sender')).spam).toBe(false);
    expect((await list()).unread).toBe(before);
  });

  it('400 for a change that says neither read nor spam, or not as booleans', async () => {
    const { _id } = await byName('First Sender');
    for (const payload of [{}, { spam: 'yes' }]) {
      const res = await t.app.inject({ method: 'PATCH', url: `/api/messages/${_id}`, headers: auth(), payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
  });

  it('400 when read is not a boolean', async () => {
    const { _id } = await byName('First Sender');
    const res = await t.app.inject({ method: 'PATCH', url: `/api/messages/${_id}`, headers: auth(), payload: { read: 'yes' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'read must be true or false' });
  });

  it('downloads the attachment: the same bytes, its type, a safe name, never cached or sniffed', async () => {
    const { _id } = await byName('Second Sender');
    const res = await t.app.inject({ method: 'GET', url: `/api/messages/${_id}/attachment`, headers: auth() });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Tax return 2025.pdf"');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it("an attachment's name with an apostrophe and letters beyond Latin-1 reaches the browser as it was sent", async () => {
    const name = "Owner's plan \u0AA8\u0AE6\u0AA8\u0AEB.pdf";
    await postContact(
      t.app,
      { ...validContact, name: 'Gujarati Sender', subject: UPLOAD_SUBJECT, attachment: { bytes: pdf, filename: name } },
      '10.3.0.8',
    );
    const { _id } = await byName('Gujarati Sender');
    const res = await t.app.inject({ method: 'GET', url: `/api/messages/${_id}/attachment`, headers: auth() });
    const header = String(res.headers['content-disposition']);
    // RFC 8187 leaves ' out of attr-char: left unescaped, it ends the charset part early.
    expect(header).toContain("filename*=UTF-8''Owner%27s%20plan%20");
    expect(parseContentDisposition(header)).toEqual({ type: 'attachment', parameters: expect.objectContaining({ filename: name }) });
    await t.app.inject({ method: 'DELETE', url: `/api/messages/${_id}`, headers: auth() });
  });

  it('a picture attachment comes back byte for byte with its own type', async () => {
    const png = await samplePng();
    await postContact(
      t.app,
      { ...validContact, name: 'Picture Sender', subject: UPLOAD_SUBJECT, attachment: { bytes: png, filename: 'photo' } },
      '10.3.0.9',
    );
    const { _id, attachment } = await byName('Picture Sender');
    expect(attachment).toMatchObject({ name: 'photo.png', type: 'image/png', size: png.length });
    const res = await t.app.inject({ method: 'GET', url: `/api/messages/${_id}/attachment`, headers: auth() });
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(png)).toBe(true);
    await t.app.inject({ method: 'DELETE', url: `/api/messages/${_id}`, headers: auth() });
  });

  it('the attachment is never served as a public media file', async () => {
    const row = await t.app.ctx.db.selectFrom('media').select('id').where('kind', '=', 'attachment').executeTakeFirstOrThrow();
    const res = await t.app.inject({ method: 'GET', url: `/media/${row.id}` });
    expect(res.statusCode).toBe(404);
    expect(res.rawPayload.equals(pdf)).toBe(false);
  });

  it('a message without attachment has no attachment to download', async () => {
    const { _id } = await byName('Third Sender');
    const res = await t.app.inject({ method: 'GET', url: `/api/messages/${_id}/attachment`, headers: auth() });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MESSAGES.mediaNotFound });
  });

  it('unknown ids answer 404 Message not found', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/messages/no-such-id', undefined],
      ['PATCH', '/api/messages/no-such-id', { read: true }],
      ['DELETE', '/api/messages/no-such-id', undefined],
      ['GET', '/api/messages/no-such-id/attachment', undefined],
      ['GET', `/api/messages/${'x'.repeat(65)}`, undefined],
    ] as const) {
      const res = await t.app.inject({ method, url, payload, headers: auth() });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ message: MESSAGES.messageNotFound });
    }
  });

  describe('auth matrix: no token, forged, expired, malformed all get 401 and change nothing', () => {
    const bad: [string, () => Record<string, string>][] = [
      ['no token', () => ({})],
      ['forged token', () => auth(token.forged)],
      ['expired token', () => auth(token.expired)],
      ['malformed header', () => ({ authorization: 'Basic abc' })],
    ];
    it.each(bad)('%s', async (_label, makeHeaders) => {
      const headers = makeHeaders();
      const before = await list();
      const { _id } = await byName('Second Sender');
      for (const [method, url, payload] of [
        ['GET', '/api/messages', undefined],
        ['GET', `/api/messages/${_id}`, undefined],
        ['PATCH', `/api/messages/${_id}`, { read: true }],
        ['DELETE', `/api/messages/${_id}`, undefined],
        ['GET', `/api/messages/${_id}/attachment`, undefined],
        ['PATCH', '/api/messages/no-such-id', { read: 'not even valid' }],
      ] as const) {
        const res = await t.app.inject({ method, url, payload, headers });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toEqual({ message: MESSAGES.unauthorized });
      }
      expect(await list()).toEqual(before);
    });
  });

  it('deletes a message to the trash; its attachment goes when it is deleted forever', async () => {
    const { _id, attachment } = await byName('Second Sender');
    expect(attachment).not.toBeNull();
    const res = await t.app.inject({ method: 'DELETE', url: `/api/messages/${_id}`, headers: auth() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Message deleted successfully' });
    expect((await list()).messages.map((m) => m.name)).toEqual(['Third Sender', 'First Sender']);
    expect((await t.app.inject({ method: 'GET', url: `/api/messages/${_id}`, headers: auth() })).statusCode).toBe(404);
    const attachments = () => t.app.ctx.db.selectFrom('media').select('id').where('kind', '=', 'attachment').execute();
    // Kept while the message may come back (docs/decisions/044).
    expect(await attachments()).toHaveLength(1);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/trash/messages/${_id}`, headers: auth() })).statusCode).toBe(200);
    expect(await attachments()).toEqual([]);
  });

  it('a file sent with two messages is stored once and kept until the last of them is deleted forever', async () => {
    const deleteForever = async (id: string) => {
      expect((await t.app.inject({ method: 'DELETE', url: `/api/messages/${id}`, headers: auth() })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/trash/messages/${id}`, headers: auth() })).statusCode).toBe(200);
    };
    // Second Sender's file, the same bytes, goes first: what is counted is the twins' alone.
    await deleteForever((await byName('Second Sender'))._id);
    const send = (name: string, ip: string) =>
      postContact(t.app, { ...validContact, name, subject: UPLOAD_SUBJECT, attachment: { bytes: pdf, filename: 'same.pdf' } }, ip);
    await send('Twin One', '10.3.1.1');
    await send('Twin Two', '10.3.1.2');
    const countFiles = async () => (await t.app.ctx.db.selectFrom('media').select('id').where('kind', '=', 'attachment').execute()).length;
    expect(await countFiles()).toBe(1);
    await deleteForever((await byName('Twin One'))._id);
    expect(await countFiles()).toBe(1);
    const two = await byName('Twin Two');
    const res = await t.app.inject({ method: 'GET', url: `/api/messages/${two._id}/attachment`, headers: auth() });
    expect(res.rawPayload.equals(pdf)).toBe(true);
    await deleteForever(two._id);
    expect(await countFiles()).toBe(0);
  });
});
