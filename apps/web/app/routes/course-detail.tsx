import { CheckCircle2 } from 'lucide-react';
import { data } from 'react-router';
import { MESSAGES, firstParagraph, richTextPlain } from '@firm/contract';
import { Picture, altOf } from '~/components/picture';
import { RichText } from '~/components/rich-text';
import { SoftBreaks } from '~/components/soft-breaks';
import { PageBanner } from '~/components/layout/page-banner';
import { ButtonLink } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { publicUrlOf, seo } from '~/lib/seo';
import { courseLink, useSite } from '~/lib/site';
import { contentReads } from '~/lib/content-reads';
import type { Route } from './+types/course-detail';
import { contactHref } from '~/lib/contact-preset';

/** The visible course of that id; a hidden or unknown one is a 404. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const course = (await contentReads(context, request).courses()).find((c) => c._id === params.id) ?? null;
  return data({ course }, { status: course ? 200 : 404 });
}

export const meta: Route.MetaFunction = (args) => {
  const course = args.loaderData?.course;
  if (!course) return seo(args, { title: MESSAGES.notFound, description: MESSAGES.notFound, noindex: true });
  const origin = publicUrlOf(args.matches);
  return seo(args, (site) => ({
    title: course.title,
    description: course.summary,
    image: course.picture.image ? { picture: course.picture, alt: altOf(course.picture, course.title) } : undefined,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Course',
        name: course.title,
        description: richTextPlain(course.paragraphs),
        url: `${origin}${courseLink(course._id)}`,
        provider: { '@type': 'Organization', name: site.name, sameAs: `${origin}/` },
        hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'online' },
      },
    ],
  }));
};

export default function CourseDetail({ loaderData: { course } }: Route.ComponentProps) {
  const site = useSite();
  if (!course) {
    return (
      <>
        <PageBanner title="Training Courses" />
        <Container className="py-16 text-center">
          <p className="text-xl font-semibold text-navy-900" role="status">
            {MESSAGES.notFound}
          </p>
          <ButtonLink to="/courses" className="mt-8">
            All Training Courses
          </ButtonLink>
        </Container>
      </>
    );
  }
  return (
    <>
      <PageBanner title={course.title} />
      {/* items-start: the picture keeps its own height instead of stretching to the text column. */}
      <Container className="grid items-start gap-10 py-14 lg:grid-cols-2">
        <div className="overflow-hidden rounded-lg shadow [&_img]:h-auto [&_img]:w-full">
          <Picture picture={course.picture} alt={altOf(course.picture, course.title)} sizes="(min-width: 1200px) 560px, 100vw" priority />
        </div>
        <article className="space-y-5 text-lg">
          <h2 className="text-3xl font-bold text-navy-900">
            <SoftBreaks text={course.title} after="/" />
          </h2>
          <RichText html={course.paragraphs} />
          {course.topics.length ? (
            <>
              <h3 className="text-xl font-bold text-navy-900">What you learn</h3>
              <ul className="space-y-2">
                {course.topics.map((t, i) => (
                  <li key={i} className="flex gap-2">
                    <CheckCircle2 aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-navy-600" />
                    {t}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <RichText html={firstParagraph(site.coursesIntro)} className="rounded-lg bg-navy-50 p-4 text-base" />
          <ButtonLink to={contactHref('Training', course._id)}>Enroll now</ButtonLink>
        </article>
      </Container>
    </>
  );
}
