/**
 * The management screen of every record kind (offers, sliders, the content collections): one table,
 * one set of modals, driven by a ItemScreen.
 */
import { useEffect, useState, type CSSProperties } from 'react';
import { useSearchParams } from 'react-router';
import { ArrowDown, ArrowDownToLine, ArrowUp, ArrowUpToLine, Eye, EyeOff, Globe, GripVertical, Pencil, Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { DEFAULT_TRASH_DAYS, MESSAGES } from '@firm/contract';
import { errorMessage } from '~/lib/api-client';
import { clsx } from 'clsx';
import { ConfirmDelete } from './confirm-delete';
import { HistoryButton } from './history';
import { useKeptDialog } from './unsaved-work';
import { ItemForm, type FieldDef } from './item-form';
import { AddManyButton } from './multi-upload';
import type { ListedItem, ItemScreen } from './item-screen';
import { buttonClass } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { Loading } from '~/components/ui/feedback';
import { FOCUS_KEY, focusKeyOf, useKeptFocus, type FocusControl } from './use-kept-focus';
import { useReloadable } from './use-reloadable';
import { NOTICE_MS, restoreFromTrash, thenRefresh, undoToast } from './undo';
import { SoftBreaks } from '~/components/soft-breaks';
import { ListSearch, SEARCH_FROM_ROWS, cellSearchText, searchRows, useListSearch } from './list-search';
import { RowsTable } from './rows-table';
import { RowAction } from './row-action';
import { ITEM_PARAM } from './tabs';
import { gujaratiFace } from '~/lib/gujarati-face';

const NO_ITEMS: never[] = [];

type OpenDialog<T> = { kind: 'add' } | { kind: 'view' | 'edit' | 'delete'; item: T } | null;

const REORDER_HELP =
  'To move a row, drag its handle, or focus the handle and press Space, then the up and down arrow keys, then Space to drop it (Escape cancels).';
/** Said instead while a search narrows the list: a place among some rows is no place in the whole list. */
const REORDER_SEARCHING = 'The order can be changed when the search is cleared: dragging and moving work on the whole list.';

export function ItemManager<T extends ListedItem>({ screen }: { screen: ItemScreen<T> }) {
  const { data: items, error, loaded, reload, replace } = useReloadable(screen.list, NO_ITEMS as T[], screen.clearOnListError);
  const [dialog, setDialog] = useState<OpenDialog<T>>(null);
  // Back after a login with the text of an Add or Edit dialog kept: that dialog opens again, once the list is here.
  const kept = useKeptDialog();
  const [reopening, setReopening] = useState(kept !== null);
  if (reopening && loaded && kept) {
    setReopening(false);
    const item = items.find((candidate) => candidate._id === kept.itemId);
    if (kept.title === `Add ${screen.Noun}`) setDialog({ kind: 'add' });
    else if (kept.title === `Edit ${screen.Noun}` && item) setDialog({ kind: 'edit', item });
  }
  const [busy, setBusy] = useState(false);
  // Come from the Activity tab: the item's view opens once the list is here, and the address becomes the tab's own.
  const [params, setParams] = useSearchParams();
  const [linked, setLinked] = useState(() => params.get(ITEM_PARAM));
  if (linked && loaded && !reopening) {
    setLinked(null);
    const item = items.find((candidate) => candidate._id === linked);
    if (item) setDialog({ kind: 'view', item });
  }
  useEffect(() => {
    if (params.has(ITEM_PARAM)) setParams((next) => (next.delete(ITEM_PARAM), next), { replace: true });
  }, [params, setParams]);
  const close = () => setDialog(null);
  const { noun, Noun } = screen;
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a tap on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  /**
   * Runs a change that answers with a message for the toast, then fetches the list again. Changes of
   * the order share one toast (`toastId`): three moves in a row show one notice, not three. A change
   * with an `undo` offers it in its toast.
   */
  const change = async (action: () => Promise<string>, { toastId, undo }: { toastId?: string; undo?: () => Promise<string> } = {}) => {
    if (busy) return;
    setBusy(true);
    try {
      const message = await action();
      if (undo) undoToast(message, undo);
      else toast.success(message, { duration: NOTICE_MS, id: toastId });
    } catch (failure) {
      toast.error(errorMessage(failure), { duration: NOTICE_MS, id: toastId });
    } finally {
      setBusy(false);
      reload();
    }
  };

  const orderToast = { toastId: `${noun}-order` };
  const { container: listRef, remember: rememberFocus } = useKeptFocus(items, busy);

  const reorder = screen.reorder;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!reorder || !over || active.id === over.id) return;
    const moved = arrayMove(
      items,
      items.findIndex((item) => item._id === active.id),
      items.findIndex((item) => item._id === over.id),
    );
    // The new order shows at once; the list is fetched again when the server has answered.
    replace(moved);
    rememberFocus();
    void change(() => reorder(moved.map((item) => item._id)), orderToast);
  };

  // The search (ADMIN-9) narrows what shows; the order, the row numbers and the moves stay those of the whole list.
  const [query, setQuery] = useListSearch();
  const searching = query.trim() !== '';
  const shown = searchRows(items, query, (item) => [item.title, ...screen.columns.map((column) => cellSearchText(column.cell(item)))]);
  const ordering = Boolean(reorder) && !searching;
  /** Move to top or Move to bottom (ADMIN-10): the whole new order, saved as a drag's. */
  const moveToEnd = (item: T, end: 'top' | 'bottom') => {
    if (!reorder) return;
    const others = items.filter((other) => other._id !== item._id);
    const moved = end === 'top' ? [item, ...others] : [...others, item];
    replace(moved);
    rememberFocus();
    void change(() => reorder(moved.map((each) => each._id)), orderToast);
  };

  const titleOf = (id: UniqueIdentifier) => items.find((item) => item._id === id)?.title ?? '';
  const positionOf = (id: UniqueIdentifier) => items.findIndex((item) => item._id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${noun} ${titleOf(active.id)}, position ${positionOf(active.id)} of ${items.length}.`,
    // Over itself is where a drag starts: the pick-up message stays.
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? `${Noun} ${titleOf(active.id)} is over position ${positionOf(over.id)} of ${items.length}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${Noun} ${titleOf(active.id)} dropped at position ${positionOf(over.id)} of ${items.length}.` : undefined,
    onDragCancel: ({ active }) => `Moving cancelled: ${noun} ${titleOf(active.id)} stays at position ${positionOf(active.id)}.`,
  };
  const extraColumns = (reorder ? 1 : 0) + screen.columns.length;

  return (
    <section aria-labelledby={`${noun}-heading`} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id={`${noun}-heading`} className="text-2xl font-bold text-navy-900">
          {screen.heading}
        </h1>
        <div className="flex flex-wrap gap-2">
          <AddManyButton screen={screen} onAdded={reload} />
          <button type="button" className={buttonClass('accent', '', 'sm')} onClick={() => setDialog({ kind: 'add' })}>
            <Plus aria-hidden="true" className="size-4" />
            Add {Noun}
          </button>
        </div>
      </div>
      {reorder && <p className="text-sm text-slate-700">{searching ? REORDER_SEARCHING : REORDER_HELP}</p>}
      {(items.length > SEARCH_FROM_ROWS || searching) && (
        <ListSearch label={`Search ${noun}s`} query={query} onQuery={setQuery} shown={shown.length} total={items.length} />
      )}

      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: REORDER_HELP } }}
      >
        <RowsTable
          label={`${Noun}s table`}
          listRef={listRef}
          columns={4 + extraColumns}
          list={{ loaded, error, total: items.length, shown: shown.length, query }}
          emptyText={screen.emptyText}
          loadingLabel={`Loading ${noun}s`}
          heads={
            <>
              {reorder && (
                <th scope="col" className="w-px px-1 py-2 sm:px-2">
                  <span className="sr-only">Move</span>
                </th>
              )}
              <th scope="col" className="w-px px-2 py-2 sm:px-3">
                #
              </th>
              <th scope="col" className="w-px px-2 py-2 sm:px-3">
                Image
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3">
                {screen.titleHeader ?? 'Title'}
              </th>
              {screen.columns.map((column) => (
                <th key={column.header} scope="col" className="px-2 py-2 sm:px-3">
                  {column.header}
                </th>
              ))}
            </>
          }
        >
          <SortableContext items={shown.map((item) => item._id)} strategy={verticalListSortingStrategy} disabled={!ordering || busy}>
            {shown.map((item) => (
              <Row
                key={item._id}
                screen={screen}
                item={item}
                index={items.indexOf(item)}
                count={items.length}
                ordering={ordering}
                onOpen={(kind) => setDialog({ kind, item })}
                onMoveToEnd={(end) => moveToEnd(item, end)}
                onMove={(direction) => {
                  rememberFocus();
                  if (screen.move) void change(() => screen.move!(item, direction), orderToast);
                }}
                onVisibility={(hidden) => {
                  rememberFocus();
                  const visibility = screen.visibility;
                  if (visibility)
                    void change(() => visibility.set(item, hidden), { undo: thenRefresh(() => visibility.set(item, !hidden), reload) });
                }}
              />
            ))}
          </SortableContext>
        </RowsTable>
      </DndContext>

      <Dialog open={dialog?.kind === 'add'} onOpenChange={(open) => !open && close()} title={`Add ${Noun}`}>
        <ItemForm
          schema={screen.addForm.schema}
          fields={screen.addForm.fields}
          defaultValues={screen.addForm.defaults}
          submitLabel={`Add ${Noun}`}
          noticeMs={screen.noticeMs}
          onSubmit={async (values, onProgress) => {
            const message = await screen.add(values, onProgress);
            reload();
            return message;
          }}
          onDone={close}
        />
      </Dialog>
      <Dialog open={dialog?.kind === 'edit'} onOpenChange={(open) => !open && close()} title={`Edit ${Noun}`}>
        {dialog?.kind === 'edit' && (
          <ItemForm
            key={dialog.item._id}
            itemId={dialog.item._id}
            schema={screen.editForm.schema}
            fields={screen.editForm.fields}
            defaultValues={screen.editForm.defaults(dialog.item)}
            current={screen.editForm.current(dialog.item)}
            submitLabel={`Update ${Noun}`}
            noticeMs={screen.noticeMs}
            onSubmit={async (values, onProgress, changed) => {
              const message = await screen.update(dialog.item, values, onProgress, changed);
              reload();
              return message;
            }}
            onDone={close}
          />
        )}
      </Dialog>
      <Dialog open={dialog?.kind === 'view'} onOpenChange={(open) => !open && close()} title={`View ${Noun}`}>
        {dialog?.kind === 'view' && <ItemView key={dialog.item._id} screen={screen} id={dialog.item._id} onRestored={reload} />}
      </Dialog>
      <Dialog open={dialog?.kind === 'delete'} onOpenChange={(open) => !open && close()} title={`Delete ${Noun}`}>
        {dialog?.kind === 'delete' && (
          <ConfirmDelete
            question={`Delete the ${noun} "${dialog.item.title}"? It stays in the trash for ${DEFAULT_TRASH_DAYS} days.`}
            onConfirm={async () => {
              const message = await screen.remove(dialog.item);
              reload();
              return message;
            }}
            undo={thenRefresh(() => restoreFromTrash({ collection: screen.trash, id: dialog.item._id }), reload)}
            onCancel={close}
            onDone={close}
          />
        )}
      </Dialog>
    </section>
  );
}

interface RowProps<T extends ListedItem> {
  screen: ItemScreen<T>;
  item: T;
  index: number;
  count: number;
  /** False while a search narrows the list: moves and drags wait for the whole list. */
  ordering: boolean;
  onOpen: (kind: 'view' | 'edit' | 'delete') => void;
  onMove: (direction: 'up' | 'down') => void;
  onMoveToEnd: (end: 'top' | 'bottom') => void;
  onVisibility: (hidden: boolean) => void;
}

function Row<T extends ListedItem>({ screen, item, index, count, ordering, onOpen, onMove, onMoveToEnd, onVisibility }: RowProps<T>) {
  const { noun } = screen;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item._id });
  const hidden = screen.visibility?.hidden(item) ?? false;
  const thumbnail = (screen.thumbnail ?? screen.picture)(item);
  const face = gujaratiFace(item.title);
  // Rows only move up and down: no sideways drift, no scaling of a row of another height.
  const style: CSSProperties = { transform: transform ? `translate3d(0, ${Math.round(transform.y)}px, 0)` : undefined, transition };
  const icon = buttonClass('ghost', '', 'icon');
  const named = `${noun} ${item.title}`;
  const focusKey = (control: FocusControl) => ({ [FOCUS_KEY]: focusKeyOf(item._id, control) });
  return (
    <tr
      ref={setNodeRef}
      style={style}
      data-hidden={hidden || undefined}
      className={clsx(
        'border-t border-navy-100 align-middle',
        // The phone card: handle, number, picture and the whole title on one line, the actions under it.
        'max-sm:grid max-sm:items-center max-sm:gap-x-2 max-sm:gap-y-1 max-sm:rounded-md max-sm:border max-sm:p-2 max-sm:shadow-sm',
        screen.reorder ? 'max-sm:grid-cols-[auto_auto_auto_minmax(0,1fr)]' : 'max-sm:grid-cols-[auto_auto_minmax(0,1fr)]',
        hidden ? 'bg-slate-100' : 'bg-white',
        isDragging && 'relative z-10 shadow-lg',
      )}
    >
      {screen.reorder && (
        <td className="px-1 py-2 max-sm:p-0 sm:px-2">
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            {...focusKey('handle')}
            aria-label={`Move ${noun} ${item.title}`}
            title={`Drag to move ${named}`}
            disabled={!ordering}
            className={clsx(icon, 'cursor-grab touch-none active:cursor-grabbing disabled:cursor-not-allowed')}
          >
            <GripVertical aria-hidden="true" className="size-5" />
          </button>
        </td>
      )}
      <td data-testid="row-number" className="px-2 py-2 font-semibold text-navy-900 max-sm:p-0 sm:px-3">
        {index + 1}
      </td>
      <td className="px-2 py-2 max-sm:p-0 sm:px-3">
        <RowPicture src={thumbnail} faded={hidden} />
      </td>
      <td className="px-2 py-2 font-medium text-slate-900 max-sm:p-0 sm:px-3">
        {/* Whole words (a break after a '/'), and a Gujarati title in the site's Gujarati face, as the pages set it. */}
        <span data-testid="row-title" lang={face ? 'gu' : undefined} className={clsx('block break-words', face)}>
          <SoftBreaks text={item.title} after="/" />
        </span>
        {hidden && (
          <span className="mt-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">Hidden</span>
        )}
      </td>
      {/* Not on a phone's card, which stays short enough to see several at once: View shows them all. */}
      {screen.columns.map((column) => (
        <td key={column.header} className="max-w-xs px-2 py-2 text-slate-800 max-sm:hidden sm:px-3">
          <span className="line-clamp-3">{column.cell(item)}</span>
        </td>
      ))}
      {/* On a wide screen the actions stay in sight while the columns before them scroll. */}
      <td
        className={clsx(
          'px-2 py-2 max-sm:col-span-full max-sm:p-0 sm:sticky sm:right-0 sm:shadow-[-6px_0_6px_-6px_rgba(0,0,0,0.25)]',
          hidden ? 'bg-slate-100' : 'bg-white',
        )}
      >
        {/* The order's moves, then the item's own actions: on two lines from 768 px, where words would squeeze the title; one from 1280. */}
        <div className="flex flex-wrap justify-end gap-1 max-sm:border-t max-sm:border-navy-100 max-sm:pt-1 min-[1280px]:flex-nowrap">
          {(screen.reorder || screen.move) && (
            <div className="flex gap-1">
              {/* Disabled only at the ends (or while searching), never while saving: a disabled button loses the keyboard's focus. */}
              {screen.reorder && (
                <RowAction
                  icon={ArrowUpToLine}
                  word="Top"
                  name={`Move ${named} to the top`}
                  {...focusKey('top')}
                  disabled={!ordering || index === 0}
                  onClick={() => onMoveToEnd('top')}
                />
              )}
              {screen.move && (
                <>
                  <RowAction
                    icon={ArrowUp}
                    word="Up"
                    name={`Move ${named} up`}
                    {...focusKey('up')}
                    disabled={!ordering || index === 0}
                    onClick={() => onMove('up')}
                  />
                  <RowAction
                    icon={ArrowDown}
                    word="Down"
                    name={`Move ${named} down`}
                    {...focusKey('down')}
                    disabled={!ordering || index === count - 1}
                    onClick={() => onMove('down')}
                  />
                </>
              )}
              {screen.reorder && (
                <RowAction
                  icon={ArrowDownToLine}
                  word="Bottom"
                  name={`Move ${named} to the bottom`}
                  {...focusKey('bottom')}
                  disabled={!ordering || index === count - 1}
                  onClick={() => onMoveToEnd('bottom')}
                />
              )}
            </div>
          )}
          <div className="flex gap-1">
            <RowAction icon={Eye} word="View" name={`View ${named}`} onClick={() => onOpen('view')} />
            <RowAction icon={Pencil} word="Edit" name={`Edit ${named}`} onClick={() => onOpen('edit')} />
            {screen.visibility && (
              <RowAction
                icon={hidden ? Globe : EyeOff}
                word={hidden ? 'Show' : 'Hide'}
                name={`${hidden ? 'Show' : 'Hide'} ${named}`}
                {...focusKey('visibility')}
                onClick={() => onVisibility(!hidden)}
              />
            )}
            <RowAction icon={Trash2} word="Delete" name={`Delete ${named}`} danger onClick={() => onOpen('delete')} />
          </div>
        </div>
      </td>
    </tr>
  );
}

/** A row's thumbnail (the trash's rows too), beside the title it describes. */
export function RowPicture({ src, faded = false }: { src: string | null; faded?: boolean }) {
  return src ? (
    <img src={src} alt="" loading="lazy" className={clsx('h-12 w-16 rounded object-cover sm:w-20', faded && 'opacity-60')} />
  ) : (
    // ADMIN-2's words in the thumbnail's own box, so a row without a picture is as tall as the others.
    <span className="inline-flex h-12 w-16 items-center justify-center rounded bg-navy-50 text-center text-xs leading-tight text-slate-700 sm:w-20">
      {MESSAGES.noImage}
    </span>
  );
}

/** The names the history gives the stored fields, by the forms' labels; pictures and files are stored under their own names. */
const historyLabels = (fields: readonly FieldDef[]): Record<string, string> => ({
  hidden: 'Hidden',
  picture: 'Picture',
  thumbnail: 'Picture',
  file: 'File',
  ...Object.fromEntries(fields.map((field) => [field.name, field.label])),
});

/**
 * The view modal's body: the single record as the server has it now, with a spinner while it
 * loads, and its History; a restored version is fetched again here and in the list (`onRestored`).
 */
function ItemView<T extends ListedItem>({ screen, id, onRestored }: { screen: ItemScreen<T>; id: string; onRestored: () => void }) {
  const [state, setState] = useState<{ item: T | null; error: string | null }>({ item: null, error: null });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    screen.single(id).then(
      (item) => live && setState({ item, error: null }),
      (failure: unknown) => live && setState({ item: null, error: errorMessage(failure) }),
    );
    return () => {
      live = false;
    };
  }, [screen, id, version]);
  if (state.error) return <p className="text-red-700">Error: {state.error}</p>;
  if (!state.item) return <Loading label={`Loading ${screen.noun}`} />;
  const item = state.item;
  const picture = screen.picture(item);
  return (
    <>
      <dl className="space-y-3">
        <div>
          <dt className="text-sm font-medium text-slate-700">{screen.titleHeader ?? 'Title'}</dt>
          <dd className="text-slate-900">{item.title}</dd>
        </div>
        {(screen.details ?? screen.columns).map((column) => (
          <div key={column.header}>
            <dt className="text-sm font-medium text-slate-700">{column.header}</dt>
            <dd className="whitespace-pre-wrap text-slate-900">{column.cell(item)}</dd>
          </div>
        ))}
        <div>
          <dt className="text-sm font-medium text-slate-700">Image</dt>
          <dd>
            {picture ? (
              <img src={picture} alt={item.title} className="mt-1 max-h-80 w-full rounded object-contain" />
            ) : (
              <span className="text-slate-700">{MESSAGES.noImage}</span>
            )}
          </dd>
        </div>
      </dl>
      <HistoryButton
        of={{
          collection: screen.trash,
          id,
          name: `${screen.noun} “${item.title}”`,
          labels: historyLabels(screen.editForm.fields),
        }}
        onRestored={() => {
          setVersion((v) => v + 1);
          onRestored();
        }}
        className={buttonClass('outline', 'mt-4', 'sm')}
      />
    </>
  );
}
