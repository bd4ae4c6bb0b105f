import type { Route } from './+types/robots';

/** robots.txt: crawl everything public; the admin area and the API are not for search engines. */
export function loader({ context }: Route.LoaderArgs) {
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api', '', `Sitemap: ${context.site.publicUrl}/sitemap.xml`, ''].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
