import { Link, data } from 'react-router';
import { OFFERS_PATH, OFFERS_PER_PAGE, OfferGrid } from '~/components/home/offers';
import { PageBanner } from '~/components/layout/page-banner';
import { Container } from '~/components/ui/container';
import { seo } from '~/lib/seo';
import { siteData } from '~/lib/site-data';
import type { Route } from './+types/offers';

const pagePath = (page: number) => (page === 1 ? OFFERS_PATH : `${OFFERS_PATH}?page=${page}`);

/** Every current offer, newest first, OFFERS_PER_PAGE to a page (?page=2...). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const offers = await siteData(context, request).offers();
  const pages = Math.max(1, Math.ceil(offers.length / OFFERS_PER_PAGE));
  const asked = new URL(request.url).searchParams.get('page') ?? '1';
  const page = /^\d{1,6}$/.test(asked) ? Number(asked) : 0;
  if (page < 1 || page > pages) throw data(null, { status: 404 });
  return { offers: offers.slice((page - 1) * OFFERS_PER_PAGE, page * OFFERS_PER_PAGE), page, pages, total: offers.length };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, (site) => ({
    title: args.loaderData && args.loaderData.page > 1 ? `Offers, page ${args.loaderData.page}` : 'Offers',
    description: `Current discount offers of ${site.name} on building permission, planning, design and training.`,
  }));

export default function Offers({ loaderData }: Route.ComponentProps) {
  const { offers, page, pages, total } = loaderData;
  return (
    <>
      <PageBanner title="Offers" />
      <Container className="py-14">
        {total === 0 ? (
          <p className="text-center text-lg text-muted">There are no offers at the moment.</p>
        ) : (
          <section aria-labelledby="all-offers">
            <h2 id="all-offers" className="mb-6 text-center text-2xl font-bold text-navy-900">
              {total} current {total === 1 ? 'offer' : 'offers'}
              {pages > 1 && `, page ${page} of ${pages}`}
            </h2>
            <OfferGrid offers={offers} />
          </section>
        )}
        {pages > 1 && (
          <nav aria-label="Offer pages" className="mt-10 flex items-center justify-between gap-4">
            {page > 1 ? (
              <Link to={pagePath(page - 1)} className="rounded border border-navy-700 px-4 py-2 font-semibold text-navy-900 hover:bg-navy-50">
                Previous page
              </Link>
            ) : (
              <span />
            )}
            {page < pages && (
              <Link to={pagePath(page + 1)} className="rounded border border-navy-700 px-4 py-2 font-semibold text-navy-900 hover:bg-navy-50">
                Next page
              </Link>
            )}
          </nav>
        )}
      </Container>
    </>
  );
}
