import nodemailer from 'nodemailer';
import { encodeWord } from 'nodemailer/lib/mime-funcs';
import type { Config } from '../config.js';

/** What a contact mail carries: the stored message and its attachment, if any. */
export interface ContactMail {
  id: string;
  name: string;
  email: string;
  mobile: string;
  subject: string;
  message: string;
  createdAt: string;
  attachment: { filename: string; contentType: string; content: Buffer } | null;
}

export type MailConfig = Pick<Config, 'smtpUrl' | 'contactTo' | 'mailFrom' | 'timeZone'>;

export const mailEnabled = (config: MailConfig): boolean => Boolean(config.smtpUrl && config.contactTo);

/** An SMTP transport from SMTP_URL, with timeouts short enough that a dead server does not hold a worker for minutes. */
export function createTransport(smtpUrl: string) {
  return nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
}

/** What the owner or a visitor typed, on one line: a line break in a mail header would start a header of its own. */
export const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, ' ').trim();

/**
 * Header text a mail client shows as it was typed. Clients decode an RFC 2047 encoded word
 * (`=?utf-8?q?Bcc=3A_x?=`) wherever it stands, in a quoted name too, and nodemailer writes such
 * text as it is: text holding `=?` goes as encoded words of its own, which a client decodes once,
 * back to the text (docs/decisions/035-contact-mail-as-the-owner-reads-it.md).
 */
export const asTyped = (text: string) => (text.includes('=?') ? encodeWord(text, 'Q', 52) : text);

/** Who the site's mail is from: MAIL_FROM's address, under its name or else the firm's. */
export const firmSender = (config: Pick<Config, 'mailFrom'>, firm: string) => ({
  name: asTyped(config.mailFrom.name || firm),
  address: config.mailFrom.address,
});

/**
 * When a message came, in the firm's time zone, as people write it: "25 Nov 2026, 7:36 pm IST".
 * Plain spaces: ICU may put narrow no-break spaces in, which some mail clients show oddly.
 */
export function localTime(iso: string, timeZone: string): string {
  const format = new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone,
    timeZoneName: 'short',
  });
  return format.format(new Date(iso)).replace(/\s+/g, ' ');
}

/**
 * The mail to the owner: from MAIL_FROM, named after the firm (`firmName`, the site details' current
 * name) unless MAIL_FROM has a name of its own; reply goes to the visitor, every field in the
 * plain-text body, the attachment attached.
 */
export function composeContactMail(config: MailConfig, mail: ContactMail, firmName: string) {
  const text = [
    'A message from the contact form of the website.',
    '',
    `Name: ${mail.name}`,
    `Email: ${mail.email}`,
    `Mobile: ${mail.mobile}`,
    `Subject: ${mail.subject}`,
    `Sent: ${localTime(mail.createdAt, config.timeZone)}`,
    `Attachment: ${mail.attachment ? mail.attachment.filename : 'none'}`,
    '',
    'Message:',
    mail.message,
  ].join('\n');
  return {
    from: firmSender(config, oneLine(firmName)),
    to: config.contactTo,
    replyTo: { name: asTyped(oneLine(mail.name)), address: mail.email },
    subject: asTyped(`Contact form: ${oneLine(mail.subject)} from ${oneLine(mail.name)}`),
    text,
    attachments: mail.attachment ? [mail.attachment] : [],
    headers: { 'X-Contact-Message-Id': mail.id },
  };
}

/** An error's text with the SMTP URL's password (and the URL itself) removed, safe for logs and the database. */
export function redactSmtpError(err: unknown, smtpUrl: string | undefined): string {
  let text = (err instanceof Error ? err.message : String(err)).slice(0, 500);
  if (smtpUrl) {
    let password = '';
    try {
      password = decodeURIComponent(new URL(smtpUrl).password);
    } catch {
      // An unparsable URL: nothing to pick out, the whole URL is still removed below.
    }
    text = text.split(smtpUrl).join('[smtp url]');
    if (password) text = text.split(password).join('[redacted]');
  }
  return text;
}
