import { data, Link } from 'react-router';
import { MESSAGES, richTextPlain } from '@firm/contract';
import { Picture, altOf } from '~/components/picture';
import { RichText } from '~/components/rich-text';
import { SoftBreaks } from '~/components/soft-breaks';
import { PageBanner } from '~/components/layout/page-banner';
import { ButtonLink } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { publicUrlOf, seo } from '~/lib/seo';
import { serviceLink, usePublicLayoutData } from '~/lib/site';
import { contentReads } from '~/lib/content-reads';
import type { Route } from './+types/service-detail';
import { contactHref } from '~/lib/contact-preset';

/** The visible service whose id is the last segment of the path; a hidden or unknown one is a 404. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const service = (await contentReads(context, request).services()).find((s) => s._id === params.id) ?? null;
  return data({ service }, { status: service ? 200 : 404 });
}

export const meta: Route.MetaFunction = (args) => {
  const service = args.loaderData?.service;
  if (!service) return seo(args, { title: MESSAGES.notFound, description: MESSAGES.notFound, noindex: true });
  const origin = publicUrlOf(args.matches);
  return seo(args, {
    title: service.title,
    description: service.summary,
    image: service.picture.image ? { picture: service.picture, alt: altOf(service.picture, service.title) } : undefined,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: service.title,
        description: richTextPlain(service.paragraphs),
        url: `${origin}${serviceLink(service._id)}`,
        provider: { '@id': `${origin}/#organization` },
      },
    ],
  });
};

export default function ServiceDetail({ loaderData: { service } }: Route.ComponentProps) {
  const { services } = usePublicLayoutData();
  if (!service) {
    return (
      <>
        <PageBanner title="Services" />
        <Container className="py-16 text-center">
          <p className="text-xl font-semibold text-navy-900" role="status">
            {MESSAGES.notFound}
          </p>
          <ButtonLink to="/services" className="mt-8">
            All Services
          </ButtonLink>
        </Container>
      </>
    );
  }
  return (
    <>
      <PageBanner title={service.title} />
      <Container className="grid gap-10 py-14 lg:grid-cols-[2fr_1fr]">
        <article className="space-y-6">
          <div className="overflow-hidden rounded-lg shadow [&_img]:h-auto [&_img]:w-full">
            <Picture
              picture={service.picture}
              alt={altOf(service.picture, service.title)}
              sizes="(min-width: 1200px) 760px, 100vw"
              priority
            />
          </div>
          <h2 className="text-3xl font-bold text-navy-900">
            <SoftBreaks text={service.title} after="/" />
          </h2>
          <RichText html={service.paragraphs} className="text-lg" />
          <ButtonLink to={contactHref('Business inquiry')} data-tap="appointment">
            Book Appointment
          </ButtonLink>
        </article>
        <aside aria-labelledby="other-services">
          <h2 id="other-services" className="mb-4 text-xl font-bold text-navy-900">
            Our Services
          </h2>
          <ul className="divide-y divide-navy-100 rounded-lg border border-navy-100">
            {services.map((s) => (
              <li key={s._id}>
                <Link
                  to={serviceLink(s._id)}
                  aria-current={s._id === service._id ? 'page' : undefined}
                  className="block px-4 py-3 hover:bg-navy-50 aria-[current=page]:bg-navy-700 aria-[current=page]:text-white"
                >
                  {s.title}
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      </Container>
    </>
  );
}
