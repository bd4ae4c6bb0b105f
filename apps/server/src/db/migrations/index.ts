import type { Kysely, Migration, MigrationProvider } from 'kysely';
import { columnTypes, type ColumnTypes } from './column-types.js';
import { up as initial } from './001_initial.js';
import { up as content } from './008_content.js';
import { up as contentVersion } from './009_content_version.js';
import { up as contactSpamAndLimits } from './010_contact_spam_and_limits.js';
import { up as sessions } from './013_sessions.js';
import { up as trash } from './014_trash.js';
import { up as versions } from './015_versions.js';
import { up as activity } from './016_activity.js';
import { up as accounts } from './017_accounts.js';
import { up as twoStep } from './018_two_step.js';
import { up as visitsAndLeads } from './019_visits_and_leads.js';
import { up as pictureFocusAndAlt } from './020_picture_focus_and_alt.js';
import { up as richText } from './021_rich_text.js';
import { up as slideTextsAndOfferDates } from './022_slide_texts_and_offer_dates.js';
import { up as contactDetailsOnce } from './023_contact_details_once.js';
import { up as offersAndSlidersAsItems } from './024_offers_and_sliders_as_items.js';
import { up as visitorsAsSketches } from './025_visitors_as_sketches.js';

/**
 * Every migration under the name Kysely records it by (its kysely_migration row), in order. Each is
 * its file's `up`, given the column types of the database it runs on.
 */
const ALL: Record<string, (db: Kysely<unknown>, types: ColumnTypes) => Promise<void>> = {
  '001_initial': initial,
  '008_content': content,
  '009_content_version': contentVersion,
  '010_contact_spam_and_limits': contactSpamAndLimits,
  '013_sessions': sessions,
  '014_trash': trash,
  '015_versions': versions,
  '016_activity': activity,
  '017_accounts': accounts,
  '018_two_step': twoStep,
  '019_visits_and_leads': visitsAndLeads,
  '020_picture_focus_and_alt': pictureFocusAndAlt,
  '021_rich_text': richText,
  '022_slide_texts_and_offer_dates': slideTextsAndOfferDates,
  '023_contact_details_once': contactDetailsOnce,
  '024_offers_and_sliders_as_items': offersAndSlidersAsItems,
  '025_visitors_as_sketches': visitorsAsSketches,
};

/** Migrations in code, run at every start, for the database `dialect` names. */
export function migrations(dialect: 'sqlite' | 'postgres'): MigrationProvider {
  const types = columnTypes(dialect);
  const all = Object.fromEntries(Object.entries(ALL).map(([name, up]): [string, Migration] => [name, { up: (db) => up(db, types) }]));
  return { getMigrations: async () => all };
}
