/**
 * The inbox worked as leads (LEADS-1, LEADS-3): status, note and follow-up day, overdue follow-ups
 * first, the filters and the search, and the CSV export, on the app's clock in the firm's time zone.
 */
import { parse } from 'csv-parse/sync';
import { beforeEach, describe, expect, it } from 'vitest';
import { API, LEAD_NOTE_MAX, MESSAGES, type ContactFields, type ContactMessage, type MessagesResponse } from '@firm/contract';
import { createMessage } from '../../src/contact/message-store.js';
import type { Clock } from '../../src/lib/clock.js';
import { freshApp } from '../helpers.js';
import { tokens } from './contact-helpers.js';

/** Thursday 26 November 2026, 12:00 in Kolkata (UTC+5:30): the app's today is 2026-11-26. */
const NOW = Date.parse('2026-11-26T06:30:00Z');
/** The app's clock stands still; its wake-ups never come. */
const clock: Clock = { now: () => NOW, after: () => () => {} };

const t = freshApp({ timeZone: 'Asia/Kolkata' }, undefined, { clock });
let token: Awaited<ReturnType<typeof tokens>>;

/** The messages of every test, by a short name; received at these instants (UTC). */
const FIXTURES = {
  ravi: {
    name: 'Ravi Shah',
    email: 'ravi.shah@example.com',
    mobile: '9812345678',
    subject: 'Training',
    message: 'Please send the AutoCAD course details.',
    at: '2026-11-20T04:30:00Z',
  },
  spam: {
    name: 'Cheap Links',
    email: 'bot@spam.example',
    mobile: '9000000000',
    subject: 'Business inquiry',
    message: 'Buy links now',
    at: '2026-11-23T10:00:00Z',
    spam: true,
  },
  // 00:15 on 25 November in Kolkata, still the 24th in UTC.
  meena: {
    name: 'Meena Joshi',
    email: 'Meena.Joshi@Example.com',
    mobile: '9900112233',
    subject: 'Business inquiry',
    message: 'An estimate for a bungalow: is 50% advance usual?',
    at: '2026-11-24T18:45:00Z',
  },
  kiran: {
    name: 'Kiran Patel',
    email: 'kiran@example.in',
    mobile: '9722001100',
    subject: 'Upload your documents',
    message: 'નમસ્તે, મને ઘરનો પ્લાન જોઈએ છે 🏠\nબે માળ.',
    at: '2026-11-25T12:00:00Z',
  },
  formula: {
    name: '@Formula Person',
    email: 'formula@example.com',
    mobile: '+919812300000',
    subject: 'Business inquiry',
    message: '=HYPERLINK("http://x","y")',
    at: '2026-11-26T05:00:00Z',
  },
} satisfies Record<string, Omit<ContactFields, 'website'> & { at: string; spam?: boolean }>;
type Key = keyof typeof FIXTURES;
const id: Record<Key, string> = { ravi: '', spam: '', meena: '', kiran: '', formula: '' };
const nameOf = Object.fromEntries(Object.entries(FIXTURES).map(([key, f]) => [f.name, key])) as Record<string, Key>;

beforeEach(async () => {
  token = await tokens(t.app);
  for (const [key, { at, spam = false, ...fields }] of Object.entries(FIXTURES) as [Key, (typeof FIXTURES)[Key] & { spam?: boolean }][]) {
    id[key] = await createMessage(t.app.ctx.db, fields, undefined, {
      mailStatus: 'none',
      spam,
      page: key === 'ravi' ? '/contact?subject=Training&course=101' : null,
      source: key === 'ravi' ? 'Google' : null,
      receivedAt: new Date(at),
    });
  }
});

const auth = (value = token.valid) => ({ authorization: `Bearer ${value}` });
const query = (q: Record<string, string>) => new URLSearchParams(q).toString();
const list = async (q: Record<string, string> = {}) => {
  const res = await t.app.inject({ url: `${API.messages}?${query(q)}`, headers: auth() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MessagesResponse>();
};
/** The short names of the messages a query lists, in its order. */
const names = async (q: Record<string, string> = {}) => (await list(q)).messages.map((m) => nameOf[m.name]);
const one = async (key: Key) =>
  (await t.app.inject({ url: `${API.messages}/${id[key]}`, headers: auth() })).json<{ message: ContactMessage }>().message;
const patch = (key: Key, payload: object) => t.app.inject({ method: 'PATCH', url: `${API.messages}/${id[key]}`, headers: auth(), payload });

describe('status, note and follow-up', () => {
  it('each is saved, read back and answered in words', async () => {
    expect(await one('ravi')).toMatchObject({ status: 'new', note: '', followUp: null, overdue: false });
    const steps: [object, string, Partial<ContactMessage>][] = [
      [{ status: 'won' }, 'Status changed to Won', { status: 'won' }],
      [{ status: 'replied' }, 'Status changed to Replied', { status: 'replied' }],
      [{ note: 'Called back, wants a quote.\nમંગળવારે ફરી.' }, 'Note saved', { note: 'Called back, wants a quote.\nમંગળવારે ફરી.' }],
      [{ followUp: '2026-12-01' }, 'Follow-up set for 2026-12-01', { followUp: '2026-12-01' }],
      [{ followUp: null }, 'Follow-up removed', { followUp: null }],
      [{ note: '' }, 'Note saved', { note: '' }],
      [
        { status: 'closed', note: 'No budget', followUp: '2027-01-04' },
        'Status changed to Closed. Note saved. Follow-up set for 2027-01-04',
        { status: 'closed', note: 'No budget', followUp: '2027-01-04' },
      ],
      [{ read: true, status: 'new' }, 'Message marked as read. Status changed to New', { read: true, status: 'new' }],
    ];
    for (const [payload, answer, after] of steps) {
      const res = await patch('ravi', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(200);
      expect(res.json()).toEqual({ message: answer });
      expect(await one('ravi')).toMatchObject(after);
    }
    // The others are untouched.
    expect(await one('meena')).toMatchObject({ status: 'new', note: '', followUp: null, read: false });
  });

  it('400 with the reason for a bad status, a note too long or with control characters, a bad date; nothing changes', async () => {
    await patch('ravi', { status: 'replied', note: 'Keep', followUp: '2026-12-01' });
    const before = await one('ravi');
    const cases: [object, string][] = [
      [{}, 'Say what to change'],
      [{ status: 'lost' }, 'status must be new, replied, won or closed'],
      [{ status: 'won', note: 'x'.repeat(LEAD_NOTE_MAX + 1) }, `The note must be at most ${LEAD_NOTE_MAX} characters`],
      [{ note: 'a\u0000b' }, MESSAGES.controlCharacters],
      [{ note: 42 }, 'note must be text'],
      [{ status: 'won', followUp: '1 Dec 2026' }, 'The follow-up must be a date (YYYY-MM-DD)'],
      [{ followUp: '2026-13-45' }, 'The follow-up must be a real date'],
    ];
    for (const [payload, message] of cases) {
      const res = await patch('ravi', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect(await one('ravi')).toEqual(before);
  });

  it('404 Message not found for a change of a message that is not there', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: `${API.messages}/no-such-id`, headers: auth(), payload: { status: 'won' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MESSAGES.messageNotFound });
  });
});

describe('overdue follow-ups', () => {
  it('come first, the oldest first, then the rest newest first; won and closed are never overdue', async () => {
    expect(await names()).toEqual(['formula', 'kiran', 'meena', 'spam', 'ravi']);
    await patch('ravi', { followUp: '2026-11-24' });
    await patch('formula', { followUp: '2026-11-25' });
    // Today's and a later day are not overdue yet.
    await patch('meena', { followUp: '2026-11-26' });
    await patch('kiran', { followUp: '2026-12-02' });
    expect(await names()).toEqual(['ravi', 'formula', 'kiran', 'meena', 'spam']);
    const overdue = async () => Object.fromEntries((await list()).messages.map((m) => [nameOf[m.name], m.overdue]));
    expect(await overdue()).toEqual({ ravi: true, formula: true, kiran: false, meena: false, spam: false });
    expect((await one('ravi')).overdue).toBe(true);

    await patch('ravi', { status: 'replied' });
    expect((await one('ravi')).overdue).toBe(true);
    await patch('ravi', { status: 'won' });
    await patch('formula', { status: 'closed' });
    expect(await overdue()).toEqual({ ravi: false, formula: false, kiran: false, meena: false, spam: false });
    expect(await names()).toEqual(['formula', 'kiran', 'meena', 'spam', 'ravi']);
    // Reopened, it is overdue again.
    await patch('formula', { status: 'new' });
    expect(await names()).toEqual(['formula', 'kiran', 'meena', 'spam', 'ravi']);
    expect((await one('formula')).overdue).toBe(true);
    await patch('ravi', { status: 'new' });
    expect(await names()).toEqual(['ravi', 'formula', 'kiran', 'meena', 'spam']);
  });
});

describe('filters and search', () => {
  it('by status, subject and days received in the firm’s time zone, each and together', async () => {
    await patch('ravi', { status: 'won' });
    await patch('meena', { status: 'replied' });
    expect(await names({ status: 'won' })).toEqual(['ravi']);
    expect(await names({ status: 'new' })).toEqual(['formula', 'kiran', 'spam']);
    expect(await names({ subject: 'Business inquiry' })).toEqual(['formula', 'meena', 'spam']);
    // Meena's message came at 00:15 on the 25th in Kolkata (the 24th in UTC).
    expect(await names({ from: '2026-11-25' })).toEqual(['formula', 'kiran', 'meena']);
    expect(await names({ to: '2026-11-24' })).toEqual(['spam', 'ravi']);
    expect(await names({ from: '2026-11-25', to: '2026-11-25' })).toEqual(['kiran', 'meena']);
    expect(await names({ from: '2026-11-27' })).toEqual([]);
    expect(await names({ subject: 'Business inquiry', status: 'new', from: '2026-11-24' })).toEqual(['formula']);
    expect(await names({ subject: 'Business inquiry', from: '2026-11-25', q: 'JOSHI' })).toEqual(['meena']);
  });

  it('searches names, e-mails, mobiles and the text, whatever the case, % and _ taken as they are', async () => {
    const cases: [string, Key[]][] = [
      ['shah', ['ravi']],
      ['RAVI S', ['ravi']],
      ['meena.joshi@example', ['meena']],
      ['EXAMPLE.IN', ['kiran']],
      ['990011', ['meena']],
      ['+91', ['formula']],
      ['autocad', ['ravi']],
      ['Bungalow', ['meena']],
      ['નમસ્તે', ['kiran']],
      ['🏠', ['kiran']],
      ['50%', ['meena']],
      ['%', ['meena']],
      ['_', []],
      ['s_ah', []],
      ['\\', []],
      ['"http://x"', ['formula']],
      ['nobody at all', []],
    ];
    for (const [q, expected] of cases) expect(await names({ q }), q).toEqual(expected);
  });

  it('unread counts every message outside Spam, whatever the filters pick', async () => {
    await patch('kiran', { read: true });
    expect((await list()).unread).toBe(3);
    const filtered = await list({ status: 'won' });
    expect(filtered.messages).toEqual([]);
    expect(filtered.unread).toBe(3);
  });

  it('ids picks those messages only', async () => {
    expect(await names({ ids: `${id.ravi},${id.kiran}` })).toEqual(['kiran', 'ravi']);
    expect(await names({ ids: ` ${id.meena} ,,no-such-id` })).toEqual(['meena']);
    expect(await names({ ids: 'no-such-id' })).toEqual([]);
  });

  it('400 with the reason for a filter that is not one', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ status: 'lost' }, 'status must be new, replied, won or closed'],
      [{ subject: 'Hello' }, 'subject must be one of the contact form’s subjects'],
      [{ from: '25-11-2026' }, 'from must be a date (YYYY-MM-DD)'],
      [{ to: '2026-11-99' }, 'to must be a real date'],
      [{ q: 'x'.repeat(201) }, 'The search must be at most 200 characters'],
      [{ q: 'a\u0000b' }, MESSAGES.controlCharacters],
    ];
    for (const [q, message] of cases) {
      for (const url of [API.messages, API.messagesExport]) {
        const res = await t.app.inject({ url: `${url}?${query(q)}`, headers: auth() });
        expect(res.statusCode, `${url} ${JSON.stringify(q)}`).toBe(400);
        expect(res.json()).toEqual({ message });
      }
    }
  });
});

describe('the CSV export', () => {
  /** The file's first line as written: the byte order mark, then the header row, ending in CR LF. */
  const FIRST_LINE = '\uFEFFReceived,Name,Email,Mobile,Subject,Message,Status,Note,Follow-up,Page,Came from,Attachment,Spam\r\n';
  const exported = async (q: Record<string, string> = {}, headers: Record<string, string> = auth()) =>
    t.app.inject({ url: `${API.messagesExport}?${query(q)}`, headers });
  /** The file as a spreadsheet reads it: the BOM first, then rows of cells. */
  const rowsOf = (body: Buffer) => {
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return parse(body.subarray(3).toString('utf8')) as string[][];
  };

  it('is a UTF-8 file with a BOM, a header row and every message the filters pick, never cached', async () => {
    await patch('ravi', { status: 'won', note: '-5% agreed, call Tuesday', followUp: '2026-12-01' });
    const res = await exported();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="messages-2026-11-26.csv"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const text = res.rawPayload.toString('utf8');
    expect(text.slice(0, FIRST_LINE.length)).toBe(FIRST_LINE);
    const rows = rowsOf(res.rawPayload);
    expect(rows.slice(1)).toEqual([
      [
        '2026-11-26 10:30',
        "'@Formula Person",
        'formula@example.com',
        "'+919812300000",
        'Business inquiry',
        `'=HYPERLINK("http://x","y")`,
        'New',
        '',
        '',
        '',
        '',
        '',
        'No',
      ],
      [
        '2026-11-25 17:30',
        'Kiran Patel',
        'kiran@example.in',
        '9722001100',
        'Upload your documents',
        'નમસ્તે, મને ઘરનો પ્લાન જોઈએ છે 🏠\nબે માળ.',
        'New',
        '',
        '',
        '',
        '',
        '',
        'No',
      ],
      [
        '2026-11-25 00:15',
        'Meena Joshi',
        'Meena.Joshi@Example.com',
        '9900112233',
        'Business inquiry',
        'An estimate for a bungalow: is 50% advance usual?',
        'New',
        '',
        '',
        '',
        '',
        '',
        'No',
      ],
      [
        '2026-11-23 15:30',
        'Cheap Links',
        'bot@spam.example',
        '9000000000',
        'Business inquiry',
        'Buy links now',
        'New',
        '',
        '',
        '',
        '',
        '',
        'Yes',
      ],
      [
        '2026-11-20 10:00',
        'Ravi Shah',
        'ravi.shah@example.com',
        '9812345678',
        'Training',
        'Please send the AutoCAD course details.',
        'Won',
        "'-5% agreed, call Tuesday",
        '2026-12-01',
        '/contact?subject=Training&course=101',
        'Google',
        '',
        'No',
      ],
    ]);
  });

  it('a cell that starts like a formula, or with a tab or a carriage return, is text', async () => {
    for (const [i, text] of ['=1+2', '+1', '-1', '@SUM(A1)', '\tx', '\rx'].entries()) {
      await patch('ravi', { note: text });
      const [, row] = rowsOf((await exported({ ids: id.ravi })).rawPayload);
      expect(row![7], `case ${i}`).toBe(`'${text}`);
    }
  });

  it('only the selected ids, with the filters too', async () => {
    const names = async (q: Record<string, string>) =>
      rowsOf((await exported(q)).rawPayload)
        .slice(1)
        .map((row) => row[1]);
    expect(await names({ ids: [id.ravi, id.kiran, id.spam].join(',') })).toEqual(['Kiran Patel', 'Cheap Links', 'Ravi Shah']);
    expect(await names({ ids: [id.ravi, id.kiran, id.spam].join(','), subject: 'Training' })).toEqual(['Ravi Shah']);
    expect(await names({ q: 'nobody at all' })).toEqual([]);
  });

  it('401 without a valid token, and nothing of the messages in the answer', async () => {
    for (const headers of [{}, auth(token.forged), auth(token.expired)]) {
      const res = await exported({}, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MESSAGES.unauthorized });
    }
  });

  it('is described in the API document as a CSV file that needs a token', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { operationId: string; security: unknown[]; responses: Record<string, { content: object }> }>>;
    }>();
    const op = doc.paths[API.messagesExport]!['get']!;
    expect(op.operationId).toBe('exportMessages');
    expect(op.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(op.responses['200']!.content)).toEqual(['text/csv; charset=utf-8']);
  });
});
