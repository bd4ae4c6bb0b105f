import { Link } from 'react-router';
import { Picture, altOf } from '~/components/picture';
import { RichText } from '~/components/rich-text';
import { SoftBreaks } from '~/components/soft-breaks';
import { PageBanner } from '~/components/layout/page-banner';
import { ButtonLink } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { ItemNotFound, detailLoader, detailMeta } from '~/components/item-page';
import { SERVICE_SCHEMA } from '~/lib/item-schema';
import { serviceLink, usePublicLayoutData } from '~/lib/site';
import type { Route } from './+types/service-detail';
import { contactHref } from '~/lib/contact-preset';

export const loader = (args: Route.LoaderArgs) => detailLoader(args, (reads) => reads.services());

export const meta: Route.MetaFunction = (args) => detailMeta(args, SERVICE_SCHEMA);

export default function ServiceDetail({ loaderData: { item: service } }: Route.ComponentProps) {
  const { services } = usePublicLayoutData();
  if (!service) return <ItemNotFound banner="Services" list="/services" listLabel="All Services" />;
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
