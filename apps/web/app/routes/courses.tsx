import { PageBanner } from '~/components/layout/page-banner';
import { RichText } from '~/components/rich-text';
import { ButtonLink } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Container } from '~/components/ui/container';
import { publicUrlOf, seo } from '~/lib/seo';
import { courseCard, courseFacts, courseLink, useSiteDetails } from '~/lib/site';
import { contentReads } from '~/lib/content-reads';
import { COURSE_SCHEMA, itemListJsonLd } from '~/lib/item-schema';
import type { Route } from './+types/courses';

export async function loader({ context, request }: Route.LoaderArgs) {
  return { courses: (await contentReads(context, request).courses()).map(courseCard) };
}

export const meta: Route.MetaFunction = (args) => {
  const origin = publicUrlOf(args.matches);
  return seo(args, (site) => ({
    title: 'Training Courses',
    description: site.descriptions.courses,
    jsonLd: [itemListJsonLd('Training Courses', COURSE_SCHEMA, args.loaderData?.courses ?? [], origin, site)],
  }));
};

export default function Courses({ loaderData }: Route.ComponentProps) {
  const site = useSiteDetails();
  return (
    <>
      <PageBanner title="Training Courses" />
      <Container className="py-14">
        <section aria-labelledby="courses-intro" className="mx-auto mb-12 max-w-3xl space-y-4 text-center text-lg">
          <h2 id="courses-intro" className="text-3xl font-bold text-navy-900">
            {site.coursesIntroTitle}
          </h2>
          <RichText html={site.coursesIntro} />
        </section>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.courses.map((c) => (
            <li key={c._id}>
              <Card
                title={c.title}
                text={c.summary}
                picture={c.picture}
                facts={courseFacts(c)}
                sizes="(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw"
                footer={
                  <ButtonLink to={courseLink(c._id)} variant="outline" aria-label={`More about ${c.title}`}>
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
