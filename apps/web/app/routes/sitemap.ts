import { itemPages, sitemapPages, type ItemBase } from '@firm/contract';
import { contentReads } from '~/lib/content-reads';
import type { Route } from './+types/sitemap';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * sitemap.xml: every public URL, absolute with the server's PUBLIC_URL: the pages of ROUTE-1 and the offers page
 * (ROUTE-4: the admin area is left out on purpose), then each visible item that has a page; hidden items are not
 * read, so not listed.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const origin = context.content.publicUrl;
  // Each collection the server serves has its read under its slug (ContentReads).
  const reads = contentReads(context, request) as unknown as Record<string, () => Promise<ItemBase[]>>;
  const { collections } = context;
  const items = await Promise.all(
    itemPages(collections).map(async ({ slug, path }) => (await reads[slug]!()).map((item) => path(item._id))),
  );
  const paths = [...sitemapPages(collections), ...items.flat()];
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
