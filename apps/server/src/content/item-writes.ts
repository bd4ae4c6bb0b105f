import type { PictureSettings } from '@firm/contract';
import type { App } from '../context.js';
import { badRequest, notFound } from '../lib/errors.js';
import type { ContentRepo } from './content.js';
import { prepareFiles, type WriteFiles } from './field-kinds.js';
import type { Doc } from './repository.js';

/** A write as its route read it: the checked fields, the file parts and the picture's alt text, focus and turn. */
export interface ItemWrite {
  fields: Doc;
  files: WriteFiles;
  settings: PictureSettings;
}

/** 400 with the definition's message when the item's fields, as they will be stored, do not go together (its `check`). */
function checkTogether(repo: ContentRepo<unknown>, values: Doc) {
  const problem = repo.def.spec.check?.({ ...repo.def.spec.defaults, ...values });
  if (problem) throw badRequest(problem);
}

/**
 * Adds an item, whichever API asked (content/routes.ts, original-api.ts): its fields checked together, its files
 * checked and encoded before the transaction. Its id.
 */
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
 * Changes the fields (and files) a write gives of an item, whichever API asked; the others stay as they are, and the
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
