import type { PersonItem } from '@firm/contract';
import { altOf, Picture } from '~/components/picture';
import { Container } from '~/components/ui/container';
import { SectionHeading } from '~/components/ui/section-heading';

/** The firm's people on About: a card each, with what qualifies them; nothing while the owner has added none. */
export function People({ people }: { people: PersonItem[] }) {
  if (!people.length) return null;
  return (
    <section aria-labelledby="people" className="below-fold py-16">
      <Container>
        <SectionHeading id="people" title="Our people" />
        <ul className="grid items-start gap-6 md:grid-cols-2 lg:grid-cols-3">
          {people.map((p) => (
            <li key={p._id} className="flex gap-4 rounded-lg border border-navy-100 bg-white p-4 shadow-sm">
              {p.photo ? (
                <div className="aspect-[3/4] w-24 shrink-0 overflow-hidden rounded-md bg-navy-50 sm:w-28 [&_img]:h-full [&_img]:w-full [&_img]:object-cover">
                  <Picture picture={p.photo} alt={altOf(p.photo, p.title)} sizes="112px" />
                </div>
              ) : null}
              <div className="flex min-w-0 flex-col gap-1">
                <h3 className="text-xl font-bold text-navy-900">{p.title}</h3>
                <p className="font-semibold text-navy-700">{p.role}</p>
                <p className="text-muted">{p.qualification}</p>
                {p.registration ? <p className="text-sm text-muted">{`Registration no. ${p.registration}`}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
