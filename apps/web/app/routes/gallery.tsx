import { GalleryGrid } from '~/components/gallery/GalleryGrid';
import { PageBanner } from '~/components/layout/PageBanner';
import { GALLERY } from '~/content/gallery';
import { SITE } from '~/content/site';
import { seo } from '~/lib/seo';
import type { Route } from './+types/gallery';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Gallery',
    description: `Drawings, plans, elevations, layouts and construction sites by ${SITE.name}: ${GALLERY.length} pictures of our work.`,
  });

export default function Gallery() {
  return (
    <>
      <PageBanner title="Gallery" />
      <div className="mx-auto max-w-site-lg px-4 py-12">
        <GalleryGrid items={GALLERY} />
      </div>
    </>
  );
}
