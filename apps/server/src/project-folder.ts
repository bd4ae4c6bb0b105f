import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project folder (the repository's root), from this file's place in it (apps/server/src or
 * apps/server/dist): the defaults of DATABASE_URL and BACKUP_DIR live in it whatever folder the
 * server or a command starts from (docs/decisions/052-start-up-refuses-what-would-look-like-a-wiped-site.md).
 */
export const PROJECT_FOLDER = resolve(fileURLToPath(new URL('../../../', import.meta.url)));
