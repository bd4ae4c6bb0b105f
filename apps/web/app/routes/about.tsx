import { CalendarDays, MapPinned, Quote, Ruler } from 'lucide-react';
import { PageBanner } from '~/components/layout/page-banner';
import { People } from '~/components/people';
import { RichText } from '~/components/rich-text';
import { Testimonials } from '~/components/testimonials';
import { ButtonLink } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { seo } from '~/lib/seo';
import { foundedText, startYear, useSiteDetails } from '~/lib/site';
import { contentReads } from '~/lib/content-reads';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = (args) =>
  seo(args, (site) => ({
    title: 'About US',
    description: `${site.name}: founded on ${foundedText(site)}, more than ${site.works} drawing works, consultancies and query solving, and layouts in ${site.layouts.map((l) => l.district).join(', ')}.`,
    people: args.loaderData?.people,
  }));

export async function loader({ context, request }: Route.LoaderArgs) {
  const data = contentReads(context, request);
  const [site, people, testimonials] = await Promise.all([data.details(), data.people(), data.testimonials()]);
  return { story: site.story, people, testimonials };
}

/** The firm's story as the owner tells it, beside the facts they keep in the site details; then its people and what clients say. */
export default function About({ loaderData }: Route.ComponentProps) {
  const site = useSiteDetails();
  const founded = foundedText(site);
  const since = startYear(site);
  return (
    <>
      <PageBanner title="About US" />
      <Container className="py-14">
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
          <section aria-labelledby="story" className="space-y-5 text-lg">
            <h2 id="story" className="text-3xl font-bold text-navy-900">
              Our story
            </h2>
            <RichText html={loaderData.story} />
            <blockquote className="flex gap-3 border-l-4 border-accent-500 bg-navy-50 p-5 text-xl font-semibold text-navy-900">
              <Quote aria-hidden="true" className="h-6 w-6 shrink-0 text-accent-600" />
              <p>Our motto: {site.motto}.</p>
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
                  <p className="text-2xl font-bold text-navy-900">Founded {founded}</p>
                  <p className="text-muted">Serving clients since {since}</p>
                </div>
              </li>
              <li className="flex items-start gap-4 rounded-lg border border-navy-100 p-5 shadow-sm">
                <Ruler aria-hidden="true" className="h-8 w-8 shrink-0 text-navy-600" />
                <div>
                  <p className="text-2xl font-bold text-navy-900">{site.works}</p>
                  <p className="text-muted">Drawing works, consultancies and query solving</p>
                </div>
              </li>
              {site.layouts.map((l, i) => (
                <li key={i} className="flex items-start gap-4 rounded-lg border border-navy-100 p-5 shadow-sm">
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
      <People people={loaderData.people} />
      <Testimonials items={loaderData.testimonials} />
    </>
  );
}
