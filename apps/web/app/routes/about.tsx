import { CalendarDays, MapPinned, Quote, Ruler } from 'lucide-react';
import { PageBanner } from '~/components/layout/PageBanner';
import { ButtonLink } from '~/components/ui/Button';
import { Container } from '~/components/ui/Container';
import { SITE } from '~/content/site';
import { seo } from '~/lib/seo';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'About US',
    description: `${SITE.name}: founded on ${SITE.foundedText}, more than ${SITE.works} drawing works, consultancies and query solving, and layouts in ${SITE.layouts.map((l) => l.district).join(', ')}.`,
  });

export default function About() {
  return (
    <>
      <PageBanner title="About US" />
      <Container className="py-14">
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
          <section aria-labelledby="story" className="space-y-5 text-lg">
            <h2 id="story" className="text-3xl font-bold text-navy-900">
              Our story
            </h2>
            <p>
              {SITE.name} was founded on <strong>{SITE.foundedText}</strong> to make building permission, planning and design simple,
              correct and affordable for owners, builders and developers. We started in {SITE.startYear} with drawing work for
              individual houses and grew, project by project, into a consultancy that handles everything from the first plan to
              the final approval.
            </p>
            <p>
              Since then we have completed more than <strong>{SITE.works} drawing works, consultancies and query solving</strong>: permission
              files, plans, structural and architectural designs, layouts, supervision and 3D views. Our layouts have been approved
              in three districts: {SITE.layouts.map((l, i) => (
                <span key={l.district}>
                  <strong>
                    {l.count} layouts in {l.district}
                  </strong>
                  {i < SITE.layouts.length - 2 ? ', ' : i === SITE.layouts.length - 2 ? ' and ' : '.'}
                </span>
              ))}
            </p>
            <p>
              With {SITE.experience} of experience, we also train engineers and draftsmen online, on the same real projects we
              deliver to our clients, and every course comes with free lifetime membership.
            </p>
            <blockquote className="flex gap-3 border-l-4 border-accent-500 bg-navy-50 p-5 text-xl font-semibold text-navy-900">
              <Quote aria-hidden="true" className="h-6 w-6 shrink-0 text-accent-600" />
              <p>Our motto: {SITE.motto}.</p>
            </blockquote>
            <div className="flex flex-wrap gap-4 pt-2">
              <ButtonLink to="/services">Our Services</ButtonLink>
              <ButtonLink to="/contact" variant="outline">
                Contact Us
              </ButtonLink>
            </div>
          </section>
          <section aria-labelledby="facts">
            <h2 id="facts" className="sr-only">
              Facts and figures
            </h2>
            <ul className="grid gap-4">
              <li className="flex items-start gap-4 rounded-lg border border-navy-100 p-5 shadow-sm">
                <CalendarDays aria-hidden="true" className="h-8 w-8 shrink-0 text-navy-600" />
                <div>
                  <p className="text-2xl font-bold text-navy-900">Founded {SITE.foundedText}</p>
                  <p className="text-muted">Serving clients since {SITE.startYear}</p>
                </div>
              </li>
              <li className="flex items-start gap-4 rounded-lg border border-navy-100 p-5 shadow-sm">
                <Ruler aria-hidden="true" className="h-8 w-8 shrink-0 text-navy-600" />
                <div>
                  <p className="text-2xl font-bold text-navy-900">{SITE.works}</p>
                  <p className="text-muted">Drawing works, consultancies and query solving</p>
                </div>
              </li>
              {SITE.layouts.map((l) => (
                <li key={l.district} className="flex items-start gap-4 rounded-lg border border-navy-100 p-5 shadow-sm">
                  <MapPinned aria-hidden="true" className="h-8 w-8 shrink-0 text-navy-600" />
                  <div>
                    <p className="text-2xl font-bold text-navy-900">{l.count} layouts</p>
                    <p className="text-muted">{l.district} district</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </Container>
    </>
  );
}
