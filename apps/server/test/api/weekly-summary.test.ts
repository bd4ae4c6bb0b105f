/**
 * The weekly summary (LEADS-4, analytics/weekly-summary.ts): when mail is set up, every Monday at
 * 08:00 in TIME_ZONE one mail to CONTACT_TO with the week's figures and the leads waiting for a
 * reply; once a week whatever the number of app servers; a missed Monday sent at the next start
 * that week; a failed send a log line and a later try. A real SMTP server and the app's clock.
 */
import { describe, expect, it, vi } from 'vitest';
import type { ContactSubject, EnquiryKind } from '@firm/contract';
import { MEASURES } from '../../src/analytics/measures.js';
import { SUMMARY_RETRY_MS } from '../../src/analytics/weekly-summary.js';
import type { Config } from '../../src/config.js';
import { createMessage, setMessageLead } from '../../src/contact/message-store.js';
import { contentOf } from '../../src/content/content.js';
import type { App } from '../../src/context.js';
import { DAY_MS } from '../../src/lib/clock.js';
import { clockedServers, type ClockedServer } from '../fixtures/clocked-servers.js';
import { dayAfter } from '../../src/lib/zoned-time.js';
import { downPort, mailbox } from '../fixtures/smtp.js';
import { BACKGROUND_WORK, testConfig } from '../helpers.js';

const { port: smtpPort, received } = await mailbox();

const ZONE = 'Asia/Kolkata';
const CONTACT_TO = 'owner@firm.example';
const PUBLIC_URL = 'https://www.firm.example';
const ADMIN = `${PUBLIC_URL}/admin/dashboard`;
/** 08:00 in Kolkata (UTC+5:30) on Monday 30 November 2026. */
const MONDAY_0800 = Date.parse('2026-11-30T02:30:00Z');
const SUNDAY_NOON = MONDAY_0800 - 20 * 3600_000;
const TUESDAY_1000 = MONDAY_0800 + DAY_MS + 2 * 3600_000;
const NEXT_MONDAY_0800 = MONDAY_0800 + 7 * DAY_MS;
const SUMMARY_LINE = 'weekly summary mailed';
const FAILED_LINE = 'weekly summary failed: it is tried again in an hour or at the next start';

const servers = clockedServers();
const { newDatabase } = servers;

/** An app server as main.ts starts one, on `url`, at `time` by its clock, with mail set up unless `overrides` say otherwise. */
function server(url: string, time: number, overrides: Partial<Config> = {}): Promise<ClockedServer> {
  const config = testConfig(url, {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    contactTo: CONTACT_TO,
    mailFrom: { name: 'Firm Website', address: 'website@firm.example' },
    publicUrl: PUBLIC_URL,
    timeZone: ZONE,
    logLevel: 'info',
    ...overrides,
  });
  return servers.start(config, time);
}

/** Waits until the summary has read its record (and sent a missed Monday's) and waits for `at`. */
const waitsFor = (s: ClockedServer, at: number) => vi.waitFor(() => expect(s.clock.wakesAt(at)).toBe(1), BACKGROUND_WORK);
const lines = (s: ClockedServer, msg: string) => s.log.filter((line) => line['msg'] === msg);
const claim = async (app: App) =>
  (await app.ctx.db.selectFrom('settings').select('value').where('key', '=', 'weekly_summary_claim').executeTakeFirst())?.value;

/** Daily totals of `visit_counts`, as the beacon leaves them. */
async function count(app: App, day: string, measure: string, key: string, n: number) {
  await app.ctx.db.insertInto('visit_counts').values({ day, measure, key, count: n }).execute();
}

/** The week of 23 to 29 November, the week before it and days outside both. */
async function visits(app: App) {
  for (let i = 0; i < 7; i++) {
    await count(app, dayAfter('2026-11-23', i), MEASURES.visitors, '', i + 1);
    await count(app, dayAfter('2026-11-23', i), MEASURES.views, '', 10);
    await count(app, dayAfter('2026-11-16', i), MEASURES.visitors, '', 2);
    await count(app, dayAfter('2026-11-16', i), MEASURES.views, '', 5);
  }
  // Monday itself and the week before the week before: in neither.
  for (const day of ['2026-11-30', '2026-11-15']) {
    await count(app, day, MEASURES.visitors, '', 1000);
    await count(app, day, MEASURES.views, '', 1000);
    await count(app, day, MEASURES.event, 'contact', 1000);
  }
  const events: [string, EnquiryKind, number][] = [
    ['2026-11-24', 'contact', 2],
    ['2026-11-29', 'contact', 1],
    ['2026-11-25', 'whatsapp', 2],
    ['2026-11-27', 'download', 1],
    ['2026-11-20', 'contact', 1],
    ['2026-11-18', 'phone', 4],
  ];
  for (const [day, kind, n] of events) await count(app, day, MEASURES.event, kind, n);
}

/** Contact messages, each received at an instant (UTC): three new leads, one replied to, one spam. */
async function leads(app: App): Promise<Record<string, string>> {
  const add = (name: string, subject: ContactSubject, at: string, spam = false) =>
    createMessage(
      app.ctx.db,
      { name, email: 'someone@example.com', mobile: '9876543210', subject, message: 'Please call me.' },
      undefined,
      { mailStatus: 'none', spam, page: null, source: null, receivedAt: new Date(at) },
    );
  const ids = {
    asha: await add('Asha Patel', 'Business inquiry', '2026-11-24T05:00:00Z'),
    kiran: await add('Kiran Shah', 'Training', '2026-11-28T13:15:00Z'),
    dev: await add('Dev Mehta', 'Upload your documents', '2026-10-05T04:30:00Z'),
    replied: await add('Ravi Replied', 'Training', '2026-11-25T05:00:00Z'),
    spam: await add('Spam Bot', 'Business inquiry', '2026-11-26T05:00:00Z', true),
  };
  await setMessageLead(app.ctx.db, ids.replied, { status: 'replied' });
  return ids;
}

describe('the weekly summary', () => {
  it('goes on Monday at 08:00 to the contact address: the week beside the one before, enquiries by kind, the new leads with links', async () => {
    const s = await server(await newDatabase(), SUNDAY_NOON);
    await waitsFor(s, MONDAY_0800);
    await visits(s.app);
    const ids = await leads(s.app);
    const before = received.length;

    await s.clock.runAt(MONDAY_0800);
    expect(received.length).toBe(before + 1);
    const { to, mail } = received.at(-1)!;
    expect(to).toEqual([CONTACT_TO]);
    expect(mail.from?.value).toEqual([{ name: 'Firm Website', address: 'website@firm.example' }]);
    expect(mail.subject).toBe('Your website this week: 28 visitors, 6 enquiries');
    const firm = (await contentOf(s.app.ctx).siteDetails.cached.value()).name;
    expect(mail.text).toBe(
      [
        'Your website from 23 Nov 2026 to 29 Nov 2026, the week before in brackets.',
        '',
        'Visitors: 28 (14)',
        'Page views: 70 (35)',
        '',
        'Enquiries: 6 (5)',
        '  Contact messages: 3 (1)',
        '  WhatsApp taps: 2 (0)',
        '  Phone taps: 0 (4)',
        '  E-mail taps: 0 (0)',
        '  Downloads: 1 (0)',
        '  Offer taps: 0 (0)',
        '  Book Appointment taps: 0 (0)',
        '',
        'New leads not yet replied to: 3',
        '',
        'Dev Mehta: Upload your documents, 5 Oct 2026, 10:00 am IST',
        `${ADMIN}?tab=messages&message=${ids.dev}`,
        '',
        'Asha Patel: Business inquiry, 24 Nov 2026, 10:30 am IST',
        `${ADMIN}?tab=messages&message=${ids.asha}`,
        '',
        'Kiran Shah: Training, 28 Nov 2026, 6:45 pm IST',
        `${ADMIN}?tab=messages&message=${ids.kiran}`,
        '',
        `Every figure of the week: ${ADMIN}?tab=overview`,
        '',
        firm,
      ].join('\n') + '\n',
    );
    expect(lines(s, SUMMARY_LINE)).toHaveLength(1);
    expect(await claim(s.app)).toBe('2026-11-30');
    // Then it waits for the next Monday.
    expect(s.clock.wakesAt(NEXT_MONDAY_0800)).toBe(1);

    // Another server started later that Monday on the same database sends nothing more.
    const later = await server(s.app.ctx.config.databaseUrl, MONDAY_0800 + 2 * 3600_000);
    await waitsFor(later, NEXT_MONDAY_0800);
    expect(received.length).toBe(before + 1);
  });

  it('says so when no lead waits for a reply, and names one visitor and one enquiry as such', async () => {
    const s = await server(await newDatabase(), SUNDAY_NOON);
    await waitsFor(s, MONDAY_0800);
    await count(s.app, '2026-11-26', MEASURES.visitors, '', 1);
    await count(s.app, '2026-11-26', MEASURES.event, 'offer', 1);
    const before = received.length;
    await s.clock.runAt(MONDAY_0800);
    const { mail } = received.at(-1)!;
    expect(received.length).toBe(before + 1);
    expect(mail.subject).toBe('Your website this week: 1 visitor, 1 enquiry');
    expect(mail.text).toContain(
      '\n  Offer taps: 1 (0)\n  Book Appointment taps: 0 (0)\n\nNo new leads are waiting for a reply.\n\nEvery figure of the week: ',
    );
  });

  it('lists the 50 leads waiting longest and sends to the inbox for the others', async () => {
    const s = await server(await newDatabase(), SUNDAY_NOON);
    await waitsFor(s, MONDAY_0800);
    for (let i = 0; i < 52; i++) {
      await createMessage(
        s.app.ctx.db,
        { name: `Lead ${i}`, email: 'someone@example.com', mobile: '9876543210', subject: 'Training', message: 'Please call me.' },
        undefined,
        { mailStatus: 'none', spam: false, page: null, source: null, receivedAt: new Date(SUNDAY_NOON - (52 - i) * 60_000) },
      );
    }
    await s.clock.runAt(MONDAY_0800);
    const text = received.at(-1)!.mail.text!;
    expect(text).toContain('\nNew leads not yet replied to: 52\n\nLead 0: Training, 29 Nov 2026, 11:08 am IST\n');
    expect(text.match(/\?tab=messages&message=/g)).toHaveLength(50);
    expect(text).toContain(`\nLead 49: Training, 29 Nov 2026, 11:57 am IST\n${ADMIN}?tab=messages&message=`);
    expect(text).not.toContain('Lead 50');
    expect(text).toContain(`\n\nThe other 2 leads are in the inbox: ${ADMIN}?tab=messages\n\nEvery figure of the week: `);
  });

  it('is sent once a week by one of two app servers on one database', async () => {
    const url = await newDatabase();
    const one = await server(url, SUNDAY_NOON);
    const two = await server(url, SUNDAY_NOON);
    await waitsFor(one, MONDAY_0800);
    await waitsFor(two, MONDAY_0800);
    const before = received.length;
    await Promise.all([one.clock.runAt(MONDAY_0800), two.clock.runAt(MONDAY_0800)]);
    expect(received.length).toBe(before + 1);
    expect(lines(one, SUMMARY_LINE).length + lines(two, SUMMARY_LINE).length).toBe(1);
    expect(one.clock.wakesAt(NEXT_MONDAY_0800) + two.clock.wakesAt(NEXT_MONDAY_0800)).toBe(2);
  });

  it('a Monday missed while no server ran is sent at the next start that week, once', async () => {
    const url = await newDatabase();
    const first = await server(url, SUNDAY_NOON);
    await waitsFor(first, MONDAY_0800);
    await servers.stop(first);
    const before = received.length;

    const back = await server(url, TUESDAY_1000);
    await waitsFor(back, NEXT_MONDAY_0800);
    expect(received.length).toBe(before + 1);
    expect(received.at(-1)!.mail.subject).toBe('Your website this week: 0 visitors, 0 enquiries');
    expect(lines(back, SUMMARY_LINE)).toHaveLength(1);

    const again = await server(url, TUESDAY_1000 + DAY_MS);
    await waitsFor(again, NEXT_MONDAY_0800);
    expect(received.length).toBe(before + 1);
  });

  it('a site whose first start with mail is mid-week waits for the next Monday', async () => {
    const before = received.length;
    const s = await server(await newDatabase(), TUESDAY_1000);
    await waitsFor(s, NEXT_MONDAY_0800);
    expect(await claim(s.app)).toBe('2026-11-30');
    expect(received.length).toBe(before);
  });

  it.each([
    ['no SMTP_URL', { smtpUrl: undefined }],
    ['no CONTACT_TO', { contactTo: undefined }],
  ])('is not sent without mail set up: %s', async (_label, overrides) => {
    const s = await server(await newDatabase(), SUNDAY_NOON, overrides);
    const before = received.length;
    expect(s.clock.wakesAt(MONDAY_0800)).toBe(0);
    await s.clock.runAt(MONDAY_0800);
    expect(received.length).toBe(before);
    expect(await claim(s.app)).toBeUndefined();
    expect(lines(s, SUMMARY_LINE)).toEqual([]);
  });

  it('a failed send is one log line without the SMTP password, tried again an hour later and at the next start', async () => {
    const down = await downPort();
    try {
      const url = await newDatabase();
      const failing = await server(url, SUNDAY_NOON, { smtpUrl: `smtp://site:s3cret-smtp-pw@127.0.0.1:${down.port}` });
      await waitsFor(failing, MONDAY_0800);
      const before = received.length;
      await failing.clock.runAt(MONDAY_0800);
      const failures = lines(failing, FAILED_LINE);
      expect(failures).toHaveLength(1);
      expect(failures[0]).toMatchObject({ level: 40, week: '2026-11-30', error: expect.any(String) });
      expect(JSON.stringify(failing.log)).not.toContain('s3cret-smtp-pw');
      expect(await claim(failing.app)).toBe('2026-11-23');
      // The hour's wake-up is the summary's: it fails again then (housekeeping may wake at that instant too).
      await failing.clock.runAt(MONDAY_0800 + SUMMARY_RETRY_MS);
      expect(lines(failing, FAILED_LINE)).toHaveLength(2);

      // A server with a working mail server, started that week, sends it.
      const working = await server(url, MONDAY_0800 + 90 * 60_000);
      await waitsFor(working, NEXT_MONDAY_0800);
      expect(received.length).toBe(before + 1);
      expect(await claim(working.app)).toBe('2026-11-30');
      // The failing server's next try, an hour later again, finds the week taken and waits for the next Monday.
      expect(failing.clock.wakesAt(NEXT_MONDAY_0800)).toBe(0);
      await failing.clock.runAt(MONDAY_0800 + 2 * SUMMARY_RETRY_MS);
      expect(lines(failing, FAILED_LINE)).toHaveLength(2);
      expect(failing.clock.wakesAt(NEXT_MONDAY_0800)).toBe(1);
    } finally {
      await down.release();
    }
  });
});
