import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { z } from 'zod';
import { API, LIMITS, MESSAGES, attachmentAllowedFor, contactFieldsSchema } from '@firm/contract';
import type { App } from '../context.js';
import { CONTACT_MULTIPART_LIMITS, checkAttachment, readContactForm } from '../lib/attachments.js';
import { HttpError, badRequest } from '../lib/errors.js';
import { MailWorker } from '../lib/outbox.js';
import { parseFields } from '../lib/upload-form.js';
import { createMessage } from '../repos/messages.js';

/** Messages a client address may send in CONTACT_WINDOW before it gets 429. */
export const CONTACT_MAX_PER_WINDOW = 5;
export const CONTACT_WINDOW = '10 minutes';

const messageSchema = z.object({ message: z.string() });

export default async function contactRoutes(app: App) {
  await app.register(multipart, { limits: CONTACT_MULTIPART_LIMITS });
  // Per process: with several app servers a flood gets a few more tries, which is harmless.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) => new HttpError(429, `Too many messages were sent. Please try again in ${context.after}.`),
  });

  const worker = new MailWorker(app.ctx, app.log);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());

  app.post(
    API.contact,
    {
      // The form's fields plus a 2 MB file; multipart enforces the file limit itself.
      bodyLimit: LIMITS.maxAttachmentBytes + 256 * 1024,
      config: { rateLimit: { max: CONTACT_MAX_PER_WINDOW, timeWindow: CONTACT_WINDOW } },
      schema: {
        tags: ['contact'],
        summary: 'Send a message from the contact form (multipart: name, email, mobile, subject, message, optional attachment)',
        consumes: ['multipart/form-data'],
        response: { 201: messageSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'Expected multipart/form-data');
      const form = await readContactForm(request);
      // A bot filled the hidden field: it gets the same answer as a person, and nothing is kept.
      if (form.fields.website?.trim()) return reply.status(201).send({ message: MESSAGES.contactSuccess });

      const { website: _website, ...fields } = parseFields(contactFieldsSchema, form.fields);
      if (form.file && !attachmentAllowedFor(fields.subject)) throw badRequest(MESSAGES.attachmentSubject);
      const attachment = form.file ? await checkAttachment(form.file.bytes, form.file.filename) : undefined;

      const id = await createMessage(app.ctx.db, fields, attachment, worker.enabled ? 'pending' : 'none');
      reply.status(201).send({ message: MESSAGES.contactSuccess });
      // After the answer is on its way: the visitor never waits on SMTP.
      worker.nudge(id);
      return reply;
    },
  );
}
