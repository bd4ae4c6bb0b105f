import services from './seed/services.json';

/** The ten services of SITE-3, with their detail text. */
export interface Service {
  id: number;
  title: string;
  /** Detail route; the detail page finds the service by the last segment of this link. */
  link: string;
  /** Asset name of the picture. */
  image: string;
  summary: string;
  paragraphs: string[];
}

/** seed/services.json: the seed of the services the owner edits in the admin (the server reads it on its first start). */
export const SERVICES: Service[] = services.map((s) => ({
  id: Number(s.id),
  title: s.title,
  link: `/services/details/${s.id}`,
  image: `services/${s.id}`,
  summary: s.summary,
  paragraphs: s.paragraphs,
}));

/** Finds the service whose link ends with the given id (spec: the last path segment of the link). */
export const findService = (id: string | undefined): Service | undefined =>
  SERVICES.find((s) => s.link.split('/').pop() === id);
