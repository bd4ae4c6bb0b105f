import { Link } from 'react-router';
import { PROJECT_KINDS, projectFilters } from '@firm/contract';
import { PageBanner } from '~/components/layout/page-banner';
import { buttonClass, ButtonLink } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { contactHref } from '~/lib/contact-preset';
import { contentReads } from '~/lib/content-reads';
import { PROJECT_SCHEMA, itemListJsonLd } from '~/lib/item-schema';
import { ProjectCardView } from '~/components/projects/project-card';
import { placesOf, projectCard } from '~/lib/projects';
import { publicUrlOf, seo } from '~/lib/seo';
import type { Route } from './+types/projects';

/** The visible projects, those the address's filters keep, and what can be filtered by (works without JavaScript: plain links). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const all = (await contentReads(context, request).projects()).map(projectCard);
  const { kind, place } = projectFilters(new URL(request.url).searchParams, all);
  return {
    projects: all.filter((p) => (!kind || p.kind === kind) && (!place || p.place === place)),
    kinds: PROJECT_KINDS.filter((k) => all.some((p) => p.kind === k.value)),
    places: placesOf(all),
    kind,
    place,
    total: all.length,
  };
}

export const meta: Route.MetaFunction = (args) => {
  const origin = publicUrlOf(args.matches);
  return seo(args, (site) => ({
    title: 'Projects',
    description: `Projects finished by ${site.name}: houses, commercial buildings, layouts and more, each with its place, year and pictures.`,
    jsonLd: [itemListJsonLd('Our Projects', PROJECT_SCHEMA, args.loaderData?.projects ?? [], origin, site)],
  }));
};

/** The address of the page with one filter changed, the other kept. */
const filtered = (filters: { kind: string | null; place: string | null }) => {
  const query = new URLSearchParams();
  if (filters.kind) query.set('kind', filters.kind);
  if (filters.place) query.set('place', filters.place);
  const text = query.toString();
  return text ? `/projects?${text}` : '/projects';
};

function Filter({
  label,
  choices,
  chosen,
  to,
}: {
  label: string;
  choices: { value: string; label: string }[];
  chosen: string | null;
  to: (value: string | null) => string;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2">
      <span className="mr-1 text-sm font-semibold text-navy-900" aria-hidden="true">
        {label}:
      </span>
      {[{ value: null, label: 'All' }, ...choices].map((choice) => (
        <Link
          key={choice.value ?? ''}
          to={to(choice.value)}
          preventScrollReset
          aria-current={choice.value === chosen ? 'true' : undefined}
          className={buttonClass(choice.value === chosen ? 'solid' : 'outline', '', 'sm')}
        >
          {choice.label}
        </Link>
      ))}
    </nav>
  );
}

export default function Projects({ loaderData: { projects, kinds, places, kind, place, total } }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Projects" />
      <Container className="py-14">
        {total === 0 ? (
          <div className="mx-auto max-w-2xl space-y-6 text-center text-lg">
            <p>Our finished projects will be shown here soon. Ask us about the work we have done near you.</p>
            <ButtonLink to={contactHref('Business inquiry')}>Contact Us</ButtonLink>
          </div>
        ) : (
          <>
            <div className="mb-8 space-y-3">
              <Filter label="Kind" choices={[...kinds]} chosen={kind} to={(value) => filtered({ kind: value, place })} />
              {places.length > 1 ? (
                <Filter
                  label="Place"
                  choices={places.map((p) => ({ value: p, label: p }))}
                  chosen={place}
                  to={(value) => filtered({ kind, place: value })}
                />
              ) : null}
            </div>
            <h2 id="projects-list" className="sr-only">
              {projects.length === total ? 'All our projects' : `${projects.length} of our ${total} projects`}
            </h2>
            {projects.length ? (
              <ul aria-labelledby="projects-list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {projects.map((p, i) => (
                  <li key={p._id}>
                    <ProjectCardView project={p} priority={i === 0} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-center text-lg">
                No project matches these filters.{' '}
                <Link to="/projects" className="font-semibold text-navy-700 underline">
                  Show all projects
                </Link>
              </p>
            )}
          </>
        )}
      </Container>
    </>
  );
}
