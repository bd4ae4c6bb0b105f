/**
 * The Projects collection (the firm's proof of work): the hidden example of a fresh site, a page of projects filtered
 * by kind and place without JavaScript, a page each with its pictures and JSON-LD, the latest three on the home page,
 * and the sitemap; rendered by the real web build.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProjectItem } from '@firm/contract';
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

const page = async (url: string) => {
  const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
/** The titles of the project cards on a page, in order. */
const cardTitles = (html: string) => [...html.matchAll(/<a [^>]*href="\/projects\/details\/[^"]+"[^>]*>([^<]+)</g)].map((m) => m[1]);

async function add(fields: Record<string, string>, width: number, more: Record<string, Part> = {}): Promise<ProjectItem> {
  const form = await multipart({
    summary: `About ${fields['title']}.`,
    paragraphs: `<p>The account of ${fields['title']}.</p>`,
    picture: { bytes: await jpeg(width, 100), filename: 'main.jpg', type: 'image/jpeg' },
    ...fields,
    ...more,
  });
  const res = await t.app.inject({ method: 'POST', url: '/api/projects', payload: form.payload, headers: { ...form.headers, ...auth } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().item as ProjectItem;
}

describe('projects', () => {
  it('a fresh site has one example project, hidden, with its four pictures; visitors see none, and the page says so', async () => {
    const owner = (await t.app.inject({ url: '/api/projects', headers: auth })).json().items as ProjectItem[];
    expect(owner.map((p) => [p._id, p.hidden, p.kind])).toEqual([['1', true, 'residential']]);
    expect([owner[0]!.picture, owner[0]!.picture2, owner[0]!.picture3, owner[0]!.picture4].every((p) => p?.asset)).toBe(true);
    expect((await t.app.inject({ url: '/api/projects' })).json().items).toEqual([]);
    expect(text(await page('/projects'))).toContain('Our finished projects will be shown here soon.');
    // The home page has no empty section for them.
    expect(await page('/')).not.toContain('Our Latest Projects');
  });

  it('are filtered by kind and by place with plain links; the home page shows the latest three by year', async () => {
    await add({ title: 'Shops at Adajan', kind: 'commercial', place: 'Adajan, Surat', year: '2021' }, 201);
    await add({ title: 'A row of houses', kind: 'residential', place: 'Vesu, Surat', year: '2023' }, 202);
    await add({ title: 'Plots at Kamrej', kind: 'layout', place: 'Kamrej', year: '2019' }, 203);
    await add({ title: 'A bungalow by the river', kind: 'residential', place: 'Adajan, Surat', year: '2024' }, 204);

    const all = await page('/projects');
    expect(cardTitles(all)).toEqual(['Shops at Adajan', 'A row of houses', 'Plots at Kamrej', 'A bungalow by the river']);
    // Only the kinds there are, after All; each link keeps the other filter.
    const kinds = [...all.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(All|Residential|Commercial|Layout|Industrial|Other)</g)].map((m) => m[2]);
    expect(kinds.slice(0, 4)).toEqual(['All', 'Residential', 'Commercial', 'Layout']);
    expect(cardTitles(await page('/projects?kind=residential'))).toEqual(['A row of houses', 'A bungalow by the river']);
    expect(cardTitles(await page('/projects?kind=residential&place=Adajan%2C%20Surat'))).toEqual(['A bungalow by the river']);
    expect(await page('/projects?kind=residential')).toContain('href="/projects?kind=residential&amp;place=Adajan%2C+Surat"');
    // An unknown kind or place is no filter (and no page of its own in the page cache); a kind with none says so and leads back.
    expect(cardTitles(await page('/projects?kind=bridges'))).toHaveLength(4);
    expect(cardTitles(await page('/projects?place=Nowhere'))).toHaveLength(4);
    expect(text(await page('/projects?kind=industrial'))).toContain('No project matches these filters. Show all projects');

    const home = await page('/');
    const section = home.slice(home.indexOf('Our Latest Projects'));
    expect(cardTitles(section).slice(0, 3)).toEqual(['A bungalow by the river', 'A row of houses', 'Shops at Adajan']);
    expect(text(section)).toContain('Residential · Adajan, Surat · 2024');
  });

  it('a project’s page shows its facts and every picture with its alt text, and tells search engines what it is', async () => {
    const project = await add(
      {
        title: 'Trade centre at Varachha',
        kind: 'commercial',
        place: 'Varachha, Surat',
        year: '2022',
        client: 'Shree Traders',
        pictureAlt: 'The centre from the road',
      },
      205,
      { picture3: { bytes: await jpeg(206, 100), filename: 'inside.jpg', type: 'image/jpeg' }, picture3Alt: 'The atrium' } as Record<
        string,
        Part
      >,
    );
    expect([project.picture2, project.picture3?.alt, project.picture4]).toEqual([null, 'The atrium', null]);
    const html = await page(`/projects/details/${project._id}`);
    expect(text(html)).toContain('Kind Commercial Place Varachha, Surat Year 2022 Client Shree Traders');
    expect(html).toContain('alt="The centre from the road"');
    expect(html).toContain('alt="The atrium"');
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
      .find((o) => o['@type'] === 'CreativeWork');
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      name: 'Trade centre at Varachha',
      description: 'The account of Trade centre at Varachha.',
      url: `http://site.test/projects/details/${project._id}`,
      creator: { '@id': 'http://site.test/#organization' },
      genre: 'Commercial',
      locationCreated: { '@type': 'Place', name: 'Varachha, Surat' },
      dateCreated: '2022',
      image: `http://site.test${project.picture.image}`,
    });
    // The hidden example has no page, and is not in the sitemap; the shown ones are.
    expect((await t.app.inject({ url: '/projects/details/1', headers: { accept: 'text/html' } })).statusCode).toBe(404);
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).toContain('<loc>http://site.test/projects</loc>');
    expect(sitemap).toContain(`<loc>http://site.test/projects/details/${project._id}</loc>`);
    expect(sitemap).not.toContain('<loc>http://site.test/projects/details/1</loc>');
  });
});
