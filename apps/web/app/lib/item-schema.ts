import type { ProjectItem } from '@firm/contract';
import { kindLabel } from './projects';
import { courseLink, projectLink, serviceLink, type PageSiteDetails } from './site';

/** How search engines are told of a service, a course or a project: its schema.org type, its page, and what that type adds of the item. */
export interface ItemSchema {
  type: string;
  link: (id: string) => string;
  more: (origin: string, site: PageSiteDetails, item: Record<string, unknown>) => Record<string, unknown>;
}

export const SERVICE_SCHEMA: ItemSchema = {
  type: 'Service',
  link: serviceLink,
  more: (origin) => ({ provider: { '@id': `${origin}/#organization` } }),
};

export const COURSE_SCHEMA: ItemSchema = {
  type: 'Course',
  link: courseLink,
  more: (origin, site) => ({
    provider: { '@type': 'Organization', name: site.name, sameAs: `${origin}/` },
    hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'online' },
  }),
};

/** A finished project: a work of the firm (its creator), where and when it was made, of what kind, with its main picture. */
export const PROJECT_SCHEMA: ItemSchema = {
  type: 'CreativeWork',
  link: projectLink,
  more: (origin, _site, item) => {
    const project = item as Partial<ProjectItem>;
    return {
      creator: { '@id': `${origin}/#organization` },
      ...(project.kind ? { genre: kindLabel(project.kind) } : {}),
      ...(project.place ? { locationCreated: { '@type': 'Place', name: project.place } } : {}),
      ...(project.year ? { dateCreated: String(project.year) } : {}),
      ...(project.picture?.image ? { image: `${origin}${project.picture.image}` } : {}),
    };
  },
};

/** The schema.org object of one item, on its own page and as an entry of its collection's list. */
export const itemJsonLd = (
  { type, link, more }: ItemSchema,
  item: { _id: string; title: string },
  description: string,
  origin: string,
  site: PageSiteDetails,
): Record<string, unknown> => ({
  '@type': type,
  name: item.title,
  description,
  url: `${origin}${link(item._id)}`,
  ...more(origin, site, item),
});

/** A collection's page as schema.org sees it: a list of its items, each with its summary. */
export const itemListJsonLd = (
  name: string,
  schema: ItemSchema,
  items: readonly { _id: string; title: string; summary: string }[],
  origin: string,
  site: PageSiteDetails,
): Record<string, unknown> => ({
  '@context': 'https://schema.org',
  '@type': 'ItemList',
  name,
  itemListElement: items.map((item, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    item: itemJsonLd(schema, item, item.summary, origin, site),
  })),
});
