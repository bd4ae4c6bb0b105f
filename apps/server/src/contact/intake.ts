import type { FastifyRequest } from 'fastify';
import {
  CONTACT_HIDDEN,
  LIMITS,
  MESSAGES,
  attachmentAllowedFor,
  contactFieldsSchema,
  type ContactFieldName,
  type ContactOutcome,
  type ContactValues,
} from '@firm/contract';
import type { AppContext } from '../context.js';
import { createMessage } from './message-store.js';
import { checkAttachment, type StoredAttachment } from './attachments.js';
import { addressGroup, clientAddress } from '../lib/client-address.js';
import { HttpError } from '../lib/errors.js';
import { failureOf, troubleLine } from '../db/health.js';
import type { MailWorker } from '../mail/outbox.js';
import { takeFromWindow } from '../db/rate-window.js';
import { readUploadForm } from '../lib/upload-form.js';
import { zonedWeekTime } from '../lib/zoned-time.js';

/** The outcome and the HTTP status the API answers with (the page's action shows the outcome instead). */
export type Intake = { outcome: ContactOutcome; status: 201 | 400 | 413 | 415 | 429 | 503 };

const FIELD_ORDER: ContactFieldName[] = ['name', 'email', 'mobile', 'subject', 'message', 'attachment'];
const TYPED = ['name', 'email', 'mobile', 'subject', 'message'] as const;

/**
 * Spam signals: the honeypot, or a form sent faster than a person fills it. `fillMs` is measured by
 * the page's script; without it, `started` is the server's stamp in the rendered page. A cached page
 * (pages/routes.ts) carries an old stamp, so a stale stamp proves nothing: only a fresh one can say
 * "too fast". A real visitor marked by mistake loses nothing: spam is stored and can be moved back.
 */
export function looksLikeSpam(fields: Record<string, string>, now = Date.now()): boolean {
  if (fields.website?.trim()) return true;
  const fill = Number(fields[CONTACT_HIDDEN.fillMs] || NaN);
  if (Number.isFinite(fill)) return fill < LIMITS.minContactFillMs;
  const age = now - Number(fields[CONTACT_HIDDEN.started] || NaN);
  return Number.isFinite(age) && age >= 0 && age < LIMITS.minContactFillMs;
}

/** The page the form was on: a same-site path only, so nothing else can be planted in the inbox. */
const sourcePage = (value: string | undefined) => (value && /^\/(?!\/)[\x21-\x7e]{0,199}$/.test(value) ? value : null);

function retryText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many messages were sent from your address. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/**
 * The one way a contact message comes in, for POST /api/contact and the contact page's action:
 * read the multipart body once, check it with the contract's rules, keep the flood limit (in the
 * database, so every app server counts the same), store, then let the mail worker send it.
 */
export async function receiveContact(ctx: AppContext, worker: MailWorker, request: FastifyRequest): Promise<Intake> {
  if (!request.isMultipart()) throw new HttpError(415, 'Expected multipart/form-data');
  const form = await readUploadForm(request, ['attachment']);
  const file = form.files.attachment;
  const errors: Partial<Record<ContactFieldName, string>> = {};
  let status: Intake['status'] = 400;

  // The honeypot is a spam signal, never a reason to refuse (a bot's long value included).
  const parsed = contactFieldsSchema.safeParse({ ...form.fields, website: undefined });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ContactFieldName;
      if (FIELD_ORDER.includes(field)) errors[field] ??= issue.message;
    }
  }
  let attachment: StoredAttachment | undefined;
  if (form.tooLarge) {
    errors.attachment = MESSAGES.attachmentTooLarge;
    status = 413;
  } else if (file && parsed.success && !attachmentAllowedFor(parsed.data.subject)) {
    errors.attachment = MESSAGES.attachmentSubject;
  } else if (file) {
    try {
      attachment = await checkAttachment(file.bytes, file.filename);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      errors.attachment = err.message;
      status = err.statusCode === 413 ? 413 : 415;
    }
  }
  const values: ContactValues = {};
  for (const key of TYPED) if (typeof form.fields[key] === 'string') values[key] = form.fields[key];
  if (!parsed.success || errors.attachment) {
    // An attachment problem decides the status only when the typed fields are fine.
    if (Object.keys(errors).some((f) => f !== 'attachment')) status = 400;
    return { outcome: { result: 'invalid', errors, values }, status };
  }

  try {
    const wait = await takeFromWindow(
      ctx.db,
      `contact:${addressGroup(clientAddress(request))}`,
      LIMITS.contactMaxPerWindow,
      LIMITS.contactWindowMs,
    );
    if (wait > 0) return { outcome: { result: 'limited', message: retryText(wait), values }, status: 429 };

    const now = ctx.clock.now();
    const spam = looksLikeSpam(form.fields);
    const { website: _website, ...fields } = parsed.data;
    const id = await createMessage(ctx.db, fields, attachment, {
      mailStatus: worker.enabled && !spam ? 'pending' : 'none',
      spam,
      page: sourcePage(form.fields[CONTACT_HIDDEN.page]),
      source: request.server.visits.messageSource(form.fields[CONTACT_HIDDEN.cameFrom]),
      receivedAt: new Date(now),
    });
    // After storing: the visitor never waits on SMTP, and spam is never mailed nor counted as an enquiry (VISITS-1).
    if (!spam) {
      worker.nudge(id);
      await request.server.visits.contact(request, fields.subject);
    }
    return { outcome: { result: 'sent', at: zonedWeekTime(now, ctx.config.timeZone) }, status: 201 };
  } catch (err) {
    // The database is down: say so (CONTACT-5's error dialog) and give back what was typed.
    const trouble = failureOf(err);
    request.log.error({ err }, `contact message not stored${trouble ? `: ${troubleLine(trouble, err)}` : ''}`);
    return { outcome: { result: 'failed', values }, status: 503 };
  }
}

/** The message the API answers with: CONTACT-5's success text, or the first problem in the form's order. */
export function intakeMessage({ outcome }: Intake): string {
  switch (outcome.result) {
    case 'sent':
      return MESSAGES.contactSuccess;
    case 'limited':
      return outcome.message;
    case 'invalid':
      return FIELD_ORDER.map((f) => outcome.errors[f]).find(Boolean) ?? 'Invalid form';
    case 'failed':
      return MESSAGES.contactFailure;
  }
}
