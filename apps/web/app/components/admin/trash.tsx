/**
 * The Trash tab: what the owner deleted (items of every collection, offers, sliders, contact messages),
 * newest first as the server lists it, each put back where it was or, by an owner, deleted for good
 * (docs/decisions/044-trash.md, 087).
 */
import { useRef, useState } from 'react';
import { ArchiveRestore, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  DEFAULT_TRASH_DAYS,
  TRASH_MESSAGES,
  trashPaths,
  type MessageResponse,
  type TrashEntry,
  type trashListSchema,
} from '@firm/contract';
import { apiRequest, errorMessage, said } from '~/lib/api-client';
import { clsx } from 'clsx';
import { ConfirmDelete } from './confirm-delete';
import { RowPicture } from './item-manager';
import { NOTICE_MS, restoreFromTrash } from './undo';
import { ListSearch, SEARCH_FROM_ROWS, searchRows, useListSearch } from './list-search';
import { RowsTable } from './rows-table';
import { useReloadable } from './use-reloadable';
import { buttonClass } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { SoftBreaks } from '~/components/soft-breaks';
import { formatDate } from '~/lib/format';
import { gujaratiFace } from '~/lib/gujarati-face';
import { useAdminOutlet } from './admin-context';
import { OwnersOnlyNote } from './owners-only-note';

type TrashList = z.infer<typeof trashListSchema>;
// Until the list arrives the line under the heading says the default; then what the server keeps.
const EMPTY: TrashList = { items: [], days: DEFAULT_TRASH_DAYS };
const loadTrash = () => apiRequest<TrashList>(trashPaths.list);
const keyOf = (entry: TrashEntry) => `${entry.collection}/${entry.id}`;
const COLUMNS = ['Image', 'Title', 'Kind', 'Deleted'];

/** `onChange`: a restored message may be unread again (the bar's count). */
export function Trash({ onChange }: { onChange: () => void }) {
  const { data, error, loaded, reload } = useReloadable(loadTrash, EMPTY);
  const entries = data.items;
  const [query, setQuery] = useListSearch();
  const shown = searchRows(entries, query, (entry) => [entry.title, entry.kind, entry.deletedBy]);
  const [asking, setAsking] = useState<TrashEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  // The Delete forever button that opened the question: focus goes back to it, or to the list once its row has gone.
  const opener = useRef<HTMLElement | null>(null);
  // Delete forever is the owner's (AUTH-9, decision 087): an editor's rows have Restore only, and the tab says why.
  const ownersOnly = useAdminOutlet().role === 'editor';

  const restore = async (entry: TrashEntry) => {
    if (busy) return;
    setBusy(true);
    try {
      toast.success(await restoreFromTrash(entry), { duration: NOTICE_MS });
      // Its row leaves with the focused button: the focus stays in the list rather than falling to the page's top.
      listRef.current?.focus();
    } catch (failure) {
      toast.error(errorMessage(failure), { duration: NOTICE_MS });
    } finally {
      setBusy(false);
      reload();
      onChange();
    }
  };

  return (
    <section aria-labelledby="trash-heading" className="space-y-4">
      <h1 id="trash-heading" className="text-2xl font-bold text-navy-900">
        Trash
      </h1>
      <p className="text-sm text-slate-700">{`Deleted items stay here for ${data.days} days, then they are deleted for good.`}</p>
      {ownersOnly && <OwnersOnlyNote>{TRASH_MESSAGES.foreverOwnersNote}</OwnersOnlyNote>}

      {(entries.length > SEARCH_FROM_ROWS || query.trim() !== '') && (
        <ListSearch label="Search the trash" query={query} onQuery={setQuery} shown={shown.length} total={entries.length} />
      )}

      <RowsTable
        label="Items in the trash"
        listRef={listRef}
        columns={COLUMNS.length + 1}
        list={{ loaded, error, total: entries.length, shown: shown.length, query }}
        emptyText="The trash is empty."
        loadingLabel="Loading the trash"
        heads={COLUMNS.map((header) => (
          <th key={header} scope="col" className={clsx('px-2 py-2 sm:px-3', header === 'Image' && 'w-px')}>
            {header}
          </th>
        ))}
      >
        {shown.map((entry) => (
          <Row
            key={keyOf(entry)}
            entry={entry}
            onRestore={() => void restore(entry)}
            onDeleteForever={
              ownersOnly
                ? undefined
                : (button) => {
                    opener.current = button;
                    setAsking(entry);
                  }
            }
          />
        ))}
      </RowsTable>

      <Dialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title="Delete forever"
        onClosed={() => (opener.current?.isConnected ? opener.current : listRef.current)?.focus()}
      >
        {asking && (
          <ConfirmDelete
            question={`Delete the ${asking.kind.toLowerCase()} "${asking.title}" forever? This cannot be undone.`}
            onConfirm={async () => {
              const body = await apiRequest<MessageResponse>(trashPaths.forever(asking), { method: 'DELETE' });
              reload();
              return said(body, TRASH_MESSAGES.deletedForever);
            }}
            onCancel={() => setAsking(null)}
            onDone={() => setAsking(null)}
          />
        )}
      </Dialog>
    </section>
  );
}

interface RowProps {
  entry: TrashEntry;
  onRestore: () => void;
  /** Absent for an editor: no Delete forever button. */
  onDeleteForever?: (button: HTMLElement) => void;
}

function Row({ entry, onRestore, onDeleteForever }: RowProps) {
  const { kind, title } = entry;
  const face = gujaratiFace(title);
  return (
    <tr
      className={clsx(
        'border-t border-navy-100 bg-white align-middle',
        // The phone card: the picture beside the title and the kind, then when it was deleted, then the actions.
        'max-sm:grid max-sm:grid-cols-[auto_minmax(0,1fr)] max-sm:items-center max-sm:gap-x-2 max-sm:gap-y-1 max-sm:rounded-md max-sm:border max-sm:p-2 max-sm:shadow-sm',
      )}
    >
      <td className="px-2 py-2 max-sm:row-span-2 max-sm:p-0 sm:px-3">
        <RowPicture src={entry.picture} />
      </td>
      <td className="px-2 py-2 font-medium text-slate-900 max-sm:self-end max-sm:p-0 sm:px-3">
        {/* Whole words (a break after a '/'), and a Gujarati title in the site's Gujarati face, as on the other tabs. */}
        <span data-testid="row-title" lang={face ? 'gu' : undefined} className={clsx('block break-words', face)}>
          <SoftBreaks text={title} after="/" />
        </span>
      </td>
      <td className="px-2 py-2 text-slate-800 max-sm:self-start max-sm:p-0 sm:px-3">{kind}</td>
      <td className="px-2 py-2 text-slate-800 max-sm:col-span-full max-sm:p-0 sm:px-3">
        {/* On a phone the headers are not shown: the card says what its date is. */}
        <span className="sm:hidden">Deleted </span>
        <span className="whitespace-nowrap">{formatDate(entry.deletedAt)}</span>{' '}
        {/* The address whole on its line where it fits, broken only after its '@' where it does not. */}
        <span className="inline-block max-w-full sm:block">
          by <SoftBreaks text={entry.deletedBy} after="@" />
        </span>
        <span className="block text-slate-700">
          Deleted for good on <span className="whitespace-nowrap">{formatDate(entry.purgeAt)}</span>
        </span>
      </td>
      {/* On a wide screen the actions stay in sight while the columns before them scroll. */}
      <td className="bg-white px-2 py-2 max-sm:col-span-full max-sm:p-0 sm:sticky sm:right-0 sm:shadow-[-6px_0_6px_-6px_rgba(0,0,0,0.25)] sm:px-3">
        {/* One above the other on a tablet, where side by side they would leave the other columns too little room. */}
        <div className="flex justify-end gap-2 max-sm:flex-wrap max-sm:border-t max-sm:border-navy-100 max-sm:pt-2 sm:max-lg:flex-col">
          <button
            type="button"
            className={buttonClass('outline', 'whitespace-nowrap', 'sm')}
            aria-label={`Restore ${kind} ${title}`}
            onClick={onRestore}
          >
            <ArchiveRestore aria-hidden="true" className="size-4" />
            Restore
          </button>
          {onDeleteForever && (
            <button
              type="button"
              className={buttonClass('ghostDanger', 'whitespace-nowrap', 'sm')}
              aria-label={`Delete forever ${kind} ${title}`}
              onClick={(event) => onDeleteForever(event.currentTarget)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Delete forever
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
