import { SITE_HISTORY, whatsappNumber } from '@firm/contract';
import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { migrateToRichText } from './rich-text-migration.js';
import { moveOffersAndSlidersToItems } from './offers-sliders-migration.js';
import { sketchVisitDays } from './visit-sketches-migration.js';

/** Migrations in code, run at every start. `dialect` picks the column types that differ. */
export function migrations(dialect: 'sqlite' | 'postgres'): MigrationProvider {
  const blob = dialect === 'postgres' ? 'bytea' : 'blob';
  const serial = dialect === 'postgres' ? 'serial' : 'integer';
  // PostgreSQL's real has 6 digits: 0.3 would come back as 0.30000001.
  const double = dialect === 'postgres' ? 'double precision' : 'real';
  const all: Record<string, Migration> = {
    '001_initial': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('settings')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('value', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('admins')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('email', 'text', (c) => c.notNull().unique())
          .addColumn('password_hash', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('media')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('mime', 'text', (c) => c.notNull())
          .addColumn('bytes', sql.raw(blob), (c) => c.notNull())
          .addColumn('size', 'integer', (c) => c.notNull())
          .addColumn('width', 'integer')
          .addColumn('height', 'integer')
          .addColumn('variants', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('offers')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('description', 'text', (c) => c.notNull())
          .addColumn('percentage', 'real', (c) => c.notNull())
          .addColumn('image_id', 'text', (c) => c.references('media.id'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('sliders')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('image_id', 'text', (c) => c.references('media.id'))
          .addColumn('position', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('messages')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('mobile', 'text', (c) => c.notNull())
          .addColumn('subject', 'text', (c) => c.notNull())
          .addColumn('message', 'text', (c) => c.notNull())
          .addColumn('attachment_id', 'text', (c) => c.references('media.id'))
          .addColumn('attachment_name', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('read', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('mail_status', 'text', (c) => c.notNull())
          .addColumn('mail_attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('next_mail_at', 'text')
          .addColumn('last_mail_error', 'text')
          .execute();
        await db.schema.createIndex('messages_created_idx').on('messages').column('created_at').execute();
        await db.schema.createIndex('messages_mail_idx').on('messages').columns(['mail_status', 'next_mail_at']).execute();
        await db.schema
          .createTable('login_failures')
          .addColumn('id', sql.raw(serial), (c) => c.primaryKey())
          .addColumn('key', 'text', (c) => c.notNull())
          .addColumn('at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('login_failures_key_idx').on('login_failures').columns(['key', 'at']).execute();
      },
    },
    '008_content': {
      // The owner's content (SITE-5). Tables only: the first start fills them (content/seed.ts), so a
      // database made by an earlier version keeps its offers, sliders and messages and gets the seed.
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('content_items')
          .addColumn('collection', 'text', (c) => c.notNull())
          .addColumn('id', 'text', (c) => c.notNull())
          .addColumn('position', 'integer', (c) => c.notNull())
          .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('doc', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('content_items_pk', ['collection', 'id'])
          .execute();
        await db.schema.createIndex('content_items_order_idx').on('content_items').columns(['collection', 'position']).execute();
        // Which media each item uses, so a picture or file shared by several items is deleted with the last.
        await db.schema
          .createTable('content_media')
          .addColumn('collection', 'text', (c) => c.notNull())
          .addColumn('item_id', 'text', (c) => c.notNull())
          .addColumn('media_id', 'text', (c) => c.notNull().references('media.id'))
          .addPrimaryKeyConstraint('content_media_pk', ['collection', 'item_id', 'media_id'])
          .execute();
        await db.schema.createIndex('content_media_media_idx').on('content_media').column('media_id').execute();
        await db.schema
          .createTable('site_details')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('doc', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
      },
    },
    // One row whose number moves with every change to what public pages show (content/version.ts).
    '009_content_version': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('content_version')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('version', 'bigint', (c) => c.notNull())
          .execute();
        await db
          .insertInto('content_version' as never)
          .values({ id: 1, version: 1 } as never)
          .execute();
      },
    },
    '010_contact_spam_and_limits': {
      async up(db: Kysely<unknown>) {
        // Spam is kept (never silently dropped) and shown apart; `page` says where the form was opened.
        await db.schema
          .alterTable('messages')
          .addColumn('spam', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema.alterTable('messages').addColumn('page', 'text').execute();
        await db.schema
          .createTable('contact_sends')
          .addColumn('id', sql.raw(serial), (c) => c.primaryKey())
          .addColumn('key', 'text', (c) => c.notNull())
          .addColumn('at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('contact_sends_key_idx').on('contact_sends').columns(['key', 'at']).execute();
      },
    },
    '013_sessions': {
      // A password change or reset raises session_version; tokens carry the version they were made
      // with, so every earlier session ends on every app server. admin_logins: the Account screen.
      async up(db: Kysely<unknown>) {
        await db.schema
          .alterTable('admins')
          .addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema
          .createTable('admin_logins')
          .addColumn('id', sql.raw(serial), (c) => c.primaryKey())
          .addColumn('admin_id', 'text', (c) => c.notNull().references('admins.id').onDelete('cascade'))
          .addColumn('at', 'text', (c) => c.notNull())
          .addColumn('ip', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('admin_logins_admin_idx').on('admin_logins').columns(['admin_id', 'at']).execute();
      },
    },
    '014_trash': {
      // What the owner deletes is kept here as its row was (docs/decisions/044), with the media it
      // refers to held in trash_media so nothing releases them before the entry leaves the trash.
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('trash')
          .addColumn('collection', 'text', (c) => c.notNull())
          .addColumn('item_id', 'text', (c) => c.notNull())
          .addColumn('table_name', 'text', (c) => c.notNull())
          .addColumn('row', 'text', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('picture', 'text')
          .addColumn('deleted_at', 'text', (c) => c.notNull())
          .addColumn('deleted_by', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('trash_pk', ['collection', 'item_id'])
          .execute();
        await db.schema.createIndex('trash_deleted_idx').on('trash').column('deleted_at').execute();
        await db.schema
          .createTable('trash_media')
          .addColumn('collection', 'text', (c) => c.notNull())
          .addColumn('item_id', 'text', (c) => c.notNull())
          .addColumn('media_id', 'text', (c) => c.notNull().references('media.id'))
          .addPrimaryKeyConstraint('trash_media_pk', ['collection', 'item_id', 'media_id'])
          .execute();
        await db.schema.createIndex('trash_media_media_idx').on('trash_media').column('media_id').execute();
      },
    },
    '015_versions': {
      // Every change to an item or the site details: which fields went from what to what
      // (docs/decisions/046); version_media holds the pictures and files those values refer to.
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('versions')
          .addColumn('id', sql.raw(serial), (c) => c.primaryKey())
          .addColumn('collection', 'text', (c) => c.notNull())
          .addColumn('item_id', 'text', (c) => c.notNull())
          .addColumn('at', 'text', (c) => c.notNull())
          .addColumn('by', 'text', (c) => c.notNull())
          .addColumn('created', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('changes', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('versions_item_idx').on('versions').columns(['collection', 'item_id', 'id']).execute();
        await db.schema
          .createTable('version_media')
          .addColumn('version_id', 'integer', (c) => c.notNull().references('versions.id').onDelete('cascade'))
          .addColumn('media_id', 'text', (c) => c.notNull().references('media.id'))
          .addPrimaryKeyConstraint('version_media_pk', ['version_id', 'media_id'])
          .execute();
        await db.schema.createIndex('version_media_media_idx').on('version_media').column('media_id').execute();
      },
    },
    '016_activity': {
      // Who did what and when in the admin area, kept a year (docs/decisions/047).
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('activity')
          .addColumn('id', sql.raw(serial), (c) => c.primaryKey())
          .addColumn('at', 'text', (c) => c.notNull())
          .addColumn('by', 'text', (c) => c.notNull())
          .addColumn('action', 'text', (c) => c.notNull())
          .addColumn('collection', 'text')
          .addColumn('item_id', 'text')
          .addColumn('title', 'text')
          .execute();
        await db.schema.createIndex('activity_at_idx').on('activity').column('at').execute();
      },
    },
    '017_accounts': {
      // People, roles and sessions (docs/decisions/048-accounts-and-roles.md): a session is a row,
      // so a logout, a new password or a removal ends it on every app server at once; the session
      // version it replaces goes. account_links: the once-links of a password reset or an
      // invitation, stored only as the hash of the link's secret.
      async up(db: Kysely<unknown>) {
        await db.schema
          .alterTable('admins')
          .addColumn('role', 'text', (c) => c.notNull().defaultTo('owner'))
          .execute();
        await db.schema
          .alterTable('admins')
          .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
          .execute();
        await db.schema.alterTable('admins').dropColumn('session_version').execute();
        await db.schema
          .createTable('admin_sessions')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('admin_id', 'text', (c) => c.notNull().references('admins.id').onDelete('cascade'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('admin_sessions_admin_idx').on('admin_sessions').column('admin_id').execute();
        await db.schema
          .createTable('account_links')
          .addColumn('token_hash', 'text', (c) => c.primaryKey())
          .addColumn('purpose', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('role', 'text')
          .addColumn('created_by', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('used_at', 'text')
          .execute();
        await db.schema.createIndex('account_links_email_idx').on('account_links').columns(['purpose', 'email']).execute();
      },
    },
    '018_two_step': {
      // Two-step sign-in (docs/decisions/049-two-step-sign-in.md): the app's key, encrypted, while it
      // is on (totp_secret) or waiting for its first code (totp_pending); the last time step whose
      // code was used, so no code works twice; the recovery codes as hashes, each used once.
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('admins').addColumn('totp_secret', 'text').execute();
        await db.schema.alterTable('admins').addColumn('totp_pending', 'text').execute();
        await db.schema.alterTable('admins').addColumn('totp_enabled_at', 'text').execute();
        await db.schema.alterTable('admins').addColumn('totp_last_step', 'integer').execute();
        await db.schema
          .createTable('recovery_codes')
          .addColumn('admin_id', 'text', (c) => c.notNull().references('admins.id').onDelete('cascade'))
          .addColumn('code_hash', 'text', (c) => c.notNull())
          .addColumn('used_at', 'text')
          .addPrimaryKeyConstraint('recovery_codes_pk', ['admin_id', 'code_hash'])
          .execute();
      },
    },
    '019_visits_and_leads': {
      // Visits as daily totals (docs/decisions/055): `visit_counts` one row per day, measure and key
      // (a page, a source, a device, an event and what was tapped), added to by every app server at
      // once; `visit_days` the day's visitor hashes, deleted with the day's salt once it is over.
      // Leads (docs/decisions/056): a message's status, private note, follow-up day and source.
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('visit_counts')
          .addColumn('day', 'text', (c) => c.notNull())
          .addColumn('measure', 'text', (c) => c.notNull())
          .addColumn('key', 'text', (c) => c.notNull())
          .addColumn('count', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('visit_counts_pk', ['day', 'measure', 'key'])
          .execute();
        await db.schema
          .createTable('visit_days')
          .addColumn('day', 'text', (c) => c.notNull())
          .addColumn('visitor', 'text', (c) => c.notNull())
          .addColumn('enquired', 'integer', (c) => c.notNull().defaultTo(0))
          .addPrimaryKeyConstraint('visit_days_pk', ['day', 'visitor'])
          .execute();
        await db.schema
          .createTable('visit_salts')
          .addColumn('day', 'text', (c) => c.primaryKey())
          .addColumn('salt', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .alterTable('messages')
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
          .execute();
        await db.schema
          .alterTable('messages')
          .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
          .execute();
        await db.schema.alterTable('messages').addColumn('follow_up', 'text').execute();
        await db.schema.alterTable('messages').addColumn('source', 'text').execute();
        await db.schema.createIndex('messages_follow_up_idx').on('messages').column('follow_up').execute();
      },
    },
    '020_picture_focus_and_alt': {
      // The picture's alt text and focal point of offers and sliders (IMAGE-5, IMAGE-7, decision 057):
      // existing rows get no alt text and the centre. The collections and the site details keep
      // them in their JSON documents, beside the picture they belong to.
      async up(db: Kysely<unknown>) {
        for (const table of ['offers', 'sliders']) {
          await db.schema
            .alterTable(table)
            .addColumn('image_alt', 'text', (c) => c.notNull().defaultTo(''))
            .execute();
          for (const column of ['image_focus_x', 'image_focus_y']) {
            await db.schema
              .alterTable(table)
              .addColumn(column, sql.raw(double), (c) => c.notNull().defaultTo(0.5))
              .execute();
          }
        }
      },
    },
    '021_rich_text': {
      // Paragraphs become rich text (TEXT-5, decision 058): in the items, the site details, their versions and the trash.
      async up(db: Kysely<unknown>) {
        await migrateToRichText(db);
      },
    },
    '022_slide_texts_and_offer_dates': {
      // A slide's line under its title and its button; an offer's first and last day (YYYY-MM-DD in
      // TIME_ZONE, null for none) and its button (docs/decisions/059-slides-offers-and-preview.md).
      async up(db: Kysely<unknown>) {
        for (const table of ['sliders', 'offers']) {
          if (table === 'sliders') {
            await db.schema
              .alterTable(table)
              .addColumn('subtitle', 'text', (c) => c.notNull().defaultTo(''))
              .execute();
          } else {
            await db.schema.alterTable(table).addColumn('starts_on', 'text').execute();
            await db.schema.alterTable(table).addColumn('ends_on', 'text').execute();
          }
          await db.schema
            .alterTable(table)
            .addColumn('button_label', 'text', (c) => c.notNull().defaultTo(''))
            .execute();
          await db.schema
            .alterTable(table)
            .addColumn('button_link', 'text', (c) => c.notNull().defaultTo(''))
            .execute();
        }
      },
    },
    '023_contact_details_once': {
      // Contact details entered once (CONTACT-10, CONTACT-11, decision 062): the office hours' own
      // text goes, from the record and from its history (the pages make it from the days and times);
      // a WhatsApp number that is the one the first phone gives is stored empty, so it follows the phone.
      async up(db: Kysely<unknown>) {
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
      },
    },
    '024_offers_and_sliders_as_items': {
      // Offers and sliders kept in content_items as every collection is (decision 073).
      async up(db: Kysely<unknown>) {
        await moveOffersAndSlidersToItems(db);
      },
    },
    '025_visitors_as_sketches': {
      // A day's visitors as mergeable sketches instead of a row per visitor (decision 086): the
      // hashes still in `visit_days` (today's, perhaps yesterday's) become their days' sketches.
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('visit_sketches')
          .addColumn('day', 'text', (c) => c.notNull())
          .addColumn('measure', 'text', (c) => c.notNull())
          .addColumn('key', 'text', (c) => c.notNull())
          .addColumn('registers', sql.raw(blob), (c) => c.notNull())
          .addPrimaryKeyConstraint('visit_sketches_pk', ['day', 'measure', 'key'])
          .execute();
        await sketchVisitDays(db);
        await db.schema.dropTable('visit_days').execute();
      },
    },
  };
  return { getMigrations: async () => all };
}
