import { DownloadCard } from '~/components/download/download-card';
import { PageBanner } from '~/components/layout/page-banner';
import { Container } from '~/components/ui/container';
import { seo } from '~/lib/seo';
import { contentReads } from '~/lib/content-reads';
import type { Route } from './+types/download';

export async function loader({ context, request }: Route.LoaderArgs) {
  return { downloads: await contentReads(context, request).downloads() };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, (site) => ({
    title: 'Download',
    description: site.descriptions.download,
  }));

export default function Download({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Download" />
      <Container className="py-12">
        <ul className="grid gap-3 sm:grid-cols-3 sm:gap-4 md:grid-cols-4 lg:grid-cols-6" data-testid="downloads">
          {loaderData.downloads.map((item) => (
            <DownloadCard key={item._id} item={item} />
          ))}
        </ul>
      </Container>
    </>
  );
}
