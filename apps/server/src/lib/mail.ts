import nodemailer from 'nodemailer';
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

export type MailConfig = Pick<Config, 'smtpUrl' | 'contactTo' | 'mailFrom'>;

export const mailEnabled = (config: MailConfig): boolean => Boolean(config.smtpUrl && config.contactTo);

/** An SMTP transport from SMTP_URL, with timeouts short enough that a dead server does not hold a worker for minutes. */
export function createTransport(smtpUrl: string) {
  return nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
}

const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, ' ').trim();

/** The mail to the owner: reply goes to the visitor, every field in the plain-text body, the attachment attached. */
export function composeContactMail(config: MailConfig, mail: ContactMail) {
  const text = [
    'A message from the contact form of the website.',
    '',
    `Name: ${mail.name}`,
    `Email: ${mail.email}`,
    `Mobile: ${mail.mobile}`,
    `Subject: ${mail.subject}`,
    `Sent: ${mail.createdAt}`,
    `Attachment: ${mail.attachment ? mail.attachment.filename : 'none'}`,
    '',
    'Message:',
    mail.message,
  ].join('\n');
  return {
    from: config.mailFrom,
    to: config.contactTo,
    replyTo: { name: oneLine(mail.name), address: mail.email },
    subject: `Contact form: ${oneLine(mail.subject)} from ${oneLine(mail.name)}`,
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
