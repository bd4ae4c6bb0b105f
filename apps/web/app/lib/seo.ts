import type { MetaDescriptor } from 'react-router';
import { hoursText, richTextPlain, type PersonItem, type PictureRef } from '@firm/contract';
import { shareImageOf, shareSizeOf, wholeImageOf } from './picture-manifest';
import { fullAddress, publicLayoutDataOf, type PageSiteDetails } from './site';

/** What a page says about itself. */
export interface PageSeo {
  title: string;
  description: string;
  /** The preview picture and what it shows; the owner's link preview picture, showing the firm's name, when absent. */
  image?: { picture: PictureRef; alt: string };
  /** Extra schema.org objects for this page (the firm's own is always added). */
  jsonLd?: Record<string, unknown>[];
  /** Pages that must not be indexed (404, admin). */
  noindex?: boolean;
  /** The firm's people the page shows (About): the firm's JSON-LD names them as its employees. */
  people?: PersonItem[];
}

/** The part of a route's meta arguments the helper reads: the root loader's publicUrl, the public layout's site details, and the path. */
export interface SeoArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/** The site's public origin, as the root loader read it from the server's PUBLIC_URL. */
export function publicUrlOf(matches: SeoArgs['matches']): string {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { publicUrl?: string } | undefined;
  return (root?.publicUrl ?? '').replace(/\/+$/, '');
}

/** The site details as the public layout's loader read them, for a meta function. */
export function siteOf(matches: SeoArgs['matches']): PageSiteDetails | undefined {
  return publicLayoutDataOf(matches)?.site;
}

/** A person of the firm as schema.org has them: their role as jobTitle, their qualification as a credential. */
function personJsonLd(origin: string, person: PersonItem): Record<string, unknown> {
  return {
    '@type': 'Person',
    name: person.title,
    jobTitle: person.role,
    hasCredential: [
      { '@type': 'EducationalOccupationalCredential', credentialCategory: 'degree', name: person.qualification },
      ...(person.registration
        ? [{ '@type': 'EducationalOccupationalCredential', credentialCategory: 'registration', identifier: person.registration }]
        : []),
    ],
    ...(person.photo && { image: `${origin}${wholeImageOf(person.photo)}` }),
  };
}

/** schema.org description of the firm: address, phone, hours (on every public page), and its people where a page shows them. */
export function organizationJsonLd(origin: string, site: PageSiteDetails, people: PersonItem[] = []): Record<string, unknown> {
  const a = site.address;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${origin}/#organization`,
    name: site.name,
    url: `${origin}/`,
    logo: `${origin}${wholeImageOf(site.pictures.logo)}`,
    image: `${origin}${shareImageOf(site.pictures.share)}`,
    slogan: site.motto,
    foundingDate: site.founded,
    telephone: site.phones[0],
    email: site.emails[0],
    address: {
      '@type': 'PostalAddress',
      streetAddress: a.street,
      addressLocality: a.city,
      addressRegion: a.region,
      postalCode: a.postalCode,
      addressCountry: a.country,
    },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: site.openingDays,
      opens: site.opens,
      closes: site.closes,
    },
    description: `${richTextPlain(site.about)} Office: ${fullAddress(site)}. ${hoursText(site)}.`,
    sameAs: [site.videoChannel.url, site.firmUrl],
    ...(site.geo && { geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude } }),
    ...(site.priceRange && { priceRange: site.priceRange }),
    ...(people.length > 0 && { employee: people.map((person) => personJsonLd(origin, person)) }),
  };
}

/**
 * Title, description, canonical link, Open Graph, Twitter card and JSON-LD of a public page, with the
 * firm's name and details as the owner set them. `page` may be made from the site details.
 * Use in a route: `export const meta: Route.MetaFunction = (args) => seo(args, { title, description })`.
 */
export function seo(args: SeoArgs, about: PageSeo | ((site: PageSiteDetails) => PageSeo)): MetaDescriptor[] {
  const site = siteOf(args.matches);
  // Without the layout's data the page failed before it could be shown: the error page has its own title.
  if (!site) return [];
  const page = typeof about === 'function' ? about(site) : about;
  const origin = publicUrlOf(args.matches);
  const url = `${origin}${args.location.pathname}`;
  // The link preview is cut around the focal point at the platforms' 1.91:1, which they show whole (decision 064).
  const preview = page.image ?? { picture: site.pictures.share, alt: site.pictures.share.alt || site.name };
  const image = `${origin}${shareImageOf(preview.picture)}`;
  const size = shareSizeOf(preview.picture);
  const title = page.title === site.name ? page.title : `${page.title} | ${site.name}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    ...(size
      ? [
          { property: 'og:image:width', content: String(size.width) },
          { property: 'og:image:height', content: String(size.height) },
        ]
      : []),
    { property: 'og:image:alt', content: preview.alt },
    { property: 'og:locale', content: 'en_IN' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: preview.alt },
    { 'script:ld+json': organizationJsonLd(origin, site, page.people) },
  ];
  // A preview is the admin's alone (PREVIEW-2): never indexed, and never counted (use-count-visits.ts reads this tag).
  if (page.noindex || publicLayoutDataOf(args.matches)?.preview) tags.push({ name: 'robots', content: 'noindex' });
  for (const item of page.jsonLd ?? []) tags.push({ 'script:ld+json': item });
  return tags;
}
