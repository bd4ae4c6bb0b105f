import './lib/zod-without-eval';
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/root';
import type { SiteUnavailable as SiteUnavailableDetails } from '@firm/contract';
import { SiteUnavailable } from './components/layout/site-unavailable';
import { useCspNonce } from './lib/csp-nonce';
import notoSansRegular from './generated/fonts/noto-sans-400.woff2?url';
import './app.css';

/** The public origin for canonical links and Open Graph (the server's PUBLIC_URL), read by lib/seo.ts. */
export function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.content.publicUrl };
}

/** The public URL never changes while the server runs: no reload after a form's POST (which could fail with the server down). */
export const shouldRevalidate = () => false;

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon-32.png', type: 'image/png', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  // Every page's text starts in the regular weight: fetched with the stylesheet, not after it (QUALITY-4).
  { rel: 'preload', href: notoSansRegular, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useCspNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#102a54" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // The server's answer while its database cannot (apps/server/src/pages/load-context.ts).
  if (isRouteErrorResponse(error) && error.status === 503)
    return <SiteUnavailable details={(error.data ?? {}) as SiteUnavailableDetails} />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-navy-900">{notFound ? 'Page not found' : 'Something went wrong'}</h1>
      <p className="mt-4">
        <a href="/" className="font-semibold text-navy-700 underline">
          Back to the home page
        </a>
      </p>
    </main>
  );
}
