import { PROJECT_KINDS, PROJECT_MORE_PICTURES, type PictureRef, type ProjectItem, type ProjectKind } from '@firm/contract';

/** What a card shows of a project: its account stays out of the list pages' data. */
export type ProjectCard = Pick<ProjectItem, '_id' | 'title' | 'summary' | 'picture' | 'kind' | 'place' | 'year'>;
export const projectCard = ({ _id, title, summary, picture, kind, place, year }: ProjectItem): ProjectCard => ({
  _id,
  title,
  summary,
  picture,
  kind,
  place,
  year,
});

export const kindLabel = (kind: ProjectKind): string => PROJECT_KINDS.find((k) => k.value === kind)?.label ?? kind;

/** A project card's facts: what it is, where and when. */
export const projectFacts = (p: Pick<ProjectItem, 'kind' | 'place' | 'year'>): string[] => [kindLabel(p.kind), p.place, String(p.year)];

/** The latest `count` projects by the year they were finished; in the owner's order within a year. */
export const latestProjects = <P extends Pick<ProjectItem, 'year'>>(projects: readonly P[], count: number): P[] =>
  projects
    .map((p, i) => [p, i] as const)
    .sort(([a, i], [b, j]) => b.year - a.year || i - j)
    .slice(0, count)
    .map(([p]) => p);

/** The places of the projects, once each, in the order they first appear. */
export const placesOf = (projects: readonly Pick<ProjectItem, 'place'>[]): string[] => [...new Set(projects.map((p) => p.place))];

/** A project's pictures in order: the main one, then those the owner added. */
export const picturesOf = (project: ProjectItem): PictureRef[] => [
  project.picture,
  ...PROJECT_MORE_PICTURES.flatMap((name) => (project[name] ? [project[name]] : [])),
];
