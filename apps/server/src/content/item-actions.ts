/**
 * What the collections' two APIs do with an item, whichever asked (/api/{slug} in collection-read-routes.ts and
 * collection-write-routes.ts, the original API in original-api.ts): they differ in paths, the id's place, the
 * answers' shape and the messages, which they pass in.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PicturesSettings } from '@firm/contract';
import type { App } from '../context.js';
import { adminOf } from '../auth/guard.js';
import { badRequest, notFound } from '../lib/errors.js';
import type { ContentRepo } from './content.js';
import { prepareFiles, type WriteFiles } from './field-kinds.js';
import type { Doc } from './repository.js';

/** A write as its route read it: the checked fields, the file parts and the picture's alt text, focus and turn. */
export interface ItemWrite {
  fields: Doc;
  files: WriteFiles;
  settings: PicturesSettings;
}

/** 400 with the definition's message when the item's fields, as they will be stored, do not go together (its `check`). */
function checkTogether(repo: ContentRepo<unknown>, values: Doc) {
  const problem = repo.def.spec.check?.({ ...repo.def.spec.defaults, ...values });
  if (problem) throw badRequest(problem);
}

/**
 * Whether the request's token shows what visitors do not see now: hidden items, and dated ones outside their days
 * (OFFER-6). Only where the collection has such items is the token read.
 */
async function seesAll(app: App, repo: ContentRepo<unknown>, request: FastifyRequest): Promise<boolean> {
  const { spec } = repo.def;
  return (spec.hideable || spec.dated !== undefined) && (await adminOf(app, request)) !== null;
}

/**
 * The list under `key`: visitors get the visible items' cached JSON text (read on every page view, content/list-cache.ts);
 * a token that sees all gets every item. `private`: the answer says it depends on the token, so that no shared cache
 * gives one's to the other.
 */
export async function listItems(
  app: App,
  repo: ContentRepo<unknown>,
  request: FastifyRequest,
  reply: FastifyReply,
  o: { key: string; private: boolean },
) {
  if (o.private) reply.header('vary', 'Authorization');
  if (await seesAll(app, repo, request)) {
    if (o.private) reply.header('cache-control', 'private, no-store');
    return reply.send({ [o.key]: await repo.list(true) });
  }
  // The cached JSON text as it is (a string is not serialized again).
  return reply.type('application/json; charset=utf-8').send(await repo.visible.json(o.key));
}

/** One item, a hidden one or a dated one outside its days only for a token that sees all; else 404 with `notFoundMessage`. */
export async function readItem<Item>(
  app: App,
  repo: ContentRepo<Item>,
  request: FastifyRequest,
  id: string,
  notFoundMessage: string,
): Promise<Item> {
  const all = await seesAll(app, repo as ContentRepo<unknown>, request);
  const item = await repo.find(id, all);
  const { dated } = repo.def;
  if (!item || (dated && !all && !dated.current(item))) throw notFound(notFoundMessage);
  return item;
}

/** Adds an item: its fields checked together, its files checked and encoded before the transaction. Its id. */
export async function addItem(app: App, repo: ContentRepo<unknown>, write: ItemWrite, by: string): Promise<string> {
  checkTogether(repo, write.fields);
  const prepared = await prepareFiles(repo.def.spec, write.files, true, String(write.fields['title'] ?? ''), {
    db: app.ctx.db,
    settings: write.settings,
    current: undefined,
  });
  return repo.add(write.fields, prepared, by);
}

/**
 * Changes the fields (and files) a write gives of an item; the others stay as they are, and the
 * fields are checked together as they will be. 404 with `notFoundMessage` when there is no such item, known before
 * the files are processed, so an unknown id costs no image work.
 */
export async function updateItem(
  app: App,
  repo: ContentRepo<unknown>,
  id: string,
  write: ItemWrite,
  by: string,
  notFoundMessage: string,
): Promise<void> {
  const [current] = await repo.docs(true, id);
  if (!current) throw notFound(notFoundMessage);
  checkTogether(repo, { ...current.doc, ...write.fields });
  const prepared = await prepareFiles(repo.def.spec, write.files, false, String(write.fields['title'] ?? current.doc['title'] ?? ''), {
    db: app.ctx.db,
    settings: write.settings,
    current: current.doc,
  });
  if (!(await repo.update(id, write.fields, prepared, by))) throw notFound(notFoundMessage);
}

/** Moves an item to the trash; 404 with `notFoundMessage` when there is no such item. */
export async function removeItem(repo: ContentRepo<unknown>, id: string, by: string, notFoundMessage: string): Promise<void> {
  if (!(await repo.remove(id, by))) throw notFound(notFoundMessage);
}
