import { readFileSync } from 'node:fs';

/**
 * This release of the site: the server package's version. Backups record it, and a database or a
 * backup made by a newer release is refused with its name (docs/deploying.md, "Upgrade notes").
 */
export const RELEASE: string = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string })
  .version;
