import { GalleryGrid } from '~/components/gallery/gallery-grid';
import { PageBanner } from '~/components/layout/page-banner';
import { Container } from '~/components/ui/container';
import { seo } from '~/lib/seo';
import { contentReads } from '~/lib/content-reads';
import type { Route } from './+types/gallery';

export async function loader({ context, request }: Route.LoaderArgs) {
  return { gallery: await contentReads(context, request).gallery() };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, (site) => ({
    title: 'Gallery',
    description: `Drawings, plans, elevations, layouts and construction sites by ${site.name}: ${args.loaderData?.gallery.length ?? 0} pictures of our work.`,
  }));

export default function Gallery({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Gallery" />
      <Container className="py-12">
        <GalleryGrid items={loaderData.gallery} />
      </Container>
    </>
  );
}
