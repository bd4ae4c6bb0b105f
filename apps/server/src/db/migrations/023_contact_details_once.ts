import { SITE_HISTORY, whatsappNumber } from '@firm/contract';
import { sql, type Kysely } from 'kysely';

/**
 * Migration 023_contact_details_once: Contact details entered once (CONTACT-10, CONTACT-11, decision 062): the
 * office hours' own text goes, from the record and from its history (the pages make it from the days and times);
 * a WhatsApp number that is the one the first phone gives is stored empty, so it follows the phone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sites = await sql<{ id: string; doc: string }>`select id, doc from site_details`.execute(db);
  for (const { id, doc } of sites.rows) {
    const { hours: _hours, ...site } = JSON.parse(doc) as Record<string, unknown>;
    const phones = Array.isArray(site['phones']) ? (site['phones'] as string[]) : [];
    if (site['whatsapp'] === whatsappNumber({ whatsapp: '', phones })) site['whatsapp'] = '';
    await sql`update site_details set doc = ${JSON.stringify(site)} where id = ${id}`.execute(db);
  }
  const versions = await sql<{
    id: number;
    changes: string;
  }>`select id, changes from versions where collection = ${SITE_HISTORY.collection}`.execute(db);
  for (const version of versions.rows) {
    const { hours, ...changes } = JSON.parse(version.changes) as Record<string, unknown>;
    if (hours === undefined) continue;
    if (Object.keys(changes).length > 0) {
      await sql`update versions set changes = ${JSON.stringify(changes)} where id = ${version.id}`.execute(db);
    } else {
      // A version that changed nothing but the hours' text: nothing of it is left to show or restore.
      await sql`delete from version_media where version_id = ${version.id}`.execute(db);
      await sql`delete from versions where id = ${version.id}`.execute(db);
    }
  }
}
