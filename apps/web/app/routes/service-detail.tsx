import { data, Link } from 'react-router';
import { MESSAGES } from '@firm/contract';
import { Picture } from '~/components/Picture';
import { PageBanner } from '~/components/layout/PageBanner';
import { ButtonLink } from '~/components/ui/Button';
import { Container } from '~/components/ui/Container';
import { findService, SERVICES } from '~/content/services';
import { publicUrlOf, seo } from '~/lib/seo';
import type { Route } from './+types/service-detail';
import { contactHref } from '~/lib/contact-preset';

export function loader({ params }: Route.LoaderArgs) {
  const service = findService(params.id);
  return data({ id: service?.id ?? null }, { status: service ? 200 : 404 });
}

export const meta: Route.MetaFunction = (args) => {
  const service = findService(args.params.id);
  if (!service) return seo(args, { title: MESSAGES.notFound, description: MESSAGES.notFound, noindex: true });
  const origin = publicUrlOf(args.matches);
  return seo(args, {
    title: service.title,
    description: service.summary,
    image: `/img/${service.image}.jpg`,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: service.title,
        description: service.paragraphs.join(' '),
        url: `${origin}${service.link}`,
        provider: { '@id': `${origin}/#organization` },
      },
    ],
  });
};

export default function ServiceDetail({ params }: Route.ComponentProps) {
  const service = findService(params.id);
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
            <Picture name={service.image} alt={service.title} sizes="(min-width: 1200px) 760px, 100vw" priority />
          </div>
          <h2 className="text-3xl font-bold text-navy-900">{service.title}</h2>
          {service.paragraphs.map((p) => (
            <p key={p.slice(0, 24)} className="text-lg">
              {p}
            </p>
          ))}
          <ButtonLink to={contactHref('Business inquiry')}>Book Appointment</ButtonLink>
        </article>
        <aside aria-labelledby="other-services">
          <h2 id="other-services" className="mb-4 text-xl font-bold text-navy-900">
            Our Services
          </h2>
          <ul className="divide-y divide-navy-100 rounded-lg border border-navy-100">
            {SERVICES.map((s) => (
              <li key={s.id}>
                <Link
                  to={s.link}
                  aria-current={s.id === service.id ? 'page' : undefined}
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
