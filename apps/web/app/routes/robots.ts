import type { Route } from './+types/robots';

/**
 * robots.txt: crawl everything public; the admin area and the API are not for search engines. The
 * disallows come first: some crawlers (Python's urllib.robotparser) take the first rule that matches.
 */
export function loader({ context }: Route.LoaderArgs) {
  const body = [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /api',
    'Allow: /',
    '',
    `Sitemap: ${context.content.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
