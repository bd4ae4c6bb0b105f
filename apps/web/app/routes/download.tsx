import { DownloadCard } from '~/components/download/DownloadCard';
import { PageBanner } from '~/components/layout/PageBanner';
import { seo } from '~/lib/seo';
import { siteData } from '~/lib/site-data';
import type { Route } from './+types/download';

export async function loader({ context, request }: Route.LoaderArgs) {
  return { downloads: await siteData(context, request).downloads() };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Download',
    description: 'Download building permission forms (A to H), checklists of required documents, Gujarati forms and affidavits, and the standard sizes drawing (DWG).',
  });

export default function Download({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Download" />
      <div className="mx-auto max-w-site-lg px-4 py-12">
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6" data-testid="downloads">
          {loaderData.downloads.map((item) => (
            <DownloadCard key={item._id} item={item} />
          ))}
        </ul>
      </div>
    </>
  );
}
