import { DownloadCard } from '~/components/download/DownloadCard';
import { PageBanner } from '~/components/layout/PageBanner';
import { DOWNLOADS } from '~/content/downloads';
import { seo } from '~/lib/seo';
import type { Route } from './+types/download';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Download',
    description: 'Download building permission forms (A to H), checklists of required documents, Gujarati forms and affidavits, and the standard sizes drawing (DWG).',
  });

export default function Download() {
  return (
    <>
      <PageBanner title="Download" />
      <div className="mx-auto max-w-site-lg px-4 py-12">
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6" data-testid="downloads">
          {DOWNLOADS.map((item) => (
            <DownloadCard key={item.file} item={item} />
          ))}
        </ul>
      </div>
    </>
  );
}
