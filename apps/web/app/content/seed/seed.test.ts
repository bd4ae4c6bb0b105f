import { COLLECTIONS, siteDetailsSchema } from '@firm/contract';
import { describe, expect, it } from 'vitest';
import courses from './courses.json';
import downloads from './downloads.json';
import gallery from './gallery.json';
import projects from './projects.json';
import services from './services.json';
import site from './site.json';

/** A fresh site's content (SITE-5) carries the texts the requirements fix, word for word. */
describe('the seed of a fresh site', () => {
  it('has the ten services of SITE-3 with their ids, each with a detail text', () => {
    expect(services.map((s) => [s.id, s.title])).toEqual([
      ['101', 'Building permission/approval'],
      ['102', 'Planning'],
      ['103', 'Building Design'],
      ['104', 'Layout and Land development'],
      ['105', 'Building modernization'],
      ['106', 'Planning and Supervision'],
      ['107', 'Architecture and Interior'],
      ['108', 'Online Development'],
      ['109', 'Business Training'],
      ['110', '3D, Elevation and Walkthrough'],
    ]);
    for (const s of services) expect(s.paragraphs.match(/<p>/g)?.length, s.title).toBeGreaterThanOrEqual(2);
  });

  it('has one example project, hidden, so the owner sees how one looks without visitors seeing it', () => {
    expect(projects.map((p) => [p.id, p.hidden])).toEqual([['1', true]]);
    expect(COLLECTIONS.projects.fieldsSchema.safeParse({ ...projects[0], year: String(projects[0]!.year) }).success).toBe(true);
  });

  it('has the six courses with the spellings of COURSES-1', () => {
    expect(courses.map((c) => [c.id, c.title])).toEqual([
      ['101', 'BASIC'],
      ['102', 'BASIC COMBO'],
      ['103', 'ALL COMBO'],
      ['104', 'COMMERICAL COMBO'],
      ['105', 'COMMERICAL LAYOUT'],
      ['106', 'RESIDENTIAL LAYOUT'],
    ]);
  });

  it('has the site details the API accepts: the eight Why Choose items of HOME-4, the eight reasons of SITE-4, the chat text', () => {
    const details = siteDetailsSchema.parse(site);
    // Their titles, word for word, are checked on the home page itself (e2e/tests/home.spec.ts).
    expect(details.whyChoose).toHaveLength(8);
    expect(details.reasons).toHaveLength(8);
    expect(details.chatText).toBe('Hello, I would like to inquire about your services.');
    expect(details.founded).toBe('2020-05-05');
  });

  it('says "more than" a figure without a "+" after it, which would say "more" twice', () => {
    const texts = JSON.stringify(site);
    expect(texts).not.toMatch(/more than [\d,]+\+/i);
    expect(texts.match(/more than 50,000 /gi)).toHaveLength(4);
  });

  it('has the 38 gallery pictures of GALLERY-1, each described, and 17 downloads', () => {
    expect(gallery).toHaveLength(38);
    for (const g of gallery) expect(g.title.length, g.picture).toBeGreaterThan(10);
    expect(downloads).toHaveLength(17);
  });
});
