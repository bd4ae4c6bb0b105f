import { Link } from 'react-router';
import { OFFERS_PATH, offerDatesText, type Offer } from '@firm/contract';
import { ButtonLink } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { Picture, uploadedPicture } from '~/components/picture';
import { contactHref } from '~/lib/contact-preset';
import { OwnerButton } from './owner-button';

/** The home page shows the newest few; the rest are on /offers, a page at a time. */
export const HOME_OFFERS = 6;

/**
 * Offer cards: picture, percentage, title, description, its dates (OFFER-4) and its own button or a link
 * to ask about it (OFFER-5); 1, 2 from sm and 3
 * from lg to a row, a short last row (a single offer) centred rather than left at the start of an empty row.
 */
export function OfferGrid({ offers }: { offers: Offer[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-6">
      {offers.map((o) => (
        <li
          key={o._id}
          className="relative w-full overflow-hidden rounded-lg bg-white text-ink shadow-lg sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]"
        >
          {o.image ? (
            <div className="aspect-[4/3] bg-navy-50">
              {/* The owner's alt text, none without: the offer's title is the heading beside it (IMAGE-7's card). */}
              <Picture
                picture={uploadedPicture({ ...o, image: o.image })}
                alt={o.alt}
                sizes="(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw"
                className="h-full w-full object-cover"
              />
            </div>
          ) : null}
          <p className="absolute top-3 right-3 rounded-full bg-accent-400 px-3 py-1 text-lg font-bold text-navy-950">{o.percentage}% off</p>
          <div className="p-5">
            <h3 className="text-xl font-bold text-navy-900">{o.title}</h3>
            <p className="mt-2 text-muted">{o.description}</p>
            {offerDatesText(o) ? <p className="mt-3 text-sm font-semibold text-navy-700">{offerDatesText(o)}</p> : null}
            {/* The offer's call to action, counted as an offer tap (VISITS-1); its name says which offer. */}
            {o.buttonLabel && o.buttonLink ? (
              <OwnerButton link={o.buttonLink} variant="solid" className="mt-4" tap={{ event: 'offer', detail: o.title }}>
                {o.buttonLabel}
                <span className="sr-only">: {o.title}</span>
              </OwnerButton>
            ) : (
              <ButtonLink to={contactHref('Business inquiry')} className="mt-4" data-tap="offer" data-tap-detail={o.title}>
                Ask about this offer<span className="sr-only">: {o.title}</span>
              </ButtonLink>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The newest of the admin's offers on the home page, with a link to all of them when there are
 * more; the section is left out when there are none.
 */
export function Offers({ offers, total }: { offers: Offer[]; total: number }) {
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby="offers" className="below-fold bg-navy-900 py-16 text-white">
      <Container>
        <div className="text-center">
          <h2 id="offers" className="text-3xl font-bold sm:text-4xl">
            Current Offers
          </h2>
          <span aria-hidden="true" className="mx-auto mt-3 mb-8 block h-1 w-16 rounded bg-accent-500" />
        </div>
        <OfferGrid offers={offers} />
        {total > offers.length && (
          <p className="mt-8 text-center">
            <Link
              to={OFFERS_PATH}
              className="inline-block rounded bg-accent-400 px-5 py-3 font-bold text-navy-950 hover:bg-accent-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              See all {total} offers
            </Link>
          </p>
        )}
      </Container>
    </section>
  );
}
