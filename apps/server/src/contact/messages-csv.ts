import { stringify } from 'csv-stringify/sync';
import { LEAD_STATUS_LABELS, type ContactMessage } from '@firm/contract';

/** The export's columns, in order (LEADS-3). */
const CSV_HEADER = [
  'Received',
  'Name',
  'Email',
  'Mobile',
  'Subject',
  'Message',
  'Status',
  'Note',
  'Follow-up',
  'Page',
  'Came from',
  'Attachment',
  'Spam',
] as const;

/** Excel reads a CSV file as UTF-8 (Gujarati, emoji) only when it starts with the byte order mark. */
const BOM = '\uFEFF';

/**
 * A cell a spreadsheet would take for a formula (= + - @) or that starts with a tab or a carriage
 * return gets an apostrophe first, as OWASP advises against CSV injection (LEADS-3): the visitor
 * wrote every field but the owner's note, and `=HYPERLINK(...)` must stay text.
 */
const neutralised = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

/** "YYYY-MM-DD HH:MM" of an instant in `timeZone`, the way a spreadsheet sorts and reads it. */
function zonedDateTime(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** The messages as a CSV file for Excel and Google Sheets: the BOM, one header row, one row per message. */
export function messagesCsv(messages: ContactMessage[], timeZone: string): string {
  const rows = messages.map((m) => [
    zonedDateTime(m.createdAt, timeZone),
    m.name,
    m.email,
    m.mobile,
    m.subject,
    m.message,
    LEAD_STATUS_LABELS[m.status],
    m.note,
    m.followUp ?? '',
    m.page ?? '',
    m.source ?? '',
    m.attachment?.name ?? '',
    m.spam ? 'Yes' : 'No',
  ]);
  // Lines end in CR LF as RFC 4180 has it; every cell is quoted when it needs to be.
  return BOM + stringify([[...CSV_HEADER], ...rows.map((row) => row.map(neutralised))], { record_delimiter: 'windows' });
}
