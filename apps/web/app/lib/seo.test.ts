import type { PictureRef } from '@firm/contract';
import { describe, expect, it } from 'vitest';
import { organizationJsonLd, publicUrlOf, seo } from './seo';
import { PUBLIC_LAYOUT } from './site';
import { SITE, asset } from './test-site';

/** An uploaded picture, at its content address. */
const HASH = 'ab'.repeat(32);
const upload = (over: Partial<PictureRef> = {}): PictureRef => ({
  asset: null,
  image: `/media/${HASH}.jpg`,
  variants: [],
  width: 1600,
  height: 1067,
  alt: '',
  focus: { x: 0.5, y: 0.5 },
  ...over,
});

const args = (pathname: string, publicUrl = 'https://example.org/', site = SITE) => ({
  location: { pathname },
  matches: [
    { id: 'root', loaderData: { publicUrl } },
    { id: PUBLIC_LAYOUT, loaderData: { site, services: [], links: [] } },
    { id: 'routes/services', loaderData: undefined },
  ],
});

const find = (tags: ReturnType<typeof seo>, key: string, value: string) =>
  tags.find((t) => (t as Record<string, unknown>)[key] === value) as Record<string, unknown> | undefined;

describe('seo', () => {
  it('reads the public origin from the root loader, without a trailing slash', () => {
    expect(publicUrlOf(args('/').matches)).toBe('https://example.org');
  });

  it('gives title, description, canonical link, Open Graph with an absolute image, and the firm as JSON-LD', () => {
    const tags = seo(args('/services'), { title: 'Services', description: 'What we do.' });
    expect(tags).toContainEqual({ title: 'Services | Shree Civil Engineering & Consultancy' });
    expect(tags).toContainEqual({ name: 'description', content: 'What we do.' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://example.org/services' });
    expect(find(tags, 'property', 'og:url')?.content).toBe('https://example.org/services');
    // The seeded preview picture's link preview, which the build cut around its centre.
    expect(find(tags, 'property', 'og:image')?.content).toMatch(/^https:\/\/example\.org\/img\/brand\/og-share\.[0-9a-f]{10}\.jpg$/);
    const ld = tags.filter((t) => 'script:ld+json' in t).map((t) => (t as Record<string, Record<string, unknown>>)['script:ld+json']);
    expect(ld).toHaveLength(1);
    expect(ld[0]?.['@type']).toBe('ProfessionalService');
    expect(ld[0]?.logo).toBe('https://example.org/img/brand/mark.svg');
    expect(tags.some((t) => (t as Record<string, unknown>).name === 'robots')).toBe(false);
  });

  it('adds page JSON-LD and noindex when asked; the home title is the firm name alone', () => {
    const tags = seo(args('/'), {
      title: 'Shree Civil Engineering & Consultancy',
      description: 'x',
      jsonLd: [{ '@type': 'ItemList' }],
      noindex: true,
    });
    expect(tags).toContainEqual({ title: 'Shree Civil Engineering & Consultancy' });
    expect(tags.filter((t) => 'script:ld+json' in t)).toHaveLength(2);
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('names the firm as the owner set it, and builds the page from the details when asked', () => {
    const site = { ...SITE, name: 'Renamed Firm', emails: ['new@example.org'] };
    const tags = seo(args('/about', undefined, site), (s) => ({ title: 'About US', description: `About ${s.name}.` }));
    expect(tags).toContainEqual({ title: 'About US | Renamed Firm' });
    expect(tags).toContainEqual({ name: 'description', content: 'About Renamed Firm.' });
    expect(find(tags, 'property', 'og:site_name')?.content).toBe('Renamed Firm');
    const ld = tags.find((t) => 'script:ld+json' in t) as { 'script:ld+json': Record<string, unknown> };
    expect(ld['script:ld+json']).toMatchObject({ name: 'Renamed Firm', email: 'new@example.org' });
  });

  it('gives the preview picture its size as served and what it shows', () => {
    const tags = seo(args('/services'), { title: 'Services', description: 'What we do.' });
    // The seeded preview picture as the build serves it: /img/brand/og.jpg, 1200 x 630.
    expect(find(tags, 'property', 'og:image:width')?.content).toBe('1200');
    expect(find(tags, 'property', 'og:image:height')?.content).toBe('630');
    expect(find(tags, 'property', 'og:image:alt')?.content).toBe('Shree Civil Engineering & Consultancy');
    expect(find(tags, 'name', 'twitter:image:alt')?.content).toBe('Shree Civil Engineering & Consultancy');

    const picture = upload({ width: 1600, height: 1067 });
    const detail = seo(args('/services/details/101'), {
      title: 'Bridge design',
      description: 'x',
      image: { picture, alt: 'Bridge design' },
    });
    expect(find(detail, 'property', 'og:image')?.content).toBe(`https://example.org/media/${HASH}-share-5000-5000.jpg`);
    expect(find(detail, 'property', 'og:image:width')?.content).toBe('1200');
    expect(find(detail, 'property', 'og:image:height')?.content).toBe('630');
    expect(find(detail, 'property', 'og:image:alt')?.content).toBe('Bridge design');
  });

  it('cuts the link preview around the focal point, and names a new one when the point moves (IMAGE-9)', () => {
    const page = (picture: PictureRef) =>
      seo(args('/services/details/101'), { title: 'Bridge design', description: 'x', image: { picture, alt: 'x' } });
    const left = page(upload({ focus: { x: 0, y: 0.5 } }));
    expect(find(left, 'property', 'og:image')?.content).toBe(`https://example.org/media/${HASH}-share-0-5000.jpg`);
    expect(find(left, 'name', 'twitter:image')?.content).toBe(`https://example.org/media/${HASH}-share-0-5000.jpg`);
    const moved = page(upload({ focus: { x: 0.25, y: 0.125 } }));
    expect(find(moved, 'property', 'og:image')?.content).toBe(`https://example.org/media/${HASH}-share-2500-1250.jpg`);

    // A picture smaller than 1200 px across keeps its own pixels, in the same shape.
    const small = page(upload({ width: 800, height: 800 }));
    expect(find(small, 'property', 'og:image:width')?.content).toBe('800');
    expect(find(small, 'property', 'og:image:height')?.content).toBe('420');
    // One stored before sizes were kept is cut all the same; its size is not said.
    const unsized = page(upload({ width: null, height: null }));
    expect(find(unsized, 'property', 'og:image')?.content).toBe(`https://example.org/media/${HASH}-share-5000-5000.jpg`);
    expect(find(unsized, 'property', 'og:image:width')).toBeUndefined();

    // A seeded picture with a point of the owner's: the server cuts it from its source, named by the source's hash.
    const seeded = page({ ...asset('services/101'), focus: { x: 0.9, y: 0.1 } });
    expect(find(seeded, 'property', 'og:image')?.content).toMatch(
      /^https:\/\/example\.org\/media\/asset-[0-9a-f]{10}-share-9000-1000\.jpg$/,
    );
    expect(find(seeded, 'property', 'og:image:width')?.content).toBe('1200');
    expect(find(seeded, 'property', 'og:image:height')?.content).toBe('630');
  });

  it("shows the link preview picture the owner uploaded, on every page and in the firm's JSON-LD", () => {
    const share = upload({ width: 1000, height: 500 });
    const tags = seo(args('/gallery', undefined, { ...SITE, pictures: { ...SITE.pictures, share } }), {
      title: 'Gallery',
      description: 'x',
    });
    expect(find(tags, 'property', 'og:image')?.content).toBe(`https://example.org/media/${HASH}-share-5000-5000.jpg`);
    // 1000 × 500 is wider than 1.91:1: the cut is its full height, 952 px of its width.
    expect(find(tags, 'property', 'og:image:width')?.content).toBe('952');
    expect(find(tags, 'property', 'og:image:height')?.content).toBe('500');
    const ld = tags.find((t) => 'script:ld+json' in t) as { 'script:ld+json': Record<string, unknown> };
    expect(ld['script:ld+json']['image']).toBe(`https://example.org/media/${HASH}-share-5000-5000.jpg`);
    // The logo stays whole.
    expect(ld['script:ld+json']['logo']).toBe('https://example.org/img/brand/mark.svg');
  });

  it('describes the firm with address, phone and opening hours', () => {
    const org = organizationJsonLd('https://example.org', SITE);
    expect(org.telephone).toBe('+91 98765 43210');
    expect(org.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'IN' });
    expect(org.openingHoursSpecification).toMatchObject({ opens: '10:00', closes: '20:00' });
    expect(org.openingHoursSpecification).toMatchObject({
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    });
  });

  it('gives the price range the owner set, and the office coordinates only once set', () => {
    const seeded = organizationJsonLd('https://example.org', SITE);
    expect(seeded.priceRange).toBe('₹₹');
    expect(seeded).not.toHaveProperty('geo');
    const placed = organizationJsonLd('https://example.org', {
      ...SITE,
      geo: { latitude: 21.1959, longitude: 72.8302 },
      priceRange: '₹5,000 - ₹50,000',
    });
    expect(placed.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 21.1959, longitude: 72.8302 });
    expect(placed.priceRange).toBe('₹5,000 - ₹50,000');
    expect(organizationJsonLd('https://example.org', { ...SITE, priceRange: '' })).not.toHaveProperty('priceRange');
  });

  it('names the people a page shows as the firm’s employees, a registration and a photo only when given', () => {
    const anita = { _id: '2', title: 'Anita Joshi', hidden: false, role: 'Draughtswoman', qualification: 'Diploma in Civil Engineering' };
    const people = [
      { ...anita, registration: '', photo: null },
      { ...anita, _id: '3', title: 'Er. Kiran Desai', registration: 'SMC/ENG/1234', photo: upload({ alt: 'Kiran' }) },
    ];
    const [first, second] = organizationJsonLd('https://example.org', SITE, people).employee as Record<string, unknown>[];
    expect(first).toEqual({
      '@type': 'Person',
      name: 'Anita Joshi',
      jobTitle: 'Draughtswoman',
      hasCredential: [{ '@type': 'EducationalOccupationalCredential', credentialCategory: 'degree', name: 'Diploma in Civil Engineering' }],
    });
    expect(second?.hasCredential).toContainEqual({
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'registration',
      identifier: 'SMC/ENG/1234',
    });
    expect(second?.image).toBe(`https://example.org/media/${HASH}.jpg`);
    expect(organizationJsonLd('https://example.org', SITE, [])).not.toHaveProperty('employee');
  });
});
