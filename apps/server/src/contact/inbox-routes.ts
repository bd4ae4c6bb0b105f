import { create as contentDisposition } from 'content-disposition';
import { z } from 'zod';
import {
  API,
  ATTACHMENT_TYPES,
  LEAD_STATUS_LABELS,
  MESSAGES,
  contactMessageResponseSchema,
  hasControlCharacters,
  messageFilterSchema,
  messagePatchSchema,
  messageResponseSchema,
  messagesResponseSchema,
  type ContactMessageResponse,
  type MessagePatch,
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
import { zonedDate } from '../lib/zoned-time.js';
import {
  deleteMessage,
  findAttachment,
  findMessage,
  listMessages,
  setMessageLead,
  setMessageRead,
  setMessageSpam,
} from './message-store.js';
import { messagesCsv } from './messages-csv.js';

// Any id is looked up: one that cannot exist is simply not found.
const idParams = z.object({ id: z.string() });
// PostgreSQL cannot hold or compare NUL: the note and the search refuse what nobody types, so both databases answer alike.
const patchBody = messagePatchSchema.refine((b) => b.note === undefined || !hasControlCharacters(b.note, true), {
  error: MESSAGES.controlCharacters,
});
const filterQuery = messageFilterSchema.refine((f) => f.q === undefined || !hasControlCharacters(f.q), {
  error: MESSAGES.controlCharacters,
});
const security = [{ bearer: [] }];
const CSV_TYPE = 'text/csv; charset=utf-8';

/** What the owner is told of each change, in the order they are made. */
function answerOf({ read, spam, status, note, followUp }: MessagePatch): string {
  const said: string[] = [];
  if (spam !== undefined) said.push(spam ? 'Message moved to Spam' : 'Message moved to the inbox');
  // Moved to Spam and marked read at once: the move is what the owner did.
  else if (read !== undefined) said.push(read ? 'Message marked as read' : 'Message marked as unread');
  if (status !== undefined) said.push(`Status changed to ${LEAD_STATUS_LABELS[status]}`);
  if (note !== undefined) said.push('Note saved');
  if (followUp !== undefined) said.push(followUp === null ? 'Follow-up removed' : `Follow-up set for ${followUp}`);
  return said.join('. ');
}

/** The admin's inbox of contact messages; every call needs an admin token. */
export default async function messagesRoutes(app: App) {
  const { db, config, clock } = app.ctx;
  const today = () => zonedDate(clock.now(), config.timeZone);
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
        summary: 'The contact messages the filters pick, overdue follow-ups first then newest first, and the unread count of all',
        security,
        querystring: filterQuery,
        response: { 200: messagesResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request): Promise<MessagesResponse> => listMessages(db, request.query, { timeZone: config.timeZone, today: today() }),
  );

  app.get(
    API.messagesExport,
    {
      schema: {
        tags: ['messages'],
        operationId: 'exportMessages',
        summary: 'The contact messages the filters pick (or `ids`), as a CSV file for Excel and Google Sheets',
        security,
        querystring: filterQuery,
        response: {
          200: binaryResponse('A UTF-8 CSV file with a byte order mark, one header row and a row per message', [CSV_TYPE]),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request, reply) => {
      const day = today();
      const { messages } = await listMessages(db, request.query, { timeZone: config.timeZone, today: day });
      return (
        reply
          .header('Content-Type', CSV_TYPE)
          // A name of digits and dashes: nothing to encode.
          .header('Content-Disposition', `attachment; filename="messages-${day}.csv"`)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cache-Control', 'private, no-store')
          .send(Buffer.from(messagesCsv(messages, config.timeZone)))
      );
    },
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
      const message = await findMessage(db, request.params.id, today());
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
        summary:
          "Mark a message read or unread, move it to Spam or back (then it is mailed like any message), or set its lead's status, note or follow-up day",
        security,
        params: idParams,
        body: patchBody,
        response: { 200: messageResponseSchema, ...errorResponses(...BODY_ERRORS, 401, 404) },
      },
    },
    async (request): Promise<MessageResponse> => {
      const { id } = request.params;
      const { read, spam, status, note, followUp } = request.body;
      if (read !== undefined && !(await setMessageRead(db, id, read))) throw notFound(MESSAGES.messageNotFound);
      if (spam !== undefined && !(await setMessageSpam(db, id, spam, mailEnabled(config), new Date(clock.now()))))
        throw notFound(MESSAGES.messageNotFound);
      if (
        (status !== undefined || note !== undefined || followUp !== undefined) &&
        !(await setMessageLead(db, id, { status, note, followUp }))
      )
        throw notFound(MESSAGES.messageNotFound);
      return { message: answerOf(request.body) };
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
      if (!file) throw notFound((await findMessage(db, request.params.id, today())) ? MESSAGES.mediaNotFound : MESSAGES.messageNotFound);
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
