import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API, ATTACHMENT_TYPES, LIMITS, UPLOAD_SUBJECT, contactFieldsSchema } from '@firm/contract';
import type { App } from '../context.js';
import { CONTACT_MULTIPART } from './attachments.js';
import { intakeMessage, receiveContact, type Intake } from './intake.js';
import { filePart } from '../lib/openapi.js';
import { RETRY_AFTER_SECONDS } from '../lib/errors.js';
import type { MailWorker } from '../mail/outbox.js';

const messageSchema = z.object({ message: z.string() });
/** What a client sends: the fields a person fills in (the page's hidden spam signals are its own). */
const contactForm = contactFieldsSchema.omit({ website: true }).extend({
  attachment: filePart(ATTACHMENT_TYPES, LIMITS.maxAttachmentBytes, `Only with the subject "${UPLOAD_SUBJECT}": `).optional(),
});

/** The form's fields plus a 2 MB file; multipart enforces the file limit itself. */
const CONTACT_BODY_LIMIT = LIMITS.maxAttachmentBytes + 256 * 1024;

/** Multipart for the contact form, in the scope of the route that reads it (this API and the contact page's POST). */
const registerContactMultipart = (app: App) => app.register(multipart, CONTACT_MULTIPART);

export default async function contactRoutes(app: App, { worker }: { worker: MailWorker }) {
  await registerContactMultipart(app);

  app.post(
    API.contact,
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      schema: {
        tags: ['contact'],
        operationId: 'sendContactMessage',
        summary: 'Send a message from the contact form',
        description: `At most ${LIMITS.contactMaxPerWindow} messages per client address in ${LIMITS.contactWindowMs / 60_000} minutes (429 says when to retry). Honeypot or a too-fast form: stored as spam, answered like any message.`,
        form: contactForm,
        response: {
          201: messageSchema,
          400: messageSchema,
          413: messageSchema,
          415: messageSchema,
          429: messageSchema,
          503: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const intake = await receiveContact(app.ctx, worker, request);
      // Not stored for a database that failed: the form keeps what was typed, to send again (CONTACT-5).
      if (intake.status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(intake.status).send({ message: intakeMessage(intake) });
    },
  );
}

/** Shows the contact page with the outcome of its POST (the pages feature renders it). */
export type RenderContact = (request: FastifyRequest, reply: FastifyReply, contact: Intake) => Promise<FastifyReply>;

/**
 * The contact form's POST: the browser's own (without JavaScript, or before the page's script has
 * loaded) to /contact, and React Router's fetch to /contact.data. The body is read once, here, by
 * the same function as POST /api/contact; the page's action only shows the outcome it is handed.
 */
export async function contactPagePost(app: App, { worker, render }: { worker: MailWorker; render: RenderContact }) {
  await registerContactMultipart(app);
  for (const path of ['/contact', '/contact.data']) {
    app.post(path, { bodyLimit: CONTACT_BODY_LIMIT, schema: { hide: true } }, async (request, reply) => {
      const contact = await receiveContact(app.ctx, worker, request);
      // The answer can hold what the person typed: never kept by a browser or a proxy.
      reply.header('Cache-Control', 'no-store');
      return render(request, reply, contact);
    });
  }
}
