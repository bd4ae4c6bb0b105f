import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SLIDERS as DEFAULT_SLIDES, siteDetailsSchema, type SiteDetailsFields } from '@firm/contract';

// The seed's files, from src/content (tests) and dist/content (production) alike.

/** apps/web/app/content/seed/: today's content, which seeds a fresh site (the web app reads the same files). */
export const CONTENT_SEED_DIR = fileURLToPath(new URL('../../../web/app/content/seed/', import.meta.url));

/** The committed seed downloads (served by their seeded items). */
export const SEED_DOWNLOADS_DIR = fileURLToPath(new URL('../../../web/public/downloads/', import.meta.url));

/** The services' picture sources, apps/web/assets/services/, which the default sliders show. */
export const SEED_DIR = fileURLToPath(new URL('../../../web/assets/services/', import.meta.url));

/** The default sliders (the contract's, one definition with the banner's fallback) and their picture files in SEED_DIR. */
export const DEFAULT_SLIDERS = DEFAULT_SLIDES.map(({ service, title, subtitle, buttonLabel, buttonLink, alt }) => ({
  file: `${service}.jpg`,
  title,
  text: { subtitle, buttonLabel, buttonLink },
  alt,
}));

export const readSeed = <T>(dir: string, name: string): T => JSON.parse(readFileSync(`${dir}${name}.json`, 'utf8')) as T;

let seedDetails: SiteDetailsFields | undefined;
/** The site details of a fresh site (seed/site.json), read once. */
export const siteSeed = (): SiteDetailsFields => (seedDetails ??= siteDetailsSchema.parse(readSeed(CONTENT_SEED_DIR, 'site')));
