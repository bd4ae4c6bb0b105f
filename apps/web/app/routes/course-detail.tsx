import { CheckCircle2 } from 'lucide-react';
import { firstParagraph } from '@firm/contract';
import { Picture, altOf } from '~/components/picture';
import { RichText } from '~/components/rich-text';
import { SoftBreaks } from '~/components/soft-breaks';
import { PageBanner } from '~/components/layout/page-banner';
import { ButtonLink } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { factValueClass, factsClass } from '~/components/ui/facts';
import { ItemNotFound, detailLoader, detailMeta } from '~/components/item-page';
import { COURSE_SCHEMA } from '~/lib/item-schema';
import { useSiteDetails } from '~/lib/site';
import type { Route } from './+types/course-detail';
import { contactHref } from '~/lib/contact-preset';

export const loader = (args: Route.LoaderArgs) => detailLoader(args, (reads) => reads.courses());

export const meta: Route.MetaFunction = (args) => detailMeta(args, COURSE_SCHEMA);

export default function CourseDetail({ loaderData: { item: course } }: Route.ComponentProps) {
  const site = useSiteDetails();
  if (!course) return <ItemNotFound banner="Training Courses" list="/courses" listLabel="All Training Courses" />;
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
          {/* The price and duration the card shows, each when the owner set it. */}
          {course.price || course.duration ? (
            <dl className={`${factsClass} gap-x-4 rounded-lg border border-navy-100 p-4 text-base`}>
              {course.price ? (
                <>
                  <dt className="font-semibold text-navy-900">Price</dt>
                  <dd className={factValueClass}>{course.price}</dd>
                </>
              ) : null}
              {course.duration ? (
                <>
                  <dt className="font-semibold text-navy-900">Duration</dt>
                  <dd className={factValueClass}>{course.duration}</dd>
                </>
              ) : null}
            </dl>
          ) : null}
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
