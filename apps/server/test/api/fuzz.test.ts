/**
 * Property: whatever arrives (random JSON, multipart forms, raw bytes, query strings, headers,
 * files, ids, NUL and other control characters anywhere, with or without a valid token), no
 * endpoint of the API answers with a 5xx on either database, and every error is `{message}` JSON.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { API, MEDIA_PREFIX, UPLOAD_SUBJECT } from '@firm/contract';
import { makeTestApp, type TestApp } from '../helpers.js';
import { multipart, postContact, samplePdf, samplePng, sampleSvg, tokens, validContact, type Part } from './contact-helpers.js';

const RUNS = 60;

let t: TestApp;
let auth: Awaited<ReturnType<typeof tokens>>;
/** Real ids, so the fuzzer also reaches the code behind a successful lookup. */
const ids = { offer: '', slider: '', message: '', media: '' };
let png: Buffer;

beforeAll(async () => {
  t = await makeTestApp();
  auth = await tokens(t.app);
  png = await samplePng();
  const form = await multipart({ title: 'Fuzz offer', description: 'An offer to aim at', percentage: '10', image: { bytes: png, filename: 'a.png' } });
  await t.app.inject({ method: 'POST', url: API.addOffer, ...form, headers: { ...form.headers, authorization: `Bearer ${auth.valid}` } });
  await postContact(t.app, { ...validContact, subject: UPLOAD_SUBJECT, attachment: { bytes: samplePdf(), filename: 'a.pdf' } });
  const db = t.app.ctx.db;
  ids.offer = (await db.selectFrom('offers').select('id').executeTakeFirst())?.id ?? 'none';
  ids.slider = (await db.selectFrom('sliders').select('id').executeTakeFirst())?.id ?? 'none';
  ids.message = (await db.selectFrom('messages').select('id').executeTakeFirstOrThrow()).id;
  ids.media = (await db.selectFrom('media').select('id').where('kind', '=', 'image').executeTakeFirst())?.id ?? 'none';
}, 60_000);
afterAll(async () => t.close());

/** NUL and the other control characters: PostgreSQL cannot store NUL, so they must be refused before any query. */
const controls = fc.oneof(
  fc.string({ unit: fc.constantFrom('\u0000', '\u0001', '\u0008', '\t', '\n', '\r', '\u001b', '\u007f', 'a', ' ', '@', '.'), minLength: 1, maxLength: 20 }),
  fc.tuple(fc.constantFrom('Asha Patel', 'asha@example.com', '9876543210', 'A message long enough', 'Fuzz offer', '10'), fc.nat(20), fc.constantFrom('\u0000', '\u0007', '\u007f')).map(
    ([good, at, bad]) => good.slice(0, at) + bad + good.slice(at),
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
);
const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  controls,
  fc.constantFrom('', ' ', '0', '-1', '100', '101', '1e309', 'NaN', 'null', 'up', 'down', UPLOAD_SUBJECT, 'Training', 'a@b.co', '9876543210', '__proto__'),
  fc.string({ minLength: 200, maxLength: 6000 }),
);
const printable = (max: number) => fc.stringMatching(new RegExp(`^[\\x20-\\x7e]{0,${max}}$`));
const anyId = fc.oneof(fc.constantFrom(() => ids.offer, () => ids.slider, () => ids.message, () => ids.media).map((f) => f()), text);

const file = fc.oneof(
  fc.uint8Array({ maxLength: 2048 }).map((b) => Buffer.from(b)),
  fc.constantFrom('png', 'pdf', 'svg', 'corrupt-png', 'gif-header', 'empty').map((kind) => {
    switch (kind) {
      case 'png':
        return png;
      case 'pdf':
        return samplePdf();
      case 'svg':
        return sampleSvg();
      case 'corrupt-png':
        return Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
      case 'gif-header':
        return Buffer.from('GIF89a\xff\xff\xff\xff', 'latin1');
      default:
        return Buffer.alloc(0);
    }
  }),
);
const FIELD_NAMES = ['currentPassword', 'newPassword', 'title', 'description', 'percentage', 'offerid', 'sliderid', 'direction', 'name', 'email', 'mobile', 'subject', 'message', 'website', 'read'];
const FILE_NAMES = ['image', 'attachment', 'other'];
const multipartParts = fc
  .tuple(
    fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ minLength: 1, maxLength: 20 })), text, { maxKeys: 8 }),
    fc.option(fc.record({ field: fc.constantFrom(...FILE_NAMES), bytes: file, filename: fc.oneof(printable(40), fc.constant('../../x.svg')), type: printable(30) })),
  )
  .map(([fields, f]) => {
    const parts: Record<string, Part> = { ...fields };
    if (f) parts[f.field] = { bytes: f.bytes, filename: f.filename, type: f.type };
    return parts;
  });

const body = fc.oneof(
  fc.constant({ kind: 'none' as const }),
  fc.jsonValue({ maxDepth: 3 }).map((value) => ({ kind: 'json' as const, value })),
  fc
    .dictionary(fc.constantFrom('email', 'password', 'currentPassword', 'newPassword', 'read'), fc.oneof(text, fc.boolean()), { maxKeys: 4 })
    .map((value) => ({ kind: 'json' as const, value })),
  multipartParts.map((parts) => ({ kind: 'multipart' as const, parts })),
  fc.record({ kind: fc.constant('raw' as const), bytes: fc.uint8Array({ maxLength: 512 }), type: fc.oneof(printable(60), fc.constantFrom('application/json', 'multipart/form-data', 'multipart/form-data; boundary=xyz', 'text/plain', 'application/x-www-form-urlencoded')) }),
);

const query = fc.oneof(
  fc.constant(''),
  fc.dictionary(fc.oneof(fc.constantFrom('offerId', 'offerid', 'sliderId', 'sliderid', 'direction', 'id'), fc.string({ maxLength: 10 })), anyId, { maxKeys: 4 }).map((q) => new URLSearchParams(q).toString()),
  fc.stringMatching(/^[\x21-\x22\x24-\x7e]{0,80}$/),
);

const headers = fc.record(
  {
    authorization: fc.oneof(
      fc.constantFrom('valid', 'forged', 'expired').map((k) => `Bearer ${auth[k as keyof typeof auth]}`),
      printable(80),
      fc.constant('Bearer '),
    ),
    accept: printable(40),
    'accept-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'identity', '*', 'gzip;q=0, br;q=2'),
    'if-none-match': printable(80),
    'x-request-id': printable(80),
    'x-forwarded-for': printable(40),
    range: printable(30),
  },
  { requiredKeys: [] },
);

type Endpoint = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: (id: string) => string };
const enc = encodeURIComponent;
const ENDPOINTS: Endpoint[] = [
  { method: 'POST', path: () => API.login },
  { method: 'GET', path: () => API.me },
  { method: 'GET', path: () => API.account },
  { method: 'POST', path: () => API.accountPassword },
  { method: 'GET', path: () => API.offers },
  { method: 'GET', path: () => API.singleOffer },
  { method: 'POST', path: () => API.addOffer },
  { method: 'PUT', path: () => API.updateOffer },
  { method: 'DELETE', path: () => API.deleteOffer },
  { method: 'GET', path: () => API.sliders },
  { method: 'GET', path: () => API.singleSlider },
  { method: 'POST', path: () => API.addSlider },
  { method: 'PUT', path: () => API.updateSlider },
  { method: 'DELETE', path: () => API.deleteSlider },
  { method: 'PUT', path: () => API.moveSlider },
  { method: 'POST', path: () => API.contact },
  { method: 'GET', path: () => API.messages },
  { method: 'GET', path: (id) => `${API.messages}/${enc(id)}` },
  { method: 'PATCH', path: (id) => `${API.messages}/${enc(id)}` },
  { method: 'DELETE', path: (id) => `${API.messages}/${enc(id)}` },
  { method: 'GET', path: (id) => `${API.messages}/${enc(id)}/attachment` },
  { method: 'GET', path: (id) => `${MEDIA_PREFIX}${enc(id)}` },
];

let ip = 0;

describe('fuzz: no 5xx anywhere in the API', () => {
  it.each(ENDPOINTS.map((e) => [`${e.method} ${e.path(':id')}`, e] as const))('%s', async (_name, endpoint) => {
    await fc.assert(
      fc.asyncProperty(anyId, body, query, headers, async (id, b, q, h) => {
        const url = endpoint.path(id) + (q ? `?${q}` : '');
        let payload: string | Buffer | undefined;
        let contentType: Record<string, string> = {};
        if (b.kind === 'json') {
          payload = JSON.stringify(b.value);
          contentType = { 'content-type': 'application/json' };
        } else if (b.kind === 'multipart') {
          const form = await multipart(b.parts);
          payload = form.payload;
          contentType = form.headers;
        } else if (b.kind === 'raw') {
          payload = Buffer.from(b.bytes);
          contentType = { 'content-type': b.type };
        }
        const res = await t.app.inject({
          method: endpoint.method,
          url,
          payload,
          headers: { ...h, ...contentType },
          // A fresh address each time, so the flood and login limits do not hide the code behind them.
          remoteAddress: `10.9.${(ip >> 8) & 255}.${ip++ & 255}`,
        });
        const context = `${endpoint.method} ${url} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, context).toBeLessThan(500);
        if (res.statusCode >= 400) expect(JSON.parse(res.body), context).toHaveProperty('message');
      }),
      { numRuns: RUNS },
    );
  });
});
