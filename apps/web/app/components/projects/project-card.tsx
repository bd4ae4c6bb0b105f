import { Card } from '~/components/ui/card';
import { projectFacts, type ProjectCard } from '~/lib/projects';
import { projectLink } from '~/lib/site';

/** A project's card, on the Projects page and the home page: its picture, title, summary, and what, where and when. */
export function ProjectCardView({ project, priority = false }: { project: ProjectCard; priority?: boolean }) {
  return (
    <Card
      to={projectLink(project._id)}
      title={project.title}
      text={project.summary}
      picture={project.picture}
      facts={projectFacts(project)}
      sizes="(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw"
      priority={priority}
    />
  );
}
