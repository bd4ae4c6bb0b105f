import { create as contentDisposition } from 'content-disposition';
import { z } from 'zod';
import {
  API,
  ATTACHMENT_TYPES,
  MESSAGES,
  contactMessageResponseSchema,
  messageResponseSchema,
  messagesResponseSchema,
  type ContactMessageResponse,
  type MessageResponse,
  type MessagesResponse,
} from '@firm/contract';
import type { App } from '../context.js';
import { requireAdmin } from '../auth/guard.js';
import { binaryResponse } from '../lib/binary-response.js';
import { BODY_ERRORS, errorResponses } from '../lib/error-responses.js';
import { notFound } from '../lib/errors.js';
import { mailEnabled } from '../mail/mailer.js';
import { possibleId } from '../lib/possible-id.js';
import { deleteMessage, findAttachment, findMessage, listMessages, setMessageRead, setMessageSpam } from './message-store.js';

// Any id is looked up: one that cannot exist is simply not found.
const idParams = z.object({ id: z.string() });
const patchBody = z
  .object({
    read: z.boolean({ error: 'read must be true or false' }).optional(),
    spam: z.boolean({ error: 'spam must be true or false' }).optional(),
  })
  .refine((b) => b.read !== undefined || b.spam !== undefined, { error: 'Say read or spam' });
const security = [{ bearer: [] }];

/** The admin's inbox of contact messages; every call needs an admin token. */
export default async function messagesRoutes(app: App) {
  const { db } = app.ctx;
  // onRequest: a caller without a valid token learns nothing, not even whether its input was well formed.
  app.addHook('onRequest', requireAdmin(app));
  app.addHook('preHandler', async (request) => {
    const { id } = (request.params ?? {}) as { id?: string };
    if (id !== undefined && !possibleId(id)) throw notFound(MESSAGES.messageNotFound);
  });

  app.get(
    API.messages,
    {
      schema: {
        tags: ['messages'],
        operationId: 'listMessages',
        summary: 'All contact messages, newest first, and the unread count',
        security,
        response: { 200: messagesResponseSchema, ...errorResponses(401) },
      },
    },
    async (): Promise<MessagesResponse> => listMessages(db),
  );

  app.get(
    `${API.messages}/:id`,
    {
      schema: {
        tags: ['messages'],
        operationId: 'getMessage',
        summary: 'One contact message',
        security,
        params: idParams,
        response: { 200: contactMessageResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request): Promise<ContactMessageResponse> => {
      const message = await findMessage(db, request.params.id);
      if (!message) throw notFound(MESSAGES.messageNotFound);
      return { message };
    },
  );

  app.patch(
    `${API.messages}/:id`,
    {
      schema: {
        tags: ['messages'],
        operationId: 'updateMessage',
        summary: 'Mark a message read or unread, or move it to Spam or back (then it is mailed like any message)',
        security,
        params: idParams,
        body: patchBody,
        response: { 200: messageResponseSchema, ...errorResponses(...BODY_ERRORS, 401, 404) },
      },
    },
    async (request): Promise<MessageResponse> => {
      const { id } = request.params;
      const { read, spam } = request.body;
      if (read !== undefined && !(await setMessageRead(db, id, read))) throw notFound(MESSAGES.messageNotFound);
      if (spam !== undefined && !(await setMessageSpam(db, id, spam, mailEnabled(app.ctx.config), new Date(app.ctx.clock.now()))))
        throw notFound(MESSAGES.messageNotFound);
      if (spam !== undefined) return { message: spam ? 'Message moved to Spam' : 'Message moved to the inbox' };
      return { message: read ? 'Message marked as read' : 'Message marked as unread' };
    },
  );

  app.delete(
    `${API.messages}/:id`,
    {
      schema: {
        tags: ['messages'],
        operationId: 'deleteMessage',
        summary: 'Move a message and its attachment to the trash',
        security,
        params: idParams,
        response: { 200: messageResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request): Promise<MessageResponse> => {
      if (!(await deleteMessage(db, request.params.id, request.admin!.email, new Date(app.ctx.clock.now()))))
        throw notFound(MESSAGES.messageNotFound);
      return { message: 'Message deleted successfully' };
    },
  );

  app.get(
    `${API.messages}/:id/attachment`,
    {
      schema: {
        tags: ['messages'],
        operationId: 'getMessageAttachment',
        summary: "Download a message's attachment",
        security,
        params: idParams,
        response: {
          200: binaryResponse('The attachment under its file name (PDF or picture)', ATTACHMENT_TYPES),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request, reply) => {
      const file = await findAttachment(db, request.params.id);
      if (!file) throw notFound((await findMessage(db, request.params.id)) ? MESSAGES.mediaNotFound : MESSAGES.messageNotFound);
      const name = file.attachment_name ?? 'attachment';
      return reply
        .header('Content-Type', file.mime)
        .header('Content-Disposition', contentDisposition(name))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(file.bytes));
    },
  );
}
