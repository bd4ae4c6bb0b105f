import type { Offer } from '@firm/contract';
import { Container } from '~/components/ui/Container';
import { Picture, uploadedPicture } from '~/components/Picture';

/** The admin's current offers; the section is left out when there are none. */
export function Offers({ offers }: { offers: Offer[] }) {
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby="offers" className="bg-navy-900 py-16 text-white">
      <Container>
        <div className="text-center">
          <h2 id="offers" className="text-3xl font-bold sm:text-4xl">
            Current Offers
          </h2>
          <span aria-hidden="true" className="mx-auto mt-3 mb-8 block h-1 w-16 rounded bg-accent-500" />
        </div>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {offers.map((o) => (
            <li key={o._id} className="relative overflow-hidden rounded-lg bg-white text-ink shadow-lg">
              {o.image ? (
                <div className="aspect-[4/3] bg-navy-50">
                  <Picture picture={uploadedPicture(o.image, o.variants)} alt={o.title} sizes="(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw" className="h-full w-full object-cover" />
                </div>
              ) : null}
              <p className="absolute top-3 right-3 rounded-full bg-accent-400 px-3 py-1 text-lg font-bold text-navy-950">
                {o.percentage}% off
              </p>
              <div className="p-5">
                <h3 className="text-xl font-bold text-navy-900">{o.title}</h3>
                <p className="mt-2 text-muted">{o.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
