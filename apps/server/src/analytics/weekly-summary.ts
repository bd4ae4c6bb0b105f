import type { FastifyBaseLogger } from 'fastify';
import { ENQUIRY_LABELS } from '@firm/contract';
import { contentOf } from '../content/content.js';
import type { AppContext } from '../context.js';
import { createTransport, firmSender, localTime, mailEnabled, redactSmtpError } from '../mail/mailer.js';
import { dayAfter, zonedDate, zonedInstant } from '../lib/zoned-time.js';
import { readOverview } from './overview.js';

/** The Monday (YYYY-MM-DD, firm's time) of the latest weekly summary some app server took on: one a week, whichever server. */
const CLAIM_KEY = 'weekly_summary_claim';
/** Its rows in `settings`: a restored site starts its own record (backup/restore.ts), which claims the week gone by. */
export const WEEKLY_SUMMARY_SETTINGS = [CLAIM_KEY];
/** When the summary goes, Mondays in TIME_ZONE (LEADS-4). */
const SUMMARY_TIME = '08:00';
/** How long after a failed send it is tried again (the next start tries it too). */
export const SUMMARY_RETRY_MS = 3600_000;
/** The most leads a summary lists; the rest are in the inbox. */
const MAX_LEADS = 50;

/** The Monday on or before `date` (YYYY-MM-DD). */
const mondayOf = (date: string) => dayAfter(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

/** The summary due most recently by `now` (its week's Monday and instant), and the next one after `now`. */
function summarySlots(now: number, timeZone: string) {
  const monday = mondayOf(zonedDate(now, timeZone));
  const slot = (week: string) => ({ week, at: zonedInstant(week, SUMMARY_TIME, timeZone) });
  const thisWeek = slot(monday);
  return thisWeek.at <= now ? { due: thisWeek, next: slot(dayAfter(monday, 7)) } : { due: slot(dayAfter(monday, -7)), next: thisWeek };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** "23 Nov 2026" for a day (YYYY-MM-DD). */
const shortDay = (date: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/**
 * The mail of the week that ended the day before `week` (its Monday): visitors and page views beside
 * the week before, enquiries by kind, the new leads not yet replied to (LEADS-4), each with a link
 * into the admin. Plain text; nothing in it opens the admin without a login.
 */
async function composeWeeklySummary(ctx: AppContext, week: string) {
  const { config, db } = ctx;
  const sunday = dayAfter(week, -1);
  const overview = await readOverview(db, 7, sunday);
  const waiting = db.selectFrom('messages').where('status', '=', 'new').where('spam', '=', 0);
  const [leads, { n }] = await Promise.all([
    waiting
      .select(['id', 'name', 'subject', 'created_at'])
      // The longest waiting first.
      .orderBy('created_at')
      .orderBy('id')
      .limit(MAX_LEADS)
      .execute(),
    waiting.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const newLeads = Number(n);
  const { name: firmName } = await contentOf(ctx).siteDetails.cached.value();
  const admin = `${config.publicUrl}/admin/dashboard`;
  const { totals, previous } = overview;
  const text = [
    `Your website from ${shortDay(overview.from)} to ${shortDay(overview.to)}, the week before in brackets.`,
    '',
    `Visitors: ${totals.visitors} (${previous.visitors})`,
    `Page views: ${totals.views} (${previous.views})`,
    '',
    `Enquiries: ${totals.enquiries} (${previous.enquiries})`,
    ...overview.enquiries.map(({ kind, count, previous: before }) => `  ${ENQUIRY_LABELS[kind]}: ${count} (${before})`),
    '',
    ...(newLeads === 0
      ? ['No new leads are waiting for a reply.']
      : [
          `New leads not yet replied to: ${newLeads}`,
          ...leads.flatMap((lead) => [
            '',
            `${lead.name}: ${lead.subject}, ${localTime(lead.created_at, config.timeZone)}`,
            `${admin}?tab=messages&message=${encodeURIComponent(lead.id)}`,
          ]),
          ...(newLeads > leads.length
            ? ['', `The other ${plural(newLeads - leads.length, 'lead is', 'leads are')} in the inbox: ${admin}?tab=messages`]
            : []),
        ]),
    '',
    `Every figure of the week: ${admin}?tab=overview`,
    '',
    firmName,
  ].join('\n');
  return {
    from: firmSender(config, firmName),
    to: config.contactTo,
    subject: `Your website this week: ${plural(totals.visitors, 'visitor', 'visitors')}, ${plural(totals.enquiries, 'enquiry', 'enquiries')}`,
    text,
  };
}

/**
 * Takes the summary of `week` for this server: the update succeeds only while the claim names an
 * earlier week, so of several app servers on one database one wins (as the daily backup's claim).
 */
async function claimWeek(ctx: AppContext, week: string): Promise<boolean> {
  const result = await ctx.db
    .updateTable('settings')
    .set({ value: week })
    .where('key', '=', CLAIM_KEY)
    .where('value', '<', week)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Gives the week back after a failed send, so the retry, another server or the next start sends it. */
async function releaseWeek(ctx: AppContext, week: string): Promise<void> {
  await ctx.db
    .updateTable('settings')
    .set({ value: dayAfter(week, -7) })
    .where('key', '=', CLAIM_KEY)
    .where('value', '=', week)
    .execute();
}

/**
 * The weekly summary (LEADS-4): when mail is set up, every Monday at SUMMARY_TIME in TIME_ZONE one
 * app server mails it to CONTACT_TO. A Monday missed while no server ran is sent at the next start
 * that week; a failed send is a log line and tried again an hour later, never a stopped server.
 */
export class WeeklySummary {
  private cancel: (() => void) | undefined;
  private stopped = false;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  private slots() {
    return summarySlots(this.ctx.clock.now(), this.ctx.config.timeZone);
  }

  start(): void {
    if (!mailEnabled(this.ctx.config)) return;
    const begin = async () => {
      // The first start with mail set up claims the week gone by: the first summary is the next Monday's.
      await this.ctx.db
        .insertInto('settings')
        .values({ key: CLAIM_KEY, value: this.slots().due.week })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      return this.runDue();
    };
    this.track(begin()).then(
      (sent) => this.wakeAtNext(sent === false),
      (error: unknown) => {
        this.log.error({ err: error }, 'the weekly summary could not read its record; it tries again in an hour');
        this.wakeAtNext(true);
      },
    );
  }

  /** Wakes at the next Monday's time, or sooner to try a failed send again. */
  private wakeAtNext(failed: boolean): void {
    if (this.stopped) return;
    const now = this.ctx.clock.now();
    const { next } = this.slots();
    const at = failed ? Math.min(now + SUMMARY_RETRY_MS, next.at) : next.at;
    // The wake-up may come a little early or late: the week is read from the clock when it runs.
    this.cancel = this.ctx.clock.after(Math.max(1000, at - now), async () => this.wakeAtNext((await this.track(this.runDue())) === false));
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.running = work.catch(() => undefined);
    return work;
  }

  /** Ends the wake-ups and waits for a send under way, so the database is not closed under it. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.cancel?.();
    await this.running;
  }

  /** Sends the summary due now unless an app server already took its week: true when sent, false when it failed, null when not due. */
  private async runDue(): Promise<boolean | null> {
    if (this.stopped) return null;
    const { smtpUrl } = this.ctx.config;
    const { week } = this.slots().due;
    let claimed = false;
    try {
      if (!(await claimWeek(this.ctx, week))) return null;
      claimed = true;
      const mail = await composeWeeklySummary(this.ctx, week);
      const transport = createTransport(smtpUrl!);
      try {
        await transport.sendMail(mail);
      } finally {
        transport.close();
      }
      this.log.info({ week }, 'weekly summary mailed');
      return true;
    } catch (error) {
      // A week another server holds is its own to send: only this server's claim is given back.
      if (claimed) await releaseWeek(this.ctx, week).catch(() => undefined);
      this.log.warn(
        { week, error: redactSmtpError(error, smtpUrl) },
        'weekly summary failed: it is tried again in an hour or at the next start',
      );
      return false;
    }
  }
}
