import { PageBanner } from '~/components/layout/page-banner';
import { Card } from '~/components/ui/card';
import { Container } from '~/components/ui/container';
import { publicUrlOf, seo } from '~/lib/seo';
import { serviceCard, serviceLink } from '~/lib/site';
import { contentReads } from '~/lib/content-reads';
import { SERVICE_SCHEMA, itemListJsonLd } from '~/lib/item-schema';
import type { Route } from './+types/services';

export async function loader({ context, request }: Route.LoaderArgs) {
  return { services: (await contentReads(context, request).services()).map(serviceCard) };
}

export const meta: Route.MetaFunction = (args) => {
  const origin = publicUrlOf(args.matches);
  return seo(args, (site) => ({
    title: 'Services',
    description: site.descriptions.services,
    jsonLd: [itemListJsonLd('Our Services', SERVICE_SCHEMA, args.loaderData?.services ?? [], origin, site)],
  }));
};

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Services" />
      <Container className="py-14">
        {/* Names the list for screen readers and keeps the headings in order (h1, h2, then the cards' h3). */}
        <h2 id="services-list" className="sr-only">
          All our services
        </h2>
        <ul aria-labelledby="services-list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.services.map((s, i) => (
            <li key={s._id}>
              <Card
                to={serviceLink(s._id)}
                title={s.title}
                text={s.summary}
                picture={s.picture}
                sizes="(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw"
                priority={i === 0}
              />
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
