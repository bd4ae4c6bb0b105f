import type { TestimonialItem } from '@firm/contract';
import { Picture } from '~/components/picture';
import { Container } from '~/components/ui/container';
import { SectionHeading } from '~/components/ui/section-heading';

/**
 * What clients say, in their words (home page and About): each a figure of the quote and who said it.
 * Nothing at all while the owner has none to show, so no empty heading promises words nobody gave.
 */
export function Testimonials({ items }: { items: TestimonialItem[] }) {
  if (!items.length) return null;
  return (
    <section aria-labelledby="testimonials" className="below-fold bg-navy-50 py-16">
      <Container>
        <SectionHeading id="testimonials" title="What clients say" />
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {items.map((t) => (
            <li key={t._id}>
              <figure className="flex h-full flex-col gap-4 rounded-lg border border-navy-100 bg-white p-6 shadow-sm">
                <blockquote className="flex-1 text-lg whitespace-pre-line text-navy-900 before:text-accent-600 before:content-['“'] after:text-accent-600 after:content-['”']">
                  {t.quote}
                </blockquote>
                <figcaption className="flex items-center gap-3">
                  {t.photo ? (
                    <span className="h-14 w-14 shrink-0 overflow-hidden rounded-full bg-navy-100 [&_img]:h-full [&_img]:w-full [&_img]:object-cover">
                      {/* The owner's alt text, else nothing: the name is beside it. */}
                      <Picture picture={t.photo} alt={t.photo.alt} sizes="56px" />
                    </span>
                  ) : null}
                  <span>
                    <span className="block font-bold text-navy-900">{t.title}</span>
                    {t.place ? <span className="block text-muted">{t.place}</span> : null}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
