import { z } from 'zod';
import { CONTACT_SUBJECTS } from './limits.js';

/** A contact message worked as a lead (docs/decisions/056-messages-as-leads.md): its status, in order. */
export const LEAD_STATUSES = ['new', 'replied', 'won', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = { new: 'New', replied: 'Replied', won: 'Won', closed: 'Closed' };

export const LEAD_NOTE_MAX = 2000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (what: string) =>
  z
    .string()
    .regex(DAY, `${what} must be a date (YYYY-MM-DD)`)
    // Date.parse rolls 2026-02-30 over to March: a real date reads back as itself.
    .refine(
      (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
      `${what} must be a real date`,
    );

/** The changes PATCH API.messages/:id takes; at least one. */
export const messagePatchSchema = z
  .object({
    read: z.boolean({ error: 'read must be true or false' }).optional(),
    spam: z.boolean({ error: 'spam must be true or false' }).optional(),
    status: z.enum(LEAD_STATUSES, { error: 'status must be new, replied, won or closed' }).optional(),
    note: z.string({ error: 'note must be text' }).max(LEAD_NOTE_MAX, `The note must be at most ${LEAD_NOTE_MAX} characters`).optional(),
    /** The day to follow the lead up (YYYY-MM-DD), or null for none. */
    followUp: day('The follow-up').nullable().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { error: 'Say what to change' });
export type MessagePatch = z.infer<typeof messagePatchSchema>;

/**
 * The inbox's filters (GET API.messages and API.messagesExport): each optional. `q` searches names,
 * e-mails, mobiles and the text; `from`/`to` are the days received (firm's time zone), both included;
 * `ids` (comma-separated) picks messages for an export.
 */
export const messageFilterSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: 'status must be new, replied, won or closed' }).optional(),
  subject: z.enum(CONTACT_SUBJECTS, { error: 'subject must be one of the contact form’s subjects' }).optional(),
  from: day('from').optional(),
  to: day('to').optional(),
  q: z.string().max(200, 'The search must be at most 200 characters').optional(),
  ids: z.string().max(20_000).optional(),
});
export type MessageFilter = z.infer<typeof messageFilterSchema>;
