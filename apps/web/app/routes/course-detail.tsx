import { CheckCircle2 } from 'lucide-react';
import { data } from 'react-router';
import { MESSAGES } from '@firm/contract';
import { Picture } from '~/components/Picture';
import { PageBanner } from '~/components/layout/PageBanner';
import { ButtonLink } from '~/components/ui/Button';
import { Container } from '~/components/ui/Container';
import { COURSES_INTRO, findCourse } from '~/content/courses';
import { SITE } from '~/content/site';
import { publicUrlOf, seo } from '~/lib/seo';
import type { Route } from './+types/course-detail';
import { contactHref } from '~/lib/contact-preset';

export function loader({ params }: Route.LoaderArgs) {
  const course = findCourse(params.id);
  return data({ id: course?.id ?? null }, { status: course ? 200 : 404 });
}

export const meta: Route.MetaFunction = (args) => {
  const course = findCourse(args.params.id);
  if (!course) return seo(args, { title: MESSAGES.notFound, description: MESSAGES.notFound, noindex: true });
  const origin = publicUrlOf(args.matches);
  return seo(args, {
    title: course.title,
    description: course.summary,
    image: `/img/${course.image}.jpg`,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Course',
        name: course.title,
        description: course.paragraphs.join(' '),
        url: `${origin}${course.link}`,
        provider: { '@type': 'Organization', name: SITE.name, sameAs: `${origin}/` },
        hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'online' },
      },
    ],
  });
};

export default function CourseDetail({ params }: Route.ComponentProps) {
  const course = findCourse(params.id);
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
      <Container className="grid gap-10 py-14 lg:grid-cols-2">
        <div className="overflow-hidden rounded-lg shadow [&_img]:h-auto [&_img]:w-full">
          <Picture name={course.image} alt={course.title} sizes="(min-width: 1200px) 560px, 100vw" priority />
        </div>
        <article className="space-y-5 text-lg">
          <h2 className="text-3xl font-bold text-navy-900">{course.title}</h2>
          {course.paragraphs.map((p) => (
            <p key={p.slice(0, 24)}>{p}</p>
          ))}
          <h3 className="text-xl font-bold text-navy-900">What you learn</h3>
          <ul className="space-y-2">
            {course.topics.map((t) => (
              <li key={t} className="flex gap-2">
                <CheckCircle2 aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-navy-600" />
                {t}
              </li>
            ))}
          </ul>
          <p className="rounded-lg bg-navy-50 p-4 text-base">{COURSES_INTRO[0]}</p>
          <ButtonLink to={contactHref('Training', course.id)}>Enroll now</ButtonLink>
        </article>
      </Container>
    </>
  );
}
