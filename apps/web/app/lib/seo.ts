import type { MetaDescriptor } from 'react-router';
import { SITE, fullAddress } from '../content/site';

/** What a page says about itself. */
export interface PageSeo {
  title: string;
  description: string;
  /** Absolute-path URL of the preview picture; the firm's picture when absent. */
  image?: string;
  /** Extra schema.org objects for this page (the firm's own is always added). */
  jsonLd?: Record<string, unknown>[];
  /** Pages that must not be indexed (404, admin). */
  noindex?: boolean;
}

/** The part of a route's meta arguments the helper reads: the root loader's publicUrl and the path. */
export interface SeoArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

const DEFAULT_IMAGE = `/img/${SITE.ogImage}.jpg`;

/** The site's public origin, as the root loader read it from the server's PUBLIC_URL. */
export function publicUrlOf(matches: SeoArgs['matches']): string {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { publicUrl?: string } | undefined;
  return (root?.publicUrl ?? '').replace(/\/+$/, '');
}

/** schema.org description of the firm: address, phone, hours (on every public page). */
export function organizationJsonLd(origin: string): Record<string, unknown> {
  const a = SITE.address;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${origin}/#organization`,
    name: SITE.name,
    url: `${origin}/`,
    logo: `${origin}/img/brand/logo.svg`,
    image: `${origin}${DEFAULT_IMAGE}`,
    slogan: SITE.motto,
    foundingDate: SITE.founded,
    telephone: SITE.phone,
    email: SITE.emails[0],
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
      dayOfWeek: SITE.openingHours.days,
      opens: SITE.openingHours.opens,
      closes: SITE.openingHours.closes,
    },
    description: `${SITE.about} Office: ${fullAddress()}. ${SITE.hours}.`,
    sameAs: [SITE.videoChannel.url, SITE.url],
  };
}

/**
 * Title, description, canonical link, Open Graph, Twitter card and JSON-LD of a public page.
 * Use in a route: `export const meta: Route.MetaFunction = (args) => seo(args, { title, description })`.
 */
export function seo(args: SeoArgs, page: PageSeo): MetaDescriptor[] {
  const origin = publicUrlOf(args.matches);
  const url = `${origin}${args.location.pathname}`;
  const image = `${origin}${page.image ?? DEFAULT_IMAGE}`;
  const title = page.title === SITE.name ? page.title : `${page.title} | ${SITE.name}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:locale', content: 'en_IN' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: image },
    { 'script:ld+json': organizationJsonLd(origin) },
  ];
  if (page.noindex) tags.push({ name: 'robots', content: 'noindex' });
  for (const item of page.jsonLd ?? []) tags.push({ 'script:ld+json': item });
  return tags;
}
