import { OFFERS_PATH } from '~/components/home/offers';
import { courseLink, serviceLink } from '~/lib/site';
import { contentReads } from '~/lib/content-reads';
import type { Route } from './+types/sitemap';

/** The public pages of ROUTE-1 and the offers page (ROUTE-4: the admin area is left out on purpose). */
const PAGES = ['/', '/about', '/services', '/courses', '/gallery', '/download', '/contact', OFFERS_PATH];

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml: every public URL, absolute with the server's PUBLIC_URL; hidden services and courses are not read, so not listed. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const origin = context.site.publicUrl;
  const data = contentReads(context, request);
  const [services, courses] = await Promise.all([data.services(), data.courses()]);
  const paths = [...PAGES, ...services.map((s) => serviceLink(s._id)), ...courses.map((c) => courseLink(c._id))];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
