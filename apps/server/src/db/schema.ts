import type { Generated } from 'kysely';
import type { Role } from '@firm/contract';

/** Tables. Timestamps are ISO-8601 text and booleans 0/1 so both SQLite and PostgreSQL agree. */
export interface Database {
  settings: { key: string; value: string };
  /** The people with access to the admin area; `role` one of ROLES (docs/decisions/048). */
  admins: {
    id: string;
    email: string;
    password_hash: string;
    created_at: string;
    role: Generated<Role>;
    name: Generated<string>;
    /** Two-step sign-in (auth/two-step.ts): the app's key, encrypted, while it is on; null when off. */
    totp_secret: string | null;
    /** A key made by a setup and not yet confirmed by a code, encrypted like totp_secret. */
    totp_pending: string | null;
    /** When two-step sign-in was turned on (ISO-8601), null when off. */
    totp_enabled_at: string | null;
    /** The latest 30-second time step whose code was used: no code works twice. */
    totp_last_step: number | null;
  };
  /** Each admin's recovery codes while two-step sign-in is on, by SHA-256; a used one keeps its row with `used_at`. */
  recovery_codes: { admin_id: string; code_hash: string; used_at: string | null };
  /** One row per login; its id is in the token, and a token whose row is gone is refused. */
  admin_sessions: { id: string; admin_id: string; created_at: string; expires_at: string };
  /** A password-reset or invitation link, by the SHA-256 of its secret; usable once, until `expires_at`. */
  account_links: {
    token_hash: string;
    purpose: 'reset' | 'invite' | 'second-step';
    email: string;
    role: Role | null;
    /** The e-mail of the owner who invited, for an invitation. */
    created_by: string | null;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
  /** The latest successful logins of each admin (the Account screen). */
  admin_logins: { id: Generated<number>; admin_id: string; at: string; ip: string };
  /** Uploaded bytes, addressed by their content (`{sha256}.{ext}`, variants `{sha256}-{width}.{ext}`). */
  media: {
    id: string;
    /**
     * 'image' (public under /media/), 'attachment' (a contact attachment, only through the inbox) or
     * 'download' (a file of the Download page, only through its download address).
     */
    kind: 'image' | 'attachment' | 'download';
    mime: string;
    bytes: Buffer;
    size: number;
    width: number | null;
    height: number | null;
    /** JSON list of `{width, type, id}` resized copies of an original picture. */
    variants: string;
    created_at: string;
  };
  messages: {
    id: string;
    name: string;
    email: string;
    mobile: string;
    subject: string;
    message: string;
    attachment_id: string | null;
    attachment_name: string | null;
    created_at: string;
    read: number;
    /** 'none' (no SMTP configured), 'pending', 'sent'. */
    mail_status: string;
    mail_attempts: number;
    next_mail_at: string | null;
    last_mail_error: string | null;
    /** 1 when the honeypot was filled or the form was sent too fast: listed under Spam, never mailed. */
    spam: Generated<number>;
    /** The page the form was sent from (path and its subject/course query), or null from the API. */
    page: string | null;
    /** The lead (docs/decisions/056): one of LEAD_STATUSES, the owner's note, the follow-up day (YYYY-MM-DD). */
    status: Generated<string>;
    note: Generated<string>;
    follow_up: string | null;
    /** Where the visitor came from before the site (analytics/sources.ts), or null when unknown. */
    source: string | null;
  };
  /** Daily totals of visits and taps (docs/decisions/055): `measure` names what `key` is (analytics/measures.ts). */
  visit_counts: { day: string; measure: string; key: string; count: number };
  /**
   * A day's visitors of a measure and key as a sketch of their salted hashes (analytics/sketch.ts,
   * docs/decisions/086): at most 16 KB each, merged by every app server; deleted the day after.
   */
  visit_sketches: { day: string; measure: string; key: string; registers: Buffer };
  /** The random salt of each day still counted; thrown away with the day. */
  visit_salts: { day: string; salt: string };
  /** Contact messages accepted per client address, counted over a sliding window (shared by every app server). */
  contact_sends: { id: Generated<number>; key: string; at: number };
  /** One row (id 1): the version of what public pages show, moved by every change to it (content/version.ts). */
  content_version: { id: number; version: number };
  /** Items of the owner's collections (services, courses, gallery, downloads): the item's fields as JSON in `doc`. */
  content_items: {
    collection: string;
    id: string;
    position: number;
    /** 1: a draft, on no public page. */
    hidden: number;
    doc: string;
    created_at: string;
    updated_at: string;
  };
  content_media: { collection: string; item_id: string; media_id: string };
  /** The site details: one row, id 'site', the SiteDetailsFields record as JSON. */
  site_details: { id: string; doc: string; updated_at: string };
  /**
   * What the owner deleted, for TRASH_DAYS (trash/trash-store.ts): the row as it was in `table_name`,
   * JSON, and what the Trash tab shows of it.
   */
  trash: {
    collection: string;
    item_id: string;
    table_name: string;
    row: string;
    kind: string;
    title: string;
    /** The address of its picture, or null. */
    picture: string | null;
    deleted_at: string;
    /** The email of the admin who deleted it. */
    deleted_by: string;
  };
  /** The media a trashed row refers to: kept until the entry is restored or leaves the trash. */
  trash_media: { collection: string; item_id: string; media_id: string };
  /**
   * One change to an item or the site details (history/version-store.ts): `changes` is JSON,
   * `{field: [old, new]}` of the stored values; `created` 1 for the first version (the item as added, or as it was when its history began).
   */
  versions: { id: Generated<number>; collection: string; item_id: string; at: string; by: string; created: number; changes: string };
  /** The media a version's values refer to: kept while the version is. */
  version_media: { version_id: number; media_id: string };
  /** Who did what and when in the admin area (history/activity.ts); `action` one of ACTIVITY_ACTIONS. */
  activity: {
    id: Generated<number>;
    at: string;
    by: string;
    action: string;
    collection: string | null;
    item_id: string | null;
    title: string | null;
  };
  /** Failed logins, one row each, counted over a sliding window (shared by every app server). */
  login_failures: { id: Generated<number>; key: string; at: number };
}
