import { ButtonLink } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { SectionHeading } from '~/components/ui/section-heading';
import type { ProjectCard } from '~/lib/projects';
import { ProjectCardView } from './project-card';

/** How many of the latest projects the home page shows. */
export const HOME_PROJECTS = 3;

/** The home page's proof of work: the latest projects, absent while the owner has shown none. */
export function LatestProjects({ projects }: { projects: ProjectCard[] }) {
  if (!projects.length) return null;
  return (
    <section aria-labelledby="latest-projects" className="below-fold py-16">
      <Container>
        <SectionHeading id="latest-projects" title="Our Latest Projects" subtitle="Work we planned, got approved and saw built." />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {projects.map((p) => (
            <li key={p._id}>
              <ProjectCardView project={p} />
            </li>
          ))}
        </ul>
        <div className="mt-8 text-center">
          <ButtonLink to="/projects" variant="outline">
            All Projects
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
