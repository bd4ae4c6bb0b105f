import { PageBanner } from '~/components/layout/PageBanner';
import { ButtonLink } from '~/components/ui/Button';
import { Card } from '~/components/ui/Card';
import { Container } from '~/components/ui/Container';
import { COURSES, COURSES_INTRO } from '~/content/courses';
import { SITE } from '~/content/site';
import { publicUrlOf, seo } from '~/lib/seo';
import type { Route } from './+types/courses';

export const meta: Route.MetaFunction = (args) => {
  const origin = publicUrlOf(args.matches);
  return seo(args, {
    title: 'Training Courses',
    description: 'Online training in building permission, planning and layouts: a computer and internet are all you need, and every course gives free lifetime membership.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: 'Training Courses',
        itemListElement: COURSES.map((c, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          item: {
            '@type': 'Course',
            name: c.title,
            description: c.summary,
            url: `${origin}${c.link}`,
            provider: { '@type': 'Organization', name: SITE.name, sameAs: `${origin}/` },
            hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'online' },
          },
        })),
      },
    ],
  });
};

export default function Courses() {
  return (
    <>
      <PageBanner title="Training Courses" />
      <Container className="py-14">
        <section aria-labelledby="courses-intro" className="mx-auto mb-12 max-w-3xl space-y-4 text-center text-lg">
          <h2 id="courses-intro" className="text-3xl font-bold text-navy-900">
            Learn online, practise for life
          </h2>
          {COURSES_INTRO.map((p) => (
            <p key={p.slice(0, 24)}>{p}</p>
          ))}
        </section>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {COURSES.map((c) => (
            <li key={c.id}>
              <Card
                title={c.title}
                text={c.summary}
                image={c.image}
                sizes="(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw"
                footer={
                  <ButtonLink to={c.link} variant="outline" aria-label={`More about ${c.title}`}>
                    More
                  </ButtonLink>
                }
              />
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
