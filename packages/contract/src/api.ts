/** The API's paths (API-1 to API-7; docs/decisions/008); the answers' shapes are in responses.ts. */
import type { WeekTime } from './week-days.js';
export const API = {
  login: '/api/login',
  me: '/api/me',
  account: '/api/account',
  accountPassword: '/api/account/password',
  /** DELETE: a logout ends the session the token belongs to. */
  session: '/api/session',
  /** DELETE: every session of the admin ends (Log out everywhere). */
  sessions: '/api/account/sessions',
  /** The Team tab (owners only): who has access, and the pending invitations. */
  team: '/api/team',
  teamInvitations: '/api/team/invitations',
  /** POST {token}: the e-mail and role of an invitation; the secret travels in a body, never in a logged URL. */
  invitationCheck: '/api/invitation/check',
  invitationAccept: '/api/invitation/accept',
  /** GET: whether a link can be mailed; POST: mail one (a password reset). */
  passwordForgot: '/api/password/forgot',
  /** POST: a new password with the link's secret; logs in. */
  passwordReset: '/api/password/reset',
  offers: '/api/offers',
  singleOffer: '/api/singleOffer/',
  addOffer: '/api/addOffer',
  updateOffer: '/api/updateOffer',
  deleteOffer: '/api/deleteOffer',
  sliders: '/api/sliders',
  singleSlider: '/api/singleSlider/',
  addSlider: '/api/addSlider',
  updateSlider: '/api/updateSlider',
  deleteSlider: '/api/deleteSlider',
  moveSlider: '/api/moveSlider',
  contact: '/api/contact',
  messages: '/api/messages',
  /** GET: the messages the filters pick (messageFilterSchema) as a CSV file for Excel and Google Sheets. */
  messagesExport: '/api/messages/export',
  /** POST: a page view or a tap, from the page's beacon (analytics.ts); no cookie, no personal data. */
  beacon: '/api/beacon',
  /** GET ?days=7|30|90: visits and enquiries for the Overview tab. */
  analyticsOverview: '/api/analytics/overview',
  site: '/api/site',
  /** GET: the daily backups' status; owners only. */
  backups: '/api/backups',
  /** POST {passphrase?}: a fresh backup of everything, as a download, sealed when a passphrase is given; owners only. */
  backupDownload: '/api/backups/download',
  docs: '/api/docs',
  /** POST {collection, id}: a short-lived signed link to a hidden item's page (preview.ts). */
  preview: '/api/preview',
} as const;

export const MEDIA_PREFIX = '/media/';

/** The fields of the contact form a person fills in. */
export type ContactFieldName = 'name' | 'email' | 'mobile' | 'subject' | 'message' | 'attachment';

/**
 * What a contact submission came to: the same for the API and the page's action, so the form shows
 * the same answer with and without JavaScript. `failed` is the browser's own (server or network down).
 */
export type ContactOutcome =
  /** `at`: when it came in on the firm's clock, for the thank-you's word on when the firm answers (answerText). */
  | { result: 'sent'; at: WeekTime }
  | { result: 'invalid'; errors: Partial<Record<ContactFieldName, string>>; values: ContactValues }
  | { result: 'limited'; message: string; values: ContactValues }
  | { result: 'failed'; values?: ContactValues };
/** What the person typed, sent back so a page rendered without JavaScript keeps it (a file must be chosen again). */
export type ContactValues = Partial<Record<Exclude<ContactFieldName, 'attachment'>, string>>;
