import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { OpenAPIClientAxios, type OpenAPIClient, type Operation } from 'openapi-client-axios';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  ITEMS_API_SLUGS,
  SITE_HISTORY,
  SITE_PICTURE_SLOTS,
  TWO_STEP_PATHS,
  UPLOAD_SUBJECT,
  type CollectionSpec,
} from '@firm/contract';
import { SEED_DOWNLOADS_DIR } from '../../src/content/seed-files.js';
import { jpeg } from '../fixtures/images.js';
import { fileFor, type FilePart } from '../fixtures/example-add.js';
import { TEST_ADMIN, makeTestApp, needsToken, type TestApp } from '../helpers.js';
import { validContact } from './contact-helpers.js';
import { createLink } from '../../src/auth/account-links.js';
import { findAdminByEmail, insertAdmin } from '../../src/auth/admin-store.js';
import { hashPassword } from '../../src/auth/passwords.js';

/** One call of an operation: its parameters, and its body's fields and files. */
interface Call {
  /** Another session's token than the one the other calls share (a logout ends its own). */
  token?: string;
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

/** A file for each part of a collection's add: every one it takes, optional ones too. */
const filesOf = async ({ files }: CollectionSpec) =>
  Object.fromEntries(await Promise.all(files.map(async (rule) => [rule.name, await fileFor(rule, 640)] as const)));

const NEW_PASSWORD = 'Quarry-Lantern-Velvet-42';

/** A session of its own, for a call that ends sessions (after changePassword, which runs first). */
async function ownSession(): Promise<string> {
  const res = await client['login']!(undefined, { email: TEST_ADMIN.email, password: NEW_PASSWORD });
  return (res.data as { token: string }).token;
}

/** The secret of a new invitation of `email` (an editor), as its link carries it. */
const invitation = (email: string) => createLink(t.app.ctx.db, 'invite', email, 60_000, { role: 'editor', createdBy: TEST_ADMIN.email });

/** The id of a new editor. */
async function teamMember(email: string): Promise<string> {
  await insertAdmin(t.app.ctx.db, email, await hashPassword(NEW_PASSWORD, t.config.scryptCost), 'editor');
  return (await findAdminByEmail(t.app.ctx.db, email))!.id;
}

/** A new owner's token, for the cases of two-step sign-in. */
async function twoStepPerson(email: string): Promise<string> {
  await insertAdmin(t.app.ctx.db, email, await hashPassword(NEW_PASSWORD, t.config.scryptCost));
  const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: NEW_PASSWORD } });
  return login.json().token as string;
}

/** A new owner with two-step sign-in on: their token and recovery codes. */
async function withTwoStep(email: string): Promise<{ token: string; recoveryCodes: string[] }> {
  const token = await twoStepPerson(email);
  const headers = { authorization: `Bearer ${token}` };
  const setup = await t.app.inject({ method: 'POST', url: TWO_STEP_PATHS.setup, payload: { password: NEW_PASSWORD }, headers });
  const code = TOTP.generate({ secret: Secret.fromBase32(setup.json().key.replaceAll(' ', '')) });
  const confirm = await t.app.inject({ method: 'POST', url: TWO_STEP_PATHS.confirm, payload: { code }, headers });
  return { token, recoveryCodes: confirm.json().recoveryCodes as string[] };
}

/** Every write the document lists must have a case here: a new one without a test fails. */
const CASES: Record<string, () => Promise<Call>> = {
  login: async () => ({ fields: TEST_ADMIN }),
  changePassword: async () => ({ fields: { currentPassword: TEST_ADMIN.password, newPassword: NEW_PASSWORD } }),
  logout: async () => ({ token: await ownSession() }),
  logoutEverywhere: async () => ({ token: await ownSession() }),
  // Two-step sign-in: each case has a person of its own, so the shared admin still logs in with the password alone.
  startTwoStepSetup: async () => ({ token: await twoStepPerson('setup@example.com'), fields: { password: NEW_PASSWORD } }),
  confirmTwoStep: async () => {
    const token = await twoStepPerson('confirm@example.com');
    const setup = await t.app.inject({
      method: 'POST',
      url: TWO_STEP_PATHS.setup,
      payload: { password: NEW_PASSWORD },
      headers: { authorization: `Bearer ${token}` },
    });
    return { token, fields: { code: TOTP.generate({ secret: Secret.fromBase32(setup.json().key.replaceAll(' ', '')) }) } };
  },
  turnOffTwoStep: async () => ({ token: (await withTwoStep('off@example.com')).token, fields: { password: NEW_PASSWORD } }),
  loginSecondStep: async () => {
    const { recoveryCodes } = await withTwoStep('second-step@example.com');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'second-step@example.com', password: NEW_PASSWORD },
    });
    return { fields: { challenge: login.json().secondStep, code: recoveryCodes[0] } };
  },
  // Off: on, it would hold the shared admin (without two-step sign-in) to the Account tab for the calls after it.
  setTwoStepPolicy: async () => ({ fields: { required: false } }),
  // An address without an account: the same answer, and no mail is sent.
  forgotPassword: async () => ({ fields: { email: 'nobody@example.com' } }),
  // A person of their own: a reset ends every session of theirs, and the shared one must go on.
  resetPassword: async () => {
    await insertAdmin(t.app.ctx.db, 'reset@example.com', await hashPassword(TEST_ADMIN.password, t.config.scryptCost));
    return { fields: { token: await createLink(t.app.ctx.db, 'reset', 'reset@example.com', 60_000), password: NEW_PASSWORD } };
  },
  // The team: each case makes the invitation or the person it works on.
  invite: async () => ({ fields: { email: 'invited@example.com', role: 'editor' } }),
  checkInvitation: async () => ({ fields: { token: await invitation('checked@example.com') } }),
  acceptInvitation: async () => ({
    fields: { token: await invitation('accepted@example.com'), name: 'Asha Patel', password: NEW_PASSWORD },
  }),
  withdrawInvitation: async () => {
    await invitation('withdrawn@example.com');
    return { params: { email: 'withdrawn@example.com' } };
  },
  changeRole: async () => ({ params: { id: await teamMember('promoted@example.com') }, fields: { role: 'owner' } }),
  removeMember: async () => ({ params: { id: await teamMember('removed@example.com') } }),
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
  // A signed link to a service's page (PREVIEW-1).
  previewItem: async () => ({ fields: { collection: 'services', id: '101' } }),
  sendContactMessage: async () => ({ fields: { ...validContact, subject: UPLOAD_SUBJECT }, files: { attachment: pdf() } }),
  sendBeacon: async () => ({ fields: { page: '/' } }),
  updateMessage: async () => ({ params: { id: await firstId('listMessages', 'messages') }, fields: { read: true } }),
  deleteMessage: async () => ({ params: { id: await firstId('listMessages', 'messages') } }),
  // Each deletes a gallery picture first, so the trash has an entry to put back or delete for good.
  restoreFromTrash: async () => ({ fields: { collection: 'gallery', id: await trashedPicture() } }),
  // A POST so that the passphrase travels in the body, never the address (decision 085).
  downloadBackup: async () => ({ fields: { passphrase: 'quarry lantern meadow harbour' } }),
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
  setSitePicture: async () => ({ params: { slot: SITE_PICTURE_SLOTS[0]! }, files: { picture: await picture() } }),
  resetSitePicture: async () => ({ params: { slot: SITE_PICTURE_SLOTS[0]! } }),
  // The collections' writes at /api/{slug}, by the nouns of their operationIds (content/collection-write-routes.ts), with each definition's example.
  ...Object.fromEntries(
    ITEMS_API_SLUGS.map((slug): CollectionSpec => COLLECTIONS[slug]).flatMap((def) => {
      const { one, all } = def.operation;
      return [
        [`add${one}`, async (): Promise<Call> => ({ fields: def.example, files: await filesOf(def) })],
        [
          `update${one}`,
          async (): Promise<Call> => ({
            params: { id: await firstId(`list${all}`, 'items') },
            fields: { title: `${String(def.example['title'])}, again` },
            files: await filesOf(def),
          }),
        ],
        [`order${all}`, async (): Promise<Call> => ({ fields: { ids: (await ids(`list${all}`, 'items')).reverse() } })],
        [`delete${one}`, async (): Promise<Call> => ({ params: { id: await lastId(`list${all}`, 'items') } })],
      ];
    }),
  ),
};

/**
 * Adds first, then changes, then deletes, so each finds what it works on; the document's order
 * otherwise. Log out everywhere ends the shared session too: it goes last.
 */
const METHOD_ORDER = ['post', 'put', 'patch', 'delete'];
const rank = (op: Operation) => METHOD_ORDER.indexOf(op.method) + (op.operationId === 'logoutEverywhere' ? METHOD_ORDER.length : 0);

beforeAll(async () => {
  // A mail server named, so that the forgot-password call can answer its success (it mails nobody here).
  t = await makeTestApp({ smtpUrl: 'smtp://127.0.0.1:9' });
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
    .sort((a, b) => rank(a) - rank(b));
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
      const headers = needsToken(op) ? { authorization: `Bearer ${call.token ?? token}` } : {};
      const res = await client[id]!(call.params, body, { headers });
      const success = Object.keys(op.responses).filter((code) => /^2\d\d$/.test(code));
      expect(success, `${id} documents one success`).toHaveLength(1);
      if (String(res.status) !== success[0])
        failures.push(`${id} answered ${res.status}, documented ${success[0]}: ${JSON.stringify(res.data).slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });
});
