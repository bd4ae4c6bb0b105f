import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { COLLECTIONS, collectionRoutes } from '@firm/contract';

export default [
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('manifest.webmanifest', 'routes/manifest.ts'),
  layout('layouts/public.tsx', [
    index('routes/home.tsx'),
    route('about', 'routes/about.tsx'),
    // Each collection's page and its items' pages, named after them (collection-pages.ts).
    ...collectionRoutes(COLLECTIONS).map(([path, file]) => route(path, file)),
    route('contact', 'routes/contact.tsx'),
    route('offers', 'routes/offers.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  layout('layouts/admin.tsx', [
    route('admin/login', 'routes/admin-login.tsx'),
    route('admin/dashboard', 'routes/admin-dashboard.tsx'),
    route('admin/forgot-password', 'routes/admin-forgot-password.tsx'),
    route('admin/reset-password', 'routes/admin-reset-password.tsx'),
    route('admin/accept-invitation', 'routes/admin-accept-invitation.tsx'),
  ]),
] satisfies RouteConfig;
