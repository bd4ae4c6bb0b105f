/**
 * Property: whatever arrives (random JSON, multipart forms, raw bytes, query strings, headers,
 * files, ids, NUL and other control characters anywhere, with or without a valid token), no
 * endpoint of the API answers with a 5xx on either database, and every error is `{message}` JSON.
 * And: every text field of every collection and of the site details, found by walking their
 * definitions' schemas, refuses the characters nobody types with 400 and stores nothing.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import {
  API,
  COLLECTIONS,
  ITEMS_API_SLUGS,
  MEDIA_PREFIX,
  MESSAGES,
  UPLOAD_SUBJECT,
  siteDetailsSchema,
  type CollectionSpec,
} from '@firm/contract';
import { freshApp } from '../helpers.js';
import { exampleAdd } from '../fixtures/example-add.js';
import { multipart, postContact, samplePdf, samplePng, sampleSvg, tokens, validContact, type Part } from './contact-helpers.js';

const RUNS = 60;

const t = freshApp();
let auth: Awaited<ReturnType<typeof tokens>>;
/** Real ids, so the fuzzer also reaches the code behind a successful lookup. */
const ids = { offer: '', slider: '', message: '', media: '' };
let png: Buffer;

beforeAll(async () => {
  png = await samplePng();
});
beforeEach(async () => {
  auth = await tokens(t.app);
  const form = await multipart({
    title: 'Fuzz offer',
    description: 'An offer to aim at',
    percentage: '10',
    image: { bytes: png, filename: 'a.png' },
  });
  await t.app.inject({ method: 'POST', url: API.addOffer, ...form, headers: { ...form.headers, authorization: `Bearer ${auth.valid}` } });
  await postContact(t.app, { ...validContact, subject: UPLOAD_SUBJECT, attachment: { bytes: samplePdf(), filename: 'a.pdf' } });
  const db = t.app.ctx.db;
  const first = async (collection: string) =>
    (await db.selectFrom('content_items').select('id').where('collection', '=', collection).executeTakeFirst())?.id ?? 'none';
  ids.offer = await first('offers');
  ids.slider = await first('sliders');
  ids.message = (await db.selectFrom('messages').select('id').executeTakeFirstOrThrow()).id;
  ids.media = (await db.selectFrom('media').select('id').where('kind', '=', 'image').executeTakeFirst())?.id ?? 'none';
}, 60_000);

/** NUL and the other control characters: PostgreSQL cannot store NUL, so they must be refused before any query. */
const controls = fc.oneof(
  fc.string({
    unit: fc.constantFrom('\u0000', '\u0001', '\u0008', '\t', '\n', '\r', '\u001b', '\u007f', 'a', ' ', '@', '.'),
    minLength: 1,
    maxLength: 20,
  }),
  fc
    .tuple(
      fc.constantFrom('Asha Patel', 'asha@example.com', '9876543210', 'A message long enough', 'Fuzz offer', '10'),
      fc.nat(20),
      fc.constantFrom('\u0000', '\u0007', '\u007f'),
    )
    .map(([good, at, bad]) => good.slice(0, at) + bad + good.slice(at)),
  fc.string({ unit: 'binary', maxLength: 30 }),
);
const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  controls,
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '100',
    '101',
    '1e309',
    'NaN',
    'null',
    'up',
    'down',
    UPLOAD_SUBJECT,
    'Training',
    'a@b.co',
    '9876543210',
    '__proto__',
  ),
  fc.string({ minLength: 200, maxLength: 6000 }),
);
const printable = (max: number) => fc.stringMatching(new RegExp(`^[\\x20-\\x7e]{0,${max}}$`));
const anyId = fc.oneof(
  fc
    .constantFrom(
      () => ids.offer,
      () => ids.slider,
      () => ids.message,
      () => ids.media,
    )
    .map((f) => f()),
  text,
);

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
const FIELD_NAMES = [
  'currentPassword',
  'newPassword',
  'title',
  'description',
  'percentage',
  'offerid',
  'sliderid',
  'direction',
  'name',
  'email',
  'mobile',
  'subject',
  'message',
  'website',
  'read',
  'imageAlt',
  'pictureFocus',
  'thumbnailRotate',
];
const FILE_NAMES = ['image', 'picture', 'thumbnail', 'attachment', 'other'];
const multipartParts = fc
  .tuple(
    fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ minLength: 1, maxLength: 20 })), text, { maxKeys: 8 }),
    fc.option(
      fc.record({
        field: fc.constantFrom(...FILE_NAMES),
        bytes: file,
        filename: fc.oneof(printable(40), fc.constant('../../x.svg')),
        type: printable(30),
      }),
    ),
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
    .dictionary(fc.constantFrom('email', 'password', 'currentPassword', 'newPassword', 'read'), fc.oneof(text, fc.boolean()), {
      maxKeys: 4,
    })
    .map((value) => ({ kind: 'json' as const, value })),
  multipartParts.map((parts) => ({ kind: 'multipart' as const, parts })),
  fc.record({
    kind: fc.constant('raw' as const),
    bytes: fc.uint8Array({ maxLength: 512 }),
    type: fc.oneof(
      printable(60),
      fc.constantFrom(
        'application/json',
        'multipart/form-data',
        'multipart/form-data; boundary=xyz',
        'text/plain',
        'application/x-www-form-urlencoded',
      ),
    ),
  }),
);

const query = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(
      fc.oneof(fc.constantFrom('offerId', 'offerid', 'sliderId', 'sliderid', 'direction', 'id'), fc.string({ maxLength: 10 })),
      anyId,
      { maxKeys: 4 },
    )
    .map((q) => new URLSearchParams(q).toString()),
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

// ---------------------------------------------------------------------------------------------
// Control characters in every text field of the collections and the site details

type Path = (string | number)[];
/** A place in a body where text goes; `free` when the field is free text (no format, no choices, no number behind it). */
interface TextLeaf {
  path: Path;
  free: boolean;
}
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  format?: string;
  checks?: { _zod: { def: { check: string } } }[];
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every text a schema reads, through objects, arrays, optional values and preprocessing. */
function textLeaves(schema: z.ZodType, path: Path = []): TextLeaf[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape!).flatMap(([key, field]) => textLeaves(field, [...path, key]));
    case 'optional':
    case 'nullable':
    case 'default':
      return textLeaves(def.innerType!, path);
    case 'array':
      return textLeaves(def.element!, [...path, 0]);
    case 'pipe':
      // Preprocessing (text split into lines) leads to the schema that checks; text piped into a format is not free.
      return defOf(def.in!).type === 'transform'
        ? textLeaves(def.out!, path)
        : textLeaves(def.in!, path).map((leaf) => ({ ...leaf, free: false }));
    case 'string':
      return [{ path, free: !def.format && !(def.checks ?? []).some((c) => c._zod.def.check === 'string_format') }];
    case 'enum':
      return [{ path, free: false }];
    default:
      return [];
  }
}

/** NUL, BEL, ESC, DEL, two C1 controls (NEL, CSI), the line and paragraph separators: refused in every field, one line or several. */
const NOBODY_TYPES = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009b', '\u2028', '\u2029'];

/** `value` with `bad` inside it (not at an end, where trimming could take it away). */
const spoil = (value: unknown, bad: string) => {
  const text = typeof value === 'string' && value.length > 0 ? value : 'Fine text';
  return text.length > 1 ? `${text.slice(0, 1)}${bad}${text.slice(1)}` : `${text}${bad}${text}`;
};

/** A copy of `base` with the text at `path` spoiled; containers missing on the way are made. */
function spoiledAt(base: Record<string, unknown>, path: Path, bad: string): Record<string, unknown> {
  const copy = structuredClone(base);
  let at: Record<string | number, unknown> = copy;
  for (const [i, key] of path.entries()) {
    if (i === path.length - 1) {
      at[key] = spoil(at[key], bad);
    } else {
      at[key] ??= typeof path[i + 1] === 'number' ? [] : {};
      at = at[key] as Record<string | number, unknown>;
    }
  }
  return copy;
}

const pick = (from: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.filter((k) => k in from).map((k) => [k, from[k]]));

describe('fuzz: control characters in every text field of the collections and the site details', () => {
  const expectRefused = (res: { statusCode: number; body: string }, leaf: TextLeaf, context: string) => {
    expect(res.statusCode, `${context} -> ${res.statusCode} ${res.body.slice(0, 200)}`).toBe(400);
    const { message } = JSON.parse(res.body) as { message?: unknown };
    expect(typeof message, context).toBe('string');
    if (leaf.free) expect(message, context).toBe(MESSAGES.controlCharacters);
  };

  it('the walk finds the fields', () => {
    const site = textLeaves(siteDetailsSchema).map((l) => l.path.join('.'));
    expect(site).toEqual(
      expect.arrayContaining([
        'name',
        'address.street',
        'phones.0',
        'videoChannel.url',
        'layouts.0.district',
        'whyChoose.0.text',
        'story',
        'reasons.0',
        'descriptions.download',
      ]),
    );
    expect(textLeaves(COLLECTIONS.courses.fieldsSchema).map((l) => l.path.join('.'))).toEqual([
      'title',
      'summary',
      'topics.0',
      'paragraphs',
      'price',
      'duration',
    ]);
  });

  /** A body as a form carries it: a list's entries one per line. */
  const formOf = (body: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(body).map(([k, v]) => [k, Array.isArray(v) ? v.join('\n') : String(v)]));

  it.each(ITEMS_API_SLUGS)('%s: 400 for each text field, added or changed, as a form or JSON; nothing stored', async (slug) => {
    const headers = { authorization: `Bearer ${auth.valid}` };
    const spec: CollectionSpec = COLLECTIONS[slug];
    const schema = spec.fieldsSchema;
    const list = async () => (await t.app.inject({ url: `/api/${slug}`, headers })).body;
    // A collection with nothing seeded (testimonials, people) gets its example to change.
    if (!(JSON.parse(await list()) as { items: unknown[] }).items.length) {
      const example = await multipart(await exampleAdd(spec));
      const added = await t.app.inject({ method: 'POST', url: `/api/${slug}`, ...example, headers: { ...example.headers, ...headers } });
      expect(added.statusCode, added.body).toBe(201);
    }
    const before = await list();
    const item = (JSON.parse(before) as { items: Record<string, unknown>[] }).items[0]!;
    const itemUrl = `/api/${slug}/${item['_id'] as string}`;
    const base = pick(item, Object.keys(schema.shape));
    // The files an add needs, so that only the text can be what is refused.
    const files: Record<string, Part> = Object.fromEntries(
      spec.files.map((rule) => [
        rule.name,
        rule.kind === 'picture' ? { bytes: png, filename: 'a.png' } : { bytes: samplePdf(), filename: 'a.pdf' },
      ]),
    );
    const add = async (body: Record<string, unknown>) => {
      const form = await multipart({ ...formOf(body), ...files });
      return t.app.inject({ method: 'POST', url: `/api/${slug}`, ...form, headers: { ...form.headers, ...headers } });
    };
    const leaves = textLeaves(schema);
    expect(leaves.length).toBeGreaterThan(0);
    for (const leaf of leaves) {
      for (const bad of NOBODY_TYPES) {
        const body = spoiledAt(base, leaf.path, bad);
        const field = leaf.path[0] as string;
        const context = `${slug} ${leaf.path.join('.')} ${JSON.stringify(bad)}`;
        expectRefused(await add(body), leaf, `POST form ${context}`);
        expectRefused(
          await t.app.inject({ method: 'PUT', url: itemUrl, payload: { [field]: body[field] }, headers }),
          leaf,
          `PUT ${context}`,
        );
        const form = await multipart(formOf({ [field]: body[field] }));
        expectRefused(
          await t.app.inject({ method: 'PUT', url: itemUrl, ...form, headers: { ...form.headers, ...headers } }),
          leaf,
          `PUT form ${context}`,
        );
      }
    }
    expect(await list()).toBe(before);
    // The same form without them is taken: what was refused was the characters.
    expect((await add(base)).statusCode).toBe(201);
  });

  it('site details: 400 for each text field; nothing stored', async () => {
    const headers = { authorization: `Bearer ${auth.valid}` };
    const read = async () => (await t.app.inject({ url: '/api/site' })).body;
    const before = await read();
    const base = pick((JSON.parse(before) as { site: Record<string, unknown> }).site, Object.keys(siteDetailsSchema.shape));
    const leaves = textLeaves(siteDetailsSchema);
    expect(leaves.length).toBeGreaterThanOrEqual(40);
    for (const leaf of leaves) {
      for (const bad of NOBODY_TYPES) {
        const field = leaf.path[0] as string;
        const payload = { [field]: spoiledAt(base, leaf.path, bad)[field] };
        expectRefused(
          await t.app.inject({ method: 'PUT', url: '/api/site', payload, headers }),
          leaf,
          `PUT /api/site ${leaf.path.join('.')} ${JSON.stringify(bad)}`,
        );
      }
    }
    expect(await read()).toBe(before);
    expect((await t.app.inject({ method: 'PUT', url: '/api/site', payload: base, headers })).statusCode).toBe(200);
  });
});
