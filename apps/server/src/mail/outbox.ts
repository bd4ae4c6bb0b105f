import type { FastifyBaseLogger } from 'fastify';
import { SENT_COLUMNS } from '../contact/message-store.js';
import { contentOf } from '../content/content.js';
import type { AppContext } from '../context.js';
import type { Clock } from '../lib/clock.js';
import { composeContactMail, createTransport, mailEnabled, redactSmtpError, type ContactMail } from './mailer.js';

/** How long a claimed message is reserved for the server that claimed it (longer than any SMTP timeout). */
export const CLAIM_LEASE_MS = 10 * 60_000;
/**
 * The longest the worker sleeps: it wakes when the earliest pending message is due, and at least
 * this often for messages another app server stored or the owner moved out of Spam.
 */
export const WORKER_INTERVAL_MS = 60_000;
const BATCH = 20;

/** Wait after the n-th failed attempt: 1 min, 2, 4, ... capped at an hour; mail is never given up. */
export const retryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

/**
 * Takes a due message for this server: the update succeeds only while the row still has the
 * next_mail_at this server saw, so of two app servers polling the same database one wins.
 */
async function claim(ctx: AppContext, clock: Clock, id: string, seen: string): Promise<boolean> {
  // The lease runs from the moment of the claim, not the start of the batch: a long batch must not shorten it.
  const leaseUntil = new Date(clock.now() + CLAIM_LEASE_MS).toISOString();
  const result = await ctx.db
    .updateTable('messages')
    .set((eb) => ({ next_mail_at: leaseUntil, mail_attempts: eb('mail_attempts', '+', 1) }))
    .where('id', '=', id)
    .where('mail_status', '=', 'pending')
    .where('next_mail_at', '=', seen)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

async function loadMail(ctx: AppContext, id: string): Promise<(ContactMail & { attempts: number }) | undefined> {
  const row = await ctx.db
    .selectFrom('messages')
    .leftJoin('media', 'media.id', 'messages.attachment_id')
    .select([...SENT_COLUMNS, 'messages.mail_attempts', 'messages.attachment_name', 'media.mime', 'media.bytes'])
    .where('messages.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    subject: row.subject,
    message: row.message,
    createdAt: row.created_at,
    attempts: row.mail_attempts,
    attachment:
      row.bytes && row.mime
        ? { filename: row.attachment_name ?? 'attachment', contentType: row.mime, content: Buffer.from(row.bytes) }
        : null,
  };
}

/**
 * Sends every pending message that is due by `clock` (or only `onlyId`), each claimed first.
 * On failure the message stays pending with its next try pushed back. Returns how many were sent.
 */
export async function deliverDueMail(ctx: AppContext, log: FastifyBaseLogger, clock = ctx.clock, onlyId?: string): Promise<number> {
  const { smtpUrl } = ctx.config;
  if (!smtpUrl || !mailEnabled(ctx.config)) return 0;
  let query = ctx.db
    .selectFrom('messages')
    .select(['id', 'next_mail_at'])
    .where('mail_status', '=', 'pending')
    .where('next_mail_at', '<=', new Date(clock.now()).toISOString())
    .orderBy('next_mail_at')
    .limit(BATCH);
  if (onlyId) query = query.where('id', '=', onlyId);
  const due = await query.execute();
  if (due.length === 0) return 0;

  const transport = createTransport(smtpUrl);
  let sent = 0;
  try {
    for (const { id, next_mail_at } of due) {
      if (!next_mail_at || !(await claim(ctx, clock, id, next_mail_at))) continue;
      const mail = await loadMail(ctx, id);
      if (!mail) continue;
      try {
        // The firm's name as the site details have it now: the owner may have changed it since the message came.
        const { name: firmName } = await contentOf(ctx).siteDetails.cached.value();
        await transport.sendMail(composeContactMail(ctx.config, mail, firmName));
        await ctx.db
          .updateTable('messages')
          .set({ mail_status: 'sent', next_mail_at: null, last_mail_error: null })
          .where('id', '=', id)
          .execute();
        sent++;
        log.info({ messageId: id }, 'contact message mailed');
      } catch (err) {
        const error = redactSmtpError(err, smtpUrl);
        const retryAt = new Date(clock.now() + retryDelayMs(mail.attempts)).toISOString();
        await ctx.db.updateTable('messages').set({ next_mail_at: retryAt, last_mail_error: error }).where('id', '=', id).execute();
        log.warn({ messageId: id, attempts: mail.attempts, retryAt, error }, 'contact mail failed, will retry');
      }
    }
  } finally {
    transport.close();
  }
  return sent;
}

/** When the earliest pending message is due (a claimed one: when its lease ends), or undefined when none is. */
async function earliestDue(ctx: AppContext): Promise<number | undefined> {
  const row = await ctx.db
    .selectFrom('messages')
    .select((eb) => eb.fn.min('next_mail_at').as('due'))
    .where('mail_status', '=', 'pending')
    .executeTakeFirst();
  return row?.due ? Date.parse(row.due) : undefined;
}

/**
 * The mail worker of one app server: it sleeps until the earliest pending message is due (at most
 * WORKER_INTERVAL_MS), so each retry goes when its back-off says (CONTACT-9), and it is nudged
 * right after each submission.
 */
export class MailWorker {
  private cancelWake: (() => void) | undefined;
  private wakeAt = Infinity;
  private started = false;
  private readonly running = new Set<Promise<unknown>>();

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  get enabled(): boolean {
    return mailEnabled(this.ctx.config);
  }

  start(): void {
    if (!this.enabled || this.started) return;
    this.started = true;
    void this.run();
  }

  /** Tries one message now, in the background: the visitor's answer never waits on SMTP. */
  nudge(id: string): void {
    if (this.enabled) void this.run(id);
  }

  private run(onlyId?: string): Promise<void> {
    const job = deliverDueMail(this.ctx, this.log, this.ctx.clock, onlyId).then(
      () => this.sleep(false),
      (err: unknown) => {
        this.log.error({ error: redactSmtpError(err, this.ctx.config.smtpUrl) }, 'mail worker failed');
        return this.sleep(true);
      },
    );
    this.running.add(job);
    void job.finally(() => this.running.delete(job));
    return job;
  }

  /** Sets the next wake-up: when the earliest message is due, or after the longest sleep (always so after a failed run, which would fail again at once). */
  private async sleep(failed: boolean): Promise<void> {
    const now = this.ctx.clock.now();
    let at = now + WORKER_INTERVAL_MS;
    if (!failed) {
      try {
        const due = await earliestDue(this.ctx);
        if (due !== undefined) at = Math.max(now, Math.min(due, at));
      } catch (err) {
        this.log.error({ err }, 'mail worker could not read the next due time');
      }
    }
    this.wake(at);
  }

  /** Wakes at `at` unless an earlier wake-up is set already (a nudge's run and a timed run each ask). */
  private wake(at: number): void {
    if (!this.started || (this.cancelWake && this.wakeAt <= at)) return;
    this.cancelWake?.();
    this.wakeAt = at;
    this.cancelWake = this.ctx.clock.after(at - this.ctx.clock.now(), () => {
      this.cancelWake = undefined;
      this.wakeAt = Infinity;
      return this.run();
    });
  }

  /** Stops the wake-ups and waits for sends in flight, so the database is not closed under them. */
  async stop(): Promise<void> {
    this.started = false;
    this.cancelWake?.();
    this.cancelWake = undefined;
    await Promise.allSettled([...this.running]);
  }
}
