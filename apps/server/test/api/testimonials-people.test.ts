/**
 * What clients say (`testimonials`) and the firm's people (`people`): their API, which starts empty as nothing is
 * seeded for them, and what the pages rendered by the real web build show of their visible items: quotes on the home
 * page and About, absent while there are none; the people's cards on About and in the firm's JSON-LD as employees.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES, type PersonItem, type TestimonialItem } from '@firm/contract';
import { loadContext } from '../../src/pages/load-context.js';
import { adminToken, freshApp } from '../helpers.js';
import { WEB_BUILD, needsWebBuild } from '../fixtures/web-build.js';
import { jpeg } from '../fixtures/images.js';
import { multipart, type Part } from './contact-helpers.js';

needsWebBuild();
const t = freshApp({ webBuildDir: WEB_BUILD, publicUrl: 'http://site.test' });
let auth: Record<string, string>;
beforeEach(async () => {
  auth = { authorization: `Bearer ${await adminToken(t.app)}` };
});

async function add(slug: 'testimonials' | 'people', parts: Record<string, Part>) {
  const form = await multipart(parts);
  return t.app.inject({ method: 'POST', url: `/api/${slug}`, payload: form.payload, headers: { ...form.headers, ...auth } });
}
const list = async (slug: 'testimonials' | 'people', headers: Record<string, string> = {}) =>
  (await t.app.inject({ url: `/api/${slug}`, headers })).json().items as { _id: string; title: string; hidden: boolean }[];
const hide = (slug: string, id: string) =>
  t.app.inject({ method: 'PUT', url: `/api/${slug}/${id}`, payload: { hidden: true }, headers: auth });
const page = async (url: string) => {
  const res = await t.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};

const QUOTE = 'They got our bungalow’s plan passed in three weeks, and came to the site whenever we asked.';
const ramesh = { title: 'Ramesh Patel', place: 'Bungalow owner, Surat', quote: QUOTE };
const engineer = {
  title: 'Er. Kiran Desai',
  role: 'Structural engineer',
  qualification: 'B.E. Civil, M.E. Structures',
  registration: 'SMC/ENG/1234',
};

/** The firm's JSON-LD on a page. */
const organisationOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
    .map(([, json]) => JSON.parse(json!) as Record<string, unknown>)
    .find((ld) => ld['@type'] === 'ProfessionalService');

describe('what clients say', () => {
  it('starts empty: nothing is seeded', async () => {
    expect(await list('testimonials', auth)).toEqual([]);
    expect(await list('people', auth)).toEqual([]);
  });

  it('takes a quote with its name, place and photo; a hidden one leaves the public list and reads', async () => {
    const photo = { bytes: await jpeg(120, 120), filename: 'ramesh.jpg', type: 'image/jpeg' };
    const res = await add('testimonials', { ...ramesh, photo, photoAlt: 'Ramesh Patel at his new house' });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json().item as TestimonialItem;
    expect(res.json().message).toBe(CONTENT_MESSAGES.added);
    expect(item).toMatchObject({ _id: '1', ...ramesh, hidden: false, photo: { alt: 'Ramesh Patel at his new house', width: 120 } });
    const second = (await add('testimonials', { title: 'Meena Shah', quote: 'Clear drawings.' })).json().item as TestimonialItem;
    expect(second).toMatchObject({ place: '', photo: null });
    expect((await list('testimonials')).map((i) => i.title)).toEqual(['Ramesh Patel', 'Meena Shah']);
    expect((await hide('testimonials', second._id)).statusCode).toBe(200);
    expect((await list('testimonials')).map((i) => i.title)).toEqual(['Ramesh Patel']);
    expect((await loadContext(t.app).content.testimonials()).map((i) => i.title)).toEqual(['Ramesh Patel']);
    expect((await list('testimonials', auth)).map((i) => [i.title, i.hidden])).toEqual([
      ['Ramesh Patel', false],
      ['Meena Shah', true],
    ]);
  });

  it('says what is missing or too long, and adds nothing', async () => {
    const { quote: _quote, ...noQuote } = ramesh;
    const { title: _title, ...noName } = ramesh;
    for (const [parts, message] of [
      [noQuote, 'Quote is required'],
      [{ ...ramesh, quote: 'x'.repeat(401) }, 'Quote must be at most 400 characters'],
      [noName, 'Name is required'],
    ] as const) {
      const res = await add('testimonials', parts);
      expect([res.statusCode, res.json()]).toEqual([400, { message }]);
    }
    expect(await list('testimonials', auth)).toEqual([]);
  });

  it('the home page and About have no section of quotes while none is visible, and show each visible one', async () => {
    for (const url of ['/', '/about']) {
      const html = await page(url);
      expect(html, url).not.toContain('What clients say');
      expect(html, url).not.toContain('<blockquote class="flex-1');
      expect(html, url).not.toContain('<figure');
    }
    const hidden = (await add('testimonials', { ...ramesh, hidden: 'true' })).json().item as TestimonialItem;
    expect(hidden.hidden).toBe(true);
    expect(await page('/about')).not.toContain('What clients say');
    await t.app.inject({ method: 'PUT', url: `/api/testimonials/${hidden._id}`, payload: { hidden: false }, headers: auth });
    for (const url of ['/', '/about']) {
      const html = await page(url);
      expect(html, url).toContain('<h2 id="testimonials"');
      const figure = /<figure[^>]*>([\s\S]*?)<\/figure>/.exec(html)?.[1] ?? '';
      expect(/<blockquote[^>]*>([\s\S]*?)<\/blockquote>/.exec(figure)?.[1], url).toBe(QUOTE);
      const caption = /<figcaption[^>]*>([\s\S]*?)<\/figcaption>/.exec(figure)?.[1] ?? '';
      expect(
        caption
          .replace(/<[^>]+>/g, '|')
          .split('|')
          .filter(Boolean),
        url,
      ).toEqual(['Ramesh Patel', 'Bungalow owner, Surat']);
    }
  });
});

describe('the firm’s people', () => {
  it('takes a person with an optional registration; role and qualification are required', async () => {
    const res = await add('people', engineer);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().item).toMatchObject({ _id: '1', ...engineer, photo: null, hidden: false });
    const { registration: _registration, ...unregistered } = engineer;
    expect((await add('people', { ...unregistered, title: 'Anita Joshi' })).json().item).toMatchObject({ registration: '' });
    for (const name of ['role', 'qualification'] as const) {
      const { [name]: _left, ...parts } = engineer;
      const refused = await add('people', parts);
      expect([refused.statusCode, refused.json()]).toEqual([400, { message: `${name === 'role' ? 'Role' : 'Qualification'} is required` }]);
    }
    expect((await list('people')).map((p) => p.title)).toEqual(['Er. Kiran Desai', 'Anita Joshi']);
  });

  it('are on About as cards and in the firm’s JSON-LD as its employees, the visible ones only; nowhere while none', async () => {
    const empty = await page('/about');
    expect(empty).not.toContain('Our people');
    expect(organisationOf(empty)).not.toHaveProperty('employee');
    const photo = { bytes: await jpeg(90, 120), filename: 'kiran.jpg', type: 'image/jpeg' };
    const kiran = (await add('people', { ...engineer, photo })).json().item as PersonItem;
    const hidden = (await add('people', { ...engineer, title: 'Not yet shown', hidden: 'true' })).json().item as PersonItem;
    expect(hidden.hidden).toBe(true);
    const html = await page('/about');
    expect(html).toContain('<h2 id="people"');
    const card = /<h3[^>]*>Er\. Kiran Desai<\/h3>([\s\S]*?)<\/li>/.exec(html)?.[1] ?? '';
    expect(
      card
        .replace(/<[^>]+>/g, '|')
        .split('|')
        .filter(Boolean),
    ).toEqual(['Structural engineer', 'B.E. Civil, M.E. Structures', 'Registration no. SMC/ENG/1234']);
    // Without alt text of the owner's, the photo reads the name.
    expect(html).toContain(`alt="Er. Kiran Desai"`);
    expect(html).not.toContain('Not yet shown');
    expect(organisationOf(html)?.employee).toEqual([
      {
        '@type': 'Person',
        name: 'Er. Kiran Desai',
        jobTitle: 'Structural engineer',
        hasCredential: [
          { '@type': 'EducationalOccupationalCredential', credentialCategory: 'degree', name: 'B.E. Civil, M.E. Structures' },
          { '@type': 'EducationalOccupationalCredential', credentialCategory: 'registration', identifier: 'SMC/ENG/1234' },
        ],
        image: `http://site.test${kiran.photo!.image}`,
      },
    ]);
    // Other pages describe the firm without its people.
    expect(organisationOf(await page('/contact'))).not.toHaveProperty('employee');
  });
});
