import { Fragment } from 'react';
import { Link } from 'react-router';
import { Picture, altOf } from '~/components/picture';
import { RichText } from '~/components/rich-text';
import { SoftBreaks } from '~/components/soft-breaks';
import { PageBanner } from '~/components/layout/page-banner';
import { ButtonLink } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { factValueClass, factsClass } from '~/components/ui/facts';
import { ItemNotFound, detailLoader, detailMeta } from '~/components/item-page';
import { contactHref } from '~/lib/contact-preset';
import { PROJECT_SCHEMA } from '~/lib/item-schema';
import { kindLabel, picturesOf } from '~/lib/projects';
import type { Route } from './+types/project-detail';

export const loader = (args: Route.LoaderArgs) => detailLoader(args, (reads) => reads.projects());

export const meta: Route.MetaFunction = (args) => detailMeta(args, PROJECT_SCHEMA);

export default function ProjectDetail({ loaderData: { item: project } }: Route.ComponentProps) {
  if (!project) return <ItemNotFound banner="Projects" list="/projects" listLabel="All Projects" />;
  const [main, ...more] = picturesOf(project);
  const facts: [string, string][] = [
    ['Kind', kindLabel(project.kind)],
    ['Place', project.place],
    ['Year', String(project.year)],
    ...(project.client ? ([['Client', project.client]] as [string, string][]) : []),
  ];
  return (
    <>
      <PageBanner title={project.title} />
      <Container className="grid gap-10 py-14 lg:grid-cols-[2fr_1fr]">
        <article className="space-y-6">
          <div className="overflow-hidden rounded-lg shadow [&_img]:h-auto [&_img]:w-full">
            <Picture picture={main!} alt={altOf(main!, project.title)} sizes="(min-width: 1200px) 760px, 100vw" priority />
          </div>
          <h2 className="text-3xl font-bold text-navy-900">
            <SoftBreaks text={project.title} after="/" />
          </h2>
          <RichText html={project.paragraphs} className="text-lg" />
          {more.length ? (
            <section aria-labelledby="more-pictures" className="space-y-4">
              <h3 id="more-pictures" className="text-xl font-bold text-navy-900">
                More pictures
              </h3>
              <ul className="grid gap-4 sm:grid-cols-2">
                {more.map((picture, i) => (
                  <li
                    key={picture.image ?? i}
                    className="overflow-hidden rounded-lg shadow [&_img]:aspect-[4/3] [&_img]:h-full [&_img]:w-full [&_img]:object-cover"
                  >
                    <Picture
                      picture={picture}
                      alt={altOf(picture, `${project.title}, picture ${i + 2}`)}
                      sizes="(min-width: 1200px) 370px, (min-width: 600px) 50vw, 100vw"
                    />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <ButtonLink to={contactHref('Business inquiry')} data-tap="appointment">
            Book Appointment
          </ButtonLink>
        </article>
        <aside aria-labelledby="project-facts" className="self-start rounded-lg border border-navy-100 p-6">
          <h2 id="project-facts" className="mb-4 text-xl font-bold text-navy-900">
            The project
          </h2>
          <dl className={`${factsClass} gap-x-4`}>
            {facts.map(([term, value]) => (
              <Fragment key={term}>
                <dt className="font-semibold text-navy-900">{term}</dt>
                <dd className={factValueClass}>{value}</dd>
              </Fragment>
            ))}
          </dl>
          <Link to="/projects" className="mt-6 inline-block font-semibold text-navy-700 underline">
            All Projects
          </Link>
        </aside>
      </Container>
    </>
  );
}
