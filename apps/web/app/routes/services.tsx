import { PageBanner } from '~/components/layout/PageBanner';
import { Card } from '~/components/ui/Card';
import { Container } from '~/components/ui/Container';
import { SERVICES } from '~/content/services';
import { SITE } from '~/content/site';
import { publicUrlOf, seo } from '~/lib/seo';
import type { Route } from './+types/services';

export const meta: Route.MetaFunction = (args) => {
  const origin = publicUrlOf(args.matches);
  return seo(args, {
    title: 'Services',
    description: `Building permission, planning, design, layouts, supervision, interiors and 3D views by ${SITE.name}.`,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: 'Our Services',
        itemListElement: SERVICES.map((s, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          item: {
            '@type': 'Service',
            name: s.title,
            description: s.summary,
            url: `${origin}${s.link}`,
            provider: { '@id': `${origin}/#organization` },
          },
        })),
      },
    ],
  });
};

export default function Services() {
  return (
    <>
      <PageBanner title="Services" />
      <Container className="py-14">
        {/* Names the list for screen readers and keeps the headings in order (h1, h2, then the cards' h3). */}
        <h2 id="services-list" className="sr-only">
          All our services
        </h2>
        <ul aria-labelledby="services-list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map((s, i) => (
            <li key={s.id}>
              <Card
                to={s.link}
                title={s.title}
                text={s.summary}
                image={s.image}
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
