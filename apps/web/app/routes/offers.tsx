import { Link } from 'react-router';
import { OFFERS_PATH, OFFERS_PER_PAGE, formatDay, offersPage, offersPages } from '@firm/contract';
import { OfferGrid } from '~/components/home/offers';
import { PageBanner } from '~/components/layout/page-banner';
import { Container } from '~/components/ui/container';
import { seo } from '~/lib/seo';
import { contentReads } from '~/lib/content-reads';
import { contactHref } from '~/lib/contact-preset';
import type { Route } from './+types/offers';

const pagePath = (page: number) => (page === 1 ? OFFERS_PATH : `${OFFERS_PATH}?page=${page}`);

/**
 * Every current offer, newest first, OFFERS_PER_PAGE to a page (?page=2...); a page that does not
 * exist is the first, as the page cache serves it (decision 031).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const reads = contentReads(context, request);
  const offers = await reads.offers();
  const pages = offersPages(offers.length);
  const page = offersPage(new URL(request.url).searchParams, offers.length);
  // While none shows, the next one's first day, so a visitor knows one is coming.
  const nextStart = offers.length === 0 ? await reads.nextOfferStart() : null;
  return { offers: offers.slice((page - 1) * OFFERS_PER_PAGE, page * OFFERS_PER_PAGE), page, pages, total: offers.length, nextStart };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, (site) => ({
    title: args.loaderData && args.loaderData.page > 1 ? `Offers, page ${args.loaderData.page}` : 'Offers',
    description: `Current discount offers of ${site.name} on building permission, planning, design and training.`,
  }));

export default function Offers({ loaderData }: Route.ComponentProps) {
  const { offers, page, pages, total, nextStart } = loaderData;
  return (
    <>
      <PageBanner title="Offers" />
      <Container className="py-14">
        {total === 0 ? (
          <div className="space-y-2 text-center text-lg text-muted">
            <p>There are no offers at the moment.</p>
            {nextStart ? (
              <p className="font-semibold text-navy-900">{`The next offer starts on ${formatDay(nextStart)}.`}</p>
            ) : (
              <p>
                Ask us about the price of your project on the{' '}
                <Link to={contactHref('Business inquiry')} className="font-semibold text-navy-700 underline">
                  contact page
                </Link>
                .
              </p>
            )}
          </div>
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
              <Link
                to={pagePath(page - 1)}
                className="rounded border border-navy-700 px-4 py-2 font-semibold text-navy-900 hover:bg-navy-50"
              >
                Previous page
              </Link>
            ) : (
              <span />
            )}
            {page < pages && (
              <Link
                to={pagePath(page + 1)}
                className="rounded border border-navy-700 px-4 py-2 font-semibold text-navy-900 hover:bg-navy-50"
              >
                Next page
              </Link>
            )}
          </nav>
        )}
      </Container>
    </>
  );
}
