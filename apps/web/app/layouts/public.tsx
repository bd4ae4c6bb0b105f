import { Outlet } from 'react-router';
import { menuLinks } from '@firm/contract';
import { ClosingBand } from '~/components/layout/closing-band';
import { Footer } from '~/components/layout/footer';
import { FloatingButtons } from '~/components/layout/floating-buttons';
import { TopBar } from '~/components/layout/top-bar';
import { PreviewBanner } from '~/components/layout/preview-banner';
import { useCountVisits } from '~/components/layout/use-count-visits';
import { useScrollPositions } from '~/components/layout/use-scroll-positions';
import { notAfterPost } from '~/lib/revalidate';
import { contentReads } from '~/lib/content-reads';
import { pageDetailsOf, type PublicLayoutData } from '~/lib/site';
import type { Route } from './+types/public';

/**
 * The site details, the menu's links, the services of the menu and the footer and the pages' own banners, for every
 * public page (lib/site.ts hands them to the components). Only the services' ids and titles, and not the home page's texts:
 * those are the pages' own.
 */
export async function loader({ context, request }: Route.LoaderArgs): Promise<PublicLayoutData> {
  const data = contentReads(context, request);
  const [site, services, banners] = await Promise.all([data.details(), data.services(), data.banners()]);
  return {
    site: pageDetailsOf(site),
    services: services.map(({ _id, title }) => ({ _id, title })),
    links: menuLinks(context.collections),
    // The newest visible banner of each page.
    banners: Object.fromEntries(banners.toReversed().map((b) => [b.page, b.picture])),
    ...(context.preview && { preview: true as const }),
  };
}

export const shouldRevalidate = notAfterPost;

/**
 * Every public page: the fixed top bar, the page, the closing band (a landmark of its own: the same on every page,
 * so not the page's main content), the footer, and the two floating buttons in the footer's landmark.
 */
export default function PublicLayout() {
  useScrollPositions();
  useCountVisits();
  return (
    <>
      <TopBar />
      <main id="main" tabIndex={-1} className="min-h-[60vh] pt-[var(--header-h)] focus:outline-none">
        <PreviewBanner />
        <Outlet />
      </main>
      <ClosingBand />
      <Footer>
        <FloatingButtons />
      </Footer>
    </>
  );
}
