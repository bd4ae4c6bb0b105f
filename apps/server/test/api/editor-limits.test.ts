/**
 * What is the owner's beside the owner-only routes (AUTH-9, decision 087), on both databases: an
 * editor's change to the firm's name, contact details, address, map or logo is refused with 403
 * naming each and changes nothing, also through the site's history; an editor's save of the whole
 * form that leaves them as stored passes; an editor's Delete forever is refused and the owner can
 * still restore the item. The owner changes all of it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  API,
  OWNERS_SITE_DETAILS,
  SITE_HISTORY,
  TRASH_MESSAGES,
  historyPaths,
  trashPaths,
  type SiteDetails,
  type SiteDetailsFields,
  type TrashEntry,
  type Version,
} from '@firm/contract';
import { adminToken, freshApp } from '../helpers.js';
import { jpeg } from '../fixtures/images.js';
import { multipart, type Part } from './contact-helpers.js';

const t = freshApp();
let owner: Record<string, string>;
let editor: Record<string, string>;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const site = async () => (await call('GET', API.site)).json<{ site: SiteDetails }>().site;

beforeEach(async () => {
  owner = { authorization: `Bearer ${await adminToken(t.app)}` };
  const email = `editor-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const invited = await call('POST', API.teamInvitations, owner, { email, role: 'editor' });
  expect(invited.statusCode, invited.body).toBe(201);
  const link = invited.json<{ link: string }>().link;
  const accepted = await call(
    'POST',
    API.invitationAccept,
    {},
    {
      token: link.slice(link.indexOf('#') + 1),
      name: 'Asha Patel',
      password: 'Quarry-Lantern-Velvet-42',
    },
  );
  expect(accepted.statusCode, accepted.body).toBe(200);
  expect(accepted.json()).toMatchObject({ userData: { role: 'editor' } });
  editor = { authorization: `Bearer ${accepted.json<{ token: string }>().token}` };
});

/** A change of each of the owner's details, from the seed's. */
const CHANGES: { [K in keyof typeof OWNERS_SITE_DETAILS]: (s: SiteDetails) => SiteDetailsFields[K] } = {
  name: () => 'Another Firm',
  shortName: () => 'Another',
  phones: () => ['+91 99999 00000'],
  emails: (s) => [...s.emails, 'someone@example.com'],
  whatsapp: () => '919999900000',
  address: (s) => ({ ...s.address, street: '1 Elsewhere Road' }),
  mapQuery: () => 'Elsewhere, Surat',
  geo: () => ({ latitude: 21.17, longitude: 72.83 }),
};
const refusal = (names: string) => ({ message: `Only an owner can change ${names}. Ask an owner of the site.` });

describe("the site details that are the owner's", () => {
  it.each(Object.keys(CHANGES) as (keyof typeof CHANGES)[])(
    "an editor's change of %s is refused with 403 naming it, and nothing changes",
    async (name) => {
      const before = await site();
      const res = await call('PUT', API.site, editor, { [name]: CHANGES[name](before), motto: 'Changed by the editor' });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual(refusal(OWNERS_SITE_DETAILS[name]));
      expect(await site()).toEqual(before);

      const saved = await call('PUT', API.site, owner, { [name]: CHANGES[name](before) });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await site())[name]).toEqual(CHANGES[name](before));
    },
  );

  it("names each of the owner's details an editor's save changes", async () => {
    const before = await site();
    const res = await call('PUT', API.site, editor, { whatsapp: CHANGES.whatsapp(before), phones: CHANGES.phones(before), name: 'X' });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual(refusal('the firm’s name, the phone numbers and the WhatsApp number'));
    expect(await site()).toEqual(before);
  });

  it("an editor's save of the whole record, the owner's details as stored, passes and changes the rest", async () => {
    const { pictures: _pictures, ...record } = await site();
    // The admin's form sends what it read; the address's fields in another order are the same address.
    const address = Object.fromEntries(Object.entries(record.address).reverse());
    const res = await call('PUT', API.site, editor, { ...record, address, motto: 'Built by the editor', tagline: 'Plans that pass' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await site()).toMatchObject({ ...record, motto: 'Built by the editor', tagline: 'Plans that pass' });
  });

  it("an editor cannot make the owner's details current again through the history; the owner can", async () => {
    const before = await site();
    expect((await call('PUT', API.site, owner, { motto: 'Before the new phones' })).statusCode).toBe(200);
    expect((await call('PUT', API.site, owner, { phones: CHANGES.phones(before) })).statusCode).toBe(200);
    // Newest first: the phones' change, then the motto's, whose making current again brings the old phones back.
    const [phonesChange, mottoChange] = (await call('GET', historyPaths.list(SITE_HISTORY.collection, SITE_HISTORY.id), editor)).json<{
      versions: Version[];
    }>().versions;
    expect(phonesChange!.changes.map((c) => c.field)).toEqual(['phones']);
    const restore = { ...SITE_HISTORY, version: mottoChange!.id };
    const undo = await call('POST', historyPaths.restore, editor, restore);
    expect(undo.statusCode, undo.body).toBe(403);
    expect(undo.json()).toEqual(refusal('the phone numbers'));
    expect((await site()).phones).toEqual(CHANGES.phones(before));

    const undone = await call('POST', historyPaths.restore, owner, restore);
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await site()).phones).toEqual(before.phones);
  });

  it('the logo is the owner’s: an editor’s upload, alt text or reset is refused; other pictures are the editor’s too', async () => {
    const before = await site();
    const upload = async (slot: string, who: Record<string, string>, parts: Record<string, Part>) => {
      const form = await multipart(parts);
      return t.app.inject({
        method: 'PUT',
        url: `${API.site}/pictures/${slot}`,
        payload: form.payload,
        headers: { ...form.headers, ...who },
      });
    };
    const picture = async () => ({ picture: { bytes: await jpeg(400, 400), filename: 'logo.jpg', type: 'image/jpeg' } });
    for (const res of [
      await upload('logo', editor, await picture()),
      await upload('logo', editor, { pictureAlt: 'Our logo' }),
      await call('DELETE', `${API.site}/pictures/logo`, editor),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual(refusal('the logo'));
    }
    expect(await site()).toEqual(before);

    const welcome = await upload('welcome', editor, await picture());
    expect(welcome.statusCode, welcome.body).toBe(200);
    const logo = await upload('logo', owner, await picture());
    expect(logo.statusCode, logo.body).toBe(200);
    expect((await site()).pictures.logo.image).not.toEqual(before.pictures.logo.image);
    expect((await call('DELETE', `${API.site}/pictures/logo`, owner)).statusCode).toBe(200);
  });
});

describe('Delete forever', () => {
  it("is the owner's: an editor's is refused with 403 and the owner restores the item", async () => {
    expect((await call('DELETE', '/api/services/102', editor)).statusCode).toBe(200);
    const key = { collection: 'services', id: '102' };
    const listed = async () =>
      (await call('GET', trashPaths.list, owner)).json<{ items: TrashEntry[] }>().items.map((e) => `${e.collection}/${e.id}`);
    expect(await listed()).toContain('services/102');

    const res = await call('DELETE', trashPaths.forever(key), editor);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual({ message: TRASH_MESSAGES.foreverOwnersOnly });
    expect(await listed()).toContain('services/102');
    // Refused before anything is looked up: an editor learns nothing of what is not in the trash.
    expect((await call('DELETE', trashPaths.forever({ collection: 'services', id: '999' }), editor)).statusCode).toBe(403);

    const restored = await call('POST', trashPaths.restore, owner, key);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await call('GET', '/api/services/102', owner)).statusCode).toBe(200);

    expect((await call('DELETE', '/api/services/102', owner)).statusCode).toBe(200);
    const gone = await call('DELETE', trashPaths.forever(key), owner);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toEqual({ message: TRASH_MESSAGES.deletedForever });
    expect(await listed()).not.toContain('services/102');
  });
});
