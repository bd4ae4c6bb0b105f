import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { OpenAPIClientAxios, type OpenAPIClient, type Operation } from 'openapi-client-axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_HISTORY, SITE_PICTURE_SLOTS, UPLOAD_SUBJECT } from '@firm/contract';
import { SEED_DOWNLOADS_DIR } from '../../src/content/seed-files.js';
import { jpeg } from '../fixtures/images.js';
import { TEST_ADMIN, makeTestApp, needsToken, type TestApp } from '../helpers.js';
import { validContact } from './contact-helpers.js';

/** A file part: real bytes, the name and type a browser would send them with. */
interface FilePart {
  bytes: Buffer;
  filename: string;
  type: string;
}
/** One call of an operation: its parameters, and its body's fields and files. */
interface Call {
  params?: Record<string, string>;
  fields?: Record<string, unknown>;
  files?: Record<string, FilePart>;
}
interface JsonSchema {
  properties?: Record<string, { format?: string }>;
  required?: string[];
}
interface Body {
  content: Record<string, { schema: JsonSchema }>;
}

let t: TestApp;
let client: OpenAPIClient;
let writes: Operation[];
let token = '';

const picture = async (): Promise<FilePart> => ({ bytes: await jpeg(640, 480), filename: 'site photo.jpg', type: 'image/jpeg' });
const pdf = (): FilePart => ({
  bytes: readFileSync(join(SEED_DOWNLOADS_DIR, 'form-a.pdf')),
  filename: 'Form A.pdf',
  type: 'application/pdf',
});

/** Reads through the generated client too: the data a write needs (an id to change). */
async function read<T>(operationId: string, params?: Record<string, string>): Promise<T> {
  const res = await client[operationId]!(params, undefined, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`${operationId} answered ${res.status}`);
  return res.data as T;
}
const ids = async (operationId: string, key: string) =>
  (await read<Record<string, { _id: string }[]>>(operationId))[key]!.map((item) => item._id);
const firstId = async (operationId: string, key: string) => (await ids(operationId, key))[0]!;
const lastId = async (operationId: string, key: string) => (await ids(operationId, key)).at(-1)!;

/** Deletes the gallery's last picture through the API and answers its id, now in the trash. */
async function trashedPicture(): Promise<string> {
  const id = await lastId('listGallery', 'items');
  const res = await t.app.inject({ method: 'DELETE', url: `/api/gallery/${id}`, headers: { authorization: `Bearer ${token}` } });
  if (res.statusCode !== 200) throw new Error(`deleting gallery picture ${id} answered ${res.statusCode}`);
  return id;
}

/** The collections' writes, by the nouns of their operationIds (content/routes.ts). */
const COLLECTION_CASES = [
  {
    one: 'Service',
    all: 'Services',
    fields: { title: 'Site survey', summary: 'Measured on site.', paragraphs: 'We measure.\n\nWe draw.' },
    files: ['image'],
  },
  {
    one: 'Course',
    all: 'Courses',
    fields: { title: 'AutoCAD basics', summary: 'Drawing on a computer.', paragraphs: 'Week one.\n\nWeek two.', topics: 'Lines\nLayers' },
    files: ['image'],
  },
  { one: 'GalleryPicture', all: 'Gallery', fields: { title: 'A finished house', layout: 'wide' }, files: ['image'] },
  { one: 'Download', all: 'Downloads', fields: { title: 'Form A', language: 'gu' }, files: ['file', 'image'] },
] as const;

const collectionFiles = async (names: readonly string[]) =>
  Object.fromEntries(await Promise.all(names.map(async (name) => [name, name === 'file' ? pdf() : await picture()] as const)));

/** Every write the document lists must have a case here: a new one without a test fails. */
const CASES: Record<string, () => Promise<Call>> = {
  login: async () => ({ fields: TEST_ADMIN }),
  changePassword: async () => ({ fields: { currentPassword: TEST_ADMIN.password, newPassword: 'Quarry-Lantern-Velvet-42' } }),
  addOffer: async () => ({
    fields: { title: 'Monsoon offer', description: 'Plans at a lower price.', percentage: '25' },
    files: { image: await picture() },
  }),
  updateOffer: async () => ({
    fields: {
      offerid: await firstId('listOffers', 'offer'),
      title: 'Winter offer',
      description: 'Plans at a lower price.',
      percentage: '30',
    },
    files: { image: await picture() },
  }),
  deleteOffer: async () => ({ params: { offerid: await lastId('listOffers', 'offer') } }),
  addSlider: async () => ({ fields: { title: 'A new bridge' }, files: { image: await picture() } }),
  updateSlider: async () => ({
    fields: { sliderid: await firstId('listSliders', 'slider'), title: 'An old bridge' },
    files: { image: await picture() },
  }),
  deleteSlider: async () => ({ params: { sliderid: await lastId('listSliders', 'slider') } }),
  moveSlider: async () => ({ fields: { sliderid: await firstId('listSliders', 'slider'), direction: 'down' } }),
  sendContactMessage: async () => ({ fields: { ...validContact, subject: UPLOAD_SUBJECT }, files: { attachment: pdf() } }),
  updateMessage: async () => ({ params: { id: await firstId('listMessages', 'messages') }, fields: { read: true } }),
  deleteMessage: async () => ({ params: { id: await firstId('listMessages', 'messages') } }),
  // Each deletes a gallery picture first, so the trash has an entry to put back or delete for good.
  restoreFromTrash: async () => ({ fields: { collection: 'gallery', id: await trashedPicture() } }),
  deleteFromTrash: async () => ({ params: { collection: 'gallery', id: await trashedPicture() } }),
  // An edit of the site details first, so there is a version to make current again.
  restoreVersion: async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/site',
      payload: { motto: 'Built to last' },
      headers: { authorization: `Bearer ${token}` },
    });
    const versions = (await t.app.inject({ url: '/api/history/site/site', headers: { authorization: `Bearer ${token}` } })).json().versions;
    return { fields: { ...SITE_HISTORY, version: versions[0].id } };
  },
  updateSite: async () => ({ fields: { tagline: 'Plans, permissions and site supervision' } }),
  setSitePicture: async () => ({ params: { slot: SITE_PICTURE_SLOTS[0]! }, files: { image: await picture() } }),
  resetSitePicture: async () => ({ params: { slot: SITE_PICTURE_SLOTS[0]! } }),
  ...Object.fromEntries(
    COLLECTION_CASES.flatMap(({ one, all, fields, files }) => [
      [`add${one}`, async (): Promise<Call> => ({ fields, files: await collectionFiles(files) })],
      [
        `update${one}`,
        async (): Promise<Call> => ({
          params: { id: await firstId(`list${all}`, 'items') },
          fields: { title: `${fields.title}, again` },
          files: await collectionFiles(files),
        }),
      ],
      [`order${all}`, async (): Promise<Call> => ({ fields: { ids: (await ids(`list${all}`, 'items')).reverse() } })],
      [`delete${one}`, async (): Promise<Call> => ({ params: { id: await lastId(`list${all}`, 'items') } })],
    ]),
  ),
};

/** Adds first, then changes, then deletes, so each finds what it works on; the document's order otherwise. */
const METHOD_ORDER = ['post', 'put', 'patch', 'delete'];

beforeAll(async () => {
  t = await makeTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  // The document as any client fetches it; requests go to this server rather than PUBLIC_URL's.
  const api = new OpenAPIClientAxios({
    definition: `${base}/api/docs/json`,
    withServer: { url: base },
    axiosConfigDefaults: { validateStatus: () => true },
  });
  client = await api.init();
  writes = api
    .getOperations()
    .filter((op) => op.method !== 'get')
    .sort((a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method));
  const login = await client['login']!(undefined, TEST_ADMIN);
  token = (login.data as { token: string }).token;
});
afterAll(async () => t.close());

/** The parts of a call the document does not describe, or that it requires and the call leaves out. */
function undescribed(op: Operation, call: Call, mediaType: string): string[] {
  const problems: string[] = [];
  const documented = new Set((op.parameters ?? []).map((p) => ('name' in p ? p.name : '')));
  for (const name of Object.keys(call.params ?? {})) if (!documented.has(name)) problems.push(`parameter ${name} is not documented`);
  const body = call.fields || call.files ? (op.requestBody as Body | undefined)?.content[mediaType]?.schema : undefined;
  if (!call.fields && !call.files) return problems;
  if (!body) return [...problems, `no ${mediaType} body is documented`];
  const properties = body.properties ?? {};
  const sent = [...Object.keys(call.fields ?? {}), ...Object.keys(call.files ?? {})];
  for (const name of sent) if (!(name in properties)) problems.push(`field ${name} is not documented`);
  for (const name of body.required ?? []) if (!sent.includes(name)) problems.push(`required field ${name} is documented but not sent`);
  const fileParts = Object.keys(properties).filter((name) => properties[name]!.format === 'binary');
  expect(Object.keys(call.files ?? {}).sort(), `${op.operationId}: a real file in every file part`).toEqual(fileParts.sort());
  return problems;
}

function formData(call: Call): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(call.fields ?? {})) form.append(name, String(value));
  for (const [name, file] of Object.entries(call.files ?? {}))
    form.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename);
  return form;
}

// API-8: a client generated from the document calls every write and gets its documented success.
describe('a client generated from /api/docs', () => {
  it('has a test case for every write the document lists', () => {
    expect(writes.map((op) => op.operationId).sort()).toEqual(Object.keys(CASES).sort());
  });

  it('calls every write, with a token where the document asks for one, and gets the documented success', async () => {
    const failures: string[] = [];
    for (const op of writes) {
      const id = op.operationId!;
      const call = await CASES[id]!();
      const mediaType = call.files ? 'multipart/form-data' : 'application/json';
      const problems = undescribed(op, call, mediaType);
      if (problems.length > 0) {
        failures.push(`${id}: ${problems.join('; ')}`);
        continue;
      }
      const body = call.files ? formData(call) : call.fields;
      const headers = needsToken(op) ? { authorization: `Bearer ${token}` } : {};
      const res = await client[id]!(call.params, body, { headers });
      const success = Object.keys(op.responses).filter((code) => /^2\d\d$/.test(code));
      expect(success, `${id} documents one success`).toHaveLength(1);
      if (String(res.status) !== success[0])
        failures.push(`${id} answered ${res.status}, documented ${success[0]}: ${JSON.stringify(res.data).slice(0, 200)}`);
      // Changing the password ends every other session: the answer carries the new token.
      if (id === 'changePassword' && res.status === 200) token = (res.data as { token: string }).token;
    }
    expect(failures).toEqual([]);
  });
});
