import { richTextPlain } from '@firm/contract';
import { contentReads } from '~/lib/content-reads';
import type { Route } from './+types/manifest';

/** The theme's navy (app.css --color-navy-800): the browser's bar and the splash screen. */
const THEME_COLOR = '#102a54';

/** manifest.webmanifest: the firm's name as the owner set it, icons and colours for "add to home screen". */
export async function loader({ context, request }: Route.LoaderArgs) {
  const site = await contentReads(context, request).details();
  const manifest = {
    name: site.name,
    short_name: site.shortName,
    description: richTextPlain(site.about),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
