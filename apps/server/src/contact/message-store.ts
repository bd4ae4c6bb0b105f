import { randomUUID } from 'node:crypto';
import { sql, type ExpressionBuilder } from 'kysely';
import {
  API,
  MESSAGES_TRASH,
  type ContactFields,
  type ContactMessage,
  type LeadStatus,
  type MessageFilter,
  type MessagePatch,
} from '@firm/contract';
import type { Db } from '../db/index.js';
import type { Database } from '../db/schema.js';
import { possibleId } from '../lib/possible-id.js';
import { dayAfter, zonedInstant } from '../lib/zoned-time.js';
import type { StoredAttachment } from './attachments.js';
import { moveToTrash, restoreFromTrash } from '../trash/trash-store.js';
import { logActivity } from '../history/activity.js';

/** A message as the visitor sent it, with its id and time: the inbox shows it and the owner's mail (mail/outbox.ts) carries it. */
export const SENT_COLUMNS = [
  'messages.id',
  'messages.name',
  'messages.email',
  'messages.mobile',
  'messages.subject',
  'messages.message',
  'messages.created_at',
] as const;

const messageColumns = [
  ...SENT_COLUMNS,
  'messages.read',
  'messages.attachment_id',
  'messages.attachment_name',
  'messages.spam',
  'messages.page',
  'messages.source',
  'messages.status',
  'messages.note',
  'messages.follow_up',
  'media.mime',
  'media.size',
] as const;

function selectMessages(db: Db) {
  return db.selectFrom('messages').leftJoin('media', 'media.id', 'messages.attachment_id').select(messageColumns);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectMessages>['executeTakeFirst']>> & object;

export const attachmentUrl = (id: string) => `${API.messages}/${encodeURIComponent(id)}/attachment`;

/** A lead that is won or closed needs no follow-up, whatever its date says (LEADS-1). */
const SETTLED: LeadStatus[] = ['won', 'closed'];

/** Its follow-up day is before `today` (YYYY-MM-DD, the firm's time zone) and it is still open. */
const isOverdue = (followUp: string | null, status: string, today: string) =>
  followUp !== null && followUp < today && !SETTLED.includes(status as LeadStatus);

/** The same test in SQL, for the order of the list. */
const overdueSql = (eb: ExpressionBuilder<Database, 'messages'>, today: string) =>
  eb.and([eb('messages.follow_up', 'is not', null), eb('messages.follow_up', '<', today), eb('messages.status', 'not in', SETTLED)]);

function toMessage(row: Row, today: string): ContactMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    subject: row.subject,
    message: row.message,
    createdAt: row.created_at,
    read: row.read === 1,
    spam: row.spam === 1,
    page: row.page,
    source: row.source,
    status: row.status as LeadStatus,
    note: row.note,
    followUp: row.follow_up,
    overdue: isOverdue(row.follow_up, row.status, today),
    attachment:
      row.attachment_id && row.mime !== null && row.size !== null
        ? { name: row.attachment_name ?? 'attachment', type: row.mime, size: row.size, url: attachmentUrl(row.id) }
        : null,
  };
}

/** How a new message is kept: mailed later ('pending', when SMTP is configured) or not ('none'), spam or not, from which page, and when it came (ctx.clock). */
export interface NewMessageOptions {
  mailStatus: 'pending' | 'none';
  spam: boolean;
  page: string | null;
  /** Where the visitor came from before the site (analytics/sources.ts), or null when unknown. */
  source: string | null;
  receivedAt: Date;
}

/** Stores a contact message and its attachment in one transaction, before anything is mailed. */
export async function createMessage(
  db: Db,
  fields: Omit<ContactFields, 'website'>,
  attachment: StoredAttachment | undefined,
  { mailStatus, spam, page, source, receivedAt }: NewMessageOptions,
): Promise<string> {
  const id = randomUUID();
  const now = receivedAt.toISOString();
  await db.transaction().execute(async (trx) => {
    if (attachment) {
      await trx
        .insertInto('media')
        .values({
          id: attachment.id,
          kind: 'attachment',
          mime: attachment.mime,
          bytes: attachment.bytes,
          size: attachment.bytes.length,
          width: null,
          height: null,
          variants: '[]',
          created_at: now,
        })
        // Content-addressed: the same file sent twice is stored once.
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
    await trx
      .insertInto('messages')
      .values({
        id,
        name: fields.name,
        email: fields.email,
        mobile: fields.mobile,
        subject: fields.subject,
        message: fields.message,
        attachment_id: attachment?.id ?? null,
        attachment_name: attachment?.name ?? null,
        created_at: now,
        read: 0,
        mail_status: mailStatus,
        mail_attempts: 0,
        next_mail_at: mailStatus === 'pending' ? now : null,
        last_mail_error: null,
        spam: spam ? 1 : 0,
        page,
        source,
      })
      .execute();
  });
  return id;
}

/** `text` as a LIKE pattern that matches it anywhere, its own % and _ (and the escape) taken literally. */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The ids of a comma-separated list; one that cannot exist is left out (it would match nothing). */
const idList = (ids: string) =>
  ids
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '' && possibleId(id));

/** Where the filters put the days and the search: the firm's days (TIME_ZONE) and today among them. */
export interface ListOptions {
  timeZone: string;
  /** Today (YYYY-MM-DD) in `timeZone`: a follow-up before it is overdue. */
  today: string;
}

/**
 * The messages the filters pick (LEADS-1): overdue follow-ups first, the oldest of them first, then
 * newest first; and how many messages outside Spam are unread, whatever the filters (the admin's badge).
 */
export async function listMessages(
  db: Db,
  filter: MessageFilter,
  { timeZone, today }: ListOptions,
): Promise<{ messages: ContactMessage[]; unread: number }> {
  let query = selectMessages(db);
  if (filter.status) query = query.where('messages.status', '=', filter.status);
  if (filter.subject) query = query.where('messages.subject', '=', filter.subject);
  // created_at is an ISO instant in UTC: the firm's day runs from its midnight to the next.
  if (filter.from) query = query.where('messages.created_at', '>=', new Date(zonedInstant(filter.from, '00:00', timeZone)).toISOString());
  if (filter.to)
    query = query.where('messages.created_at', '<', new Date(zonedInstant(dayAfter(filter.to, 1), '00:00', timeZone)).toISOString());
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    // lower() on both sides: SQLite's LIKE ignores case and PostgreSQL's does not.
    query = query.where((eb) =>
      eb.or(
        (['messages.name', 'messages.email', 'messages.mobile', 'messages.message'] as const).map(
          (column) => sql<boolean>`lower(${eb.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  if (filter.ids !== undefined) {
    const ids = idList(filter.ids);
    if (ids.length === 0) return { messages: [], unread: await countUnread(db) };
    query = query.where('messages.id', 'in', ids);
  }
  const rows = await query
    .orderBy((eb) => eb.case().when(overdueSql(eb, today)).then(0).else(1).end())
    .orderBy((eb) => eb.case().when(overdueSql(eb, today)).then(eb.ref('messages.follow_up')).else(null).end())
    .orderBy('messages.created_at', 'desc')
    .orderBy('messages.id', 'desc')
    .execute();
  return { messages: rows.map((row) => toMessage(row, today)), unread: await countUnread(db) };
}

/** Unread messages outside Spam. */
async function countUnread(db: Db): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('read', '=', 0)
    .where('spam', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findMessage(db: Db, id: string, today: string): Promise<ContactMessage | undefined> {
  const row = await selectMessages(db).where('messages.id', '=', id).executeTakeFirst();
  return row ? toMessage(row, today) : undefined;
}

/** Marks a message read or unread; false when there is no such message. */
export async function setMessageRead(db: Db, id: string, read: boolean): Promise<boolean> {
  const result = await db
    .updateTable('messages')
    .set({ read: read ? 1 : 0 })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Sets a lead's status, note and follow-up day (null: none), those given; false when there is no such message. */
export async function setMessageLead(db: Db, id: string, { status, note, followUp }: Pick<MessagePatch, 'status' | 'note' | 'followUp'>) {
  const result = await db
    .updateTable('messages')
    .set({
      ...(status !== undefined && { status }),
      ...(note !== undefined && { note }),
      ...(followUp !== undefined && { follow_up: followUp }),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Moves a message to Spam or back; false when there is no such message. Back in the inbox it is
 * unread, and mailed to the owner like any message (`mail` when SMTP is configured, from `now` on) unless it was already.
 */
export async function setMessageSpam(db: Db, id: string, spam: boolean, mail: boolean, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('messages')
    .set(spam ? { spam: 1 } : { spam: 0, read: 0 })
    .where('id', '=', id)
    .executeTakeFirst();
  if (!spam && mail) {
    await db
      .updateTable('messages')
      .set({ mail_status: 'pending', next_mail_at: now.toISOString(), mail_attempts: 0 })
      .where('id', '=', id)
      .where('mail_status', '=', 'none')
      .execute();
  }
  return result.numUpdatedRows > 0n;
}

/** Moves a message and its attachment to the trash (docs/decisions/044); false when there is none. */
export async function deleteMessage(db: Db, id: string, by: string, at: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('messages').select(['name', 'subject', 'attachment_id']).where('id', '=', id).executeTakeFirst();
    if (!row) return false;
    const title = `${row.name}: ${row.subject}`;
    await moveToTrash(trx, {
      collection: MESSAGES_TRASH,
      table: 'messages',
      scope: {},
      id,
      kind: 'Message',
      title,
      picture: null,
      media: row.attachment_id ? [row.attachment_id] : [],
      by,
      at,
    });
    await logActivity(trx, { by, action: 'delete', collection: MESSAGES_TRASH, itemId: id, title, at });
    return true;
  });
}

/** Puts a trashed message back in the inbox as it was; false when it is not in the trash. */
export async function restoreMessage(db: Db, id: string, by: string, at: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await restoreFromTrash(trx, MESSAGES_TRASH, id);
    if (!row) return false;
    await logActivity(trx, {
      by,
      action: 'restore',
      collection: MESSAGES_TRASH,
      itemId: id,
      title: `${row['name']}: ${row['subject']}`,
      at,
    });
    return true;
  });
}

/** A message's attachment: bytes, type and the name it was sent with. */
export async function findAttachment(db: Db, messageId: string) {
  return db
    .selectFrom('messages')
    .innerJoin('media', 'media.id', 'messages.attachment_id')
    .select(['media.bytes', 'media.mime', 'messages.attachment_name'])
    .where('messages.id', '=', messageId)
    .executeTakeFirst();
}
