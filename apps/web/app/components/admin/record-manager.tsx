/**
 * The management screen of every record kind (offers, sliders, the content collections): one table,
 * one set of modals, driven by a ResourceConfig.
 */
import { useEffect, useState, type CSSProperties } from 'react';
import { ArrowDown, ArrowUp, Eye, EyeOff, Globe, GripVertical, Pencil, Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { MESSAGES, TIMINGS } from '@firm/contract';
import { errorMessage } from '~/lib/api-client';
import { ConfirmDelete } from './confirm-delete';
import { RecordForm } from './record-form';
import type { ManagedRecord, ResourceConfig } from './resources';
import { Loading, Modal, buttonStyles } from './ui';
import { useReloadable } from './use-reloadable';

const NO_ITEMS: never[] = [];

type Dialog<T> = { kind: 'add' } | { kind: 'view' | 'edit' | 'delete'; item: T } | null;

const REORDER_HELP = 'To move a row, drag its handle, or focus the handle and press Space, then the up and down arrow keys, then Space to drop it (Escape cancels).';

export function RecordManager<T extends ManagedRecord>({ config }: { config: ResourceConfig<T> }) {
  const { data: items, error, loaded, reload, replace } = useReloadable(config.list, NO_ITEMS as T[], config.clearOnListError);
  const [dialog, setDialog] = useState<Dialog<T>>(null);
  const [busy, setBusy] = useState(false);
  const close = () => setDialog(null);
  const { noun, Noun } = config;
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a tap on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  /** Runs a change that answers with a message for the toast, then fetches the list again. */
  const change = async (action: () => Promise<string>) => {
    if (busy) return;
    setBusy(true);
    try {
      toast.success(await action(), { duration: TIMINGS.toastMs });
    } catch (failure) {
      toast.error(errorMessage(failure), { duration: TIMINGS.toastMs });
    } finally {
      setBusy(false);
      reload();
    }
  };

  const reorder = config.reorder;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!reorder || !over || active.id === over.id) return;
    const moved = arrayMove(
      items,
      items.findIndex((item) => item._id === active.id),
      items.findIndex((item) => item._id === over.id),
    );
    // The new order shows at once; the list is fetched again when the server has answered.
    replace(moved);
    void change(() => reorder(moved.map((item) => item._id)));
  };

  const titleOf = (id: UniqueIdentifier) => items.find((item) => item._id === id)?.title ?? '';
  const positionOf = (id: UniqueIdentifier) => items.findIndex((item) => item._id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${noun} ${titleOf(active.id)}, position ${positionOf(active.id)} of ${items.length}.`,
    // Over itself is where a drag starts: the pick-up message stays.
    onDragOver: ({ active, over }) => (over && over.id !== active.id ? `${Noun} ${titleOf(active.id)} is over position ${positionOf(over.id)} of ${items.length}.` : undefined),
    onDragEnd: ({ active, over }) => (over ? `${Noun} ${titleOf(active.id)} dropped at position ${positionOf(over.id)} of ${items.length}.` : undefined),
    onDragCancel: ({ active }) => `Moving cancelled: ${noun} ${titleOf(active.id)} stays at position ${positionOf(active.id)}.`,
  };
  const extraColumns = (reorder ? 1 : 0) + config.columns.length;

  return (
    <section aria-labelledby={`${noun}-heading`} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id={`${noun}-heading`} className="text-2xl font-bold text-slate-900">
          {config.heading}
        </h1>
        <button type="button" className={buttonStyles.primary} onClick={() => setDialog({ kind: 'add' })}>
          <Plus aria-hidden="true" className="size-4" />
          Add {Noun}
        </button>
      </div>
      {reorder && <p className="text-sm text-slate-700">{REORDER_HELP}</p>}

      <div role="region" aria-label={`${Noun}s table`} tabIndex={0} className="overflow-x-auto rounded border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-blue-700">
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: REORDER_HELP } }}
        >
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="bg-slate-100 text-slate-900">
              <tr>
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
                  Title
                </th>
                {config.columns.map((column) => (
                  <th key={column.header} scope="col" className="px-2 py-2 sm:px-3">
                    {column.header}
                  </th>
                ))}
                <th scope="col" className="sticky right-0 w-px bg-slate-100 px-2 py-2 sm:px-3">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              <SortableContext items={items.map((item) => item._id)} strategy={verticalListSortingStrategy} disabled={!reorder || busy}>
                {items.map((item, index) => (
                  <Row
                    key={item._id}
                    config={config}
                    item={item}
                    index={index}
                    count={items.length}
                    busy={busy}
                    onOpen={(kind) => setDialog({ kind, item })}
                    onMove={(direction) => config.move && void change(() => config.move!(item, direction))}
                    onVisibility={(hidden) => config.visibility && void change(() => config.visibility!.set(item, hidden))}
                  />
                ))}
              </SortableContext>
              {loaded && items.length === 0 && (
                <tr>
                  <td colSpan={4 + extraColumns} className="px-3 py-6 text-center text-slate-700">
                    {config.emptyText}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </DndContext>
        {!loaded && <Loading label={`Loading ${noun}s`} />}
      </div>
      {error && <p className="text-red-700">Error: {error}</p>}

      <Modal open={dialog?.kind === 'add'} onOpenChange={(open) => !open && close()} title={`Add ${Noun}`}>
        <RecordForm
          schema={config.addForm.schema}
          fields={config.addForm.fields}
          defaultValues={config.addForm.defaults}
          submitLabel={`Add ${Noun}`}
          onSubmit={async (values, onProgress) => {
            const message = await config.add(values, onProgress);
            reload();
            return message;
          }}
          onDone={close}
        />
      </Modal>
      <Modal open={dialog?.kind === 'edit'} onOpenChange={(open) => !open && close()} title={`Edit ${Noun}`}>
        {dialog?.kind === 'edit' && (
          <RecordForm
            key={dialog.item._id}
            schema={config.editForm.schema}
            fields={config.editForm.fields}
            defaultValues={config.editForm.defaults(dialog.item)}
            current={config.editForm.current(dialog.item)}
            submitLabel={`Update ${Noun}`}
            onSubmit={async (values, onProgress, changed) => {
              const message = await config.update(dialog.item, values, onProgress, changed);
              reload();
              return message;
            }}
            onDone={close}
          />
        )}
      </Modal>
      <Modal open={dialog?.kind === 'view'} onOpenChange={(open) => !open && close()} title={`View ${Noun}`}>
        {dialog?.kind === 'view' && <RecordView key={dialog.item._id} config={config} id={dialog.item._id} />}
      </Modal>
      <Modal open={dialog?.kind === 'delete'} onOpenChange={(open) => !open && close()} title={`Delete ${Noun}`}>
        {dialog?.kind === 'delete' && (
          <ConfirmDelete
            question={`Delete the ${noun} "${dialog.item.title}"? This cannot be undone.`}
            onConfirm={async () => {
              const message = await config.remove(dialog.item);
              reload();
              return message;
            }}
            onCancel={close}
            onDone={close}
          />
        )}
      </Modal>
    </section>
  );
}

interface RowProps<T extends ManagedRecord> {
  config: ResourceConfig<T>;
  item: T;
  index: number;
  count: number;
  busy: boolean;
  onOpen: (kind: 'view' | 'edit' | 'delete') => void;
  onMove: (direction: 'up' | 'down') => void;
  onVisibility: (hidden: boolean) => void;
}

function Row<T extends ManagedRecord>({ config, item, index, count, busy, onOpen, onMove, onVisibility }: RowProps<T>) {
  const { noun } = config;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item._id });
  const hidden = config.visibility?.hidden(item) ?? false;
  const thumbnail = (config.thumbnail ?? config.picture)(item);
  // Rows only move up and down: no sideways drift, no scaling of a row of another height.
  const style: CSSProperties = { transform: transform ? `translate3d(0, ${Math.round(transform.y)}px, 0)` : undefined, transition };
  return (
    <tr
      ref={setNodeRef}
      style={style}
      data-hidden={hidden || undefined}
      className={`border-t border-slate-200 align-middle ${hidden ? 'bg-slate-100' : 'bg-white'} ${isDragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      {config.reorder && (
        <td className="px-1 py-2 sm:px-2">
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={`Move ${noun} ${item.title}`}
            className={`${buttonStyles.icon} cursor-grab touch-none active:cursor-grabbing`}
          >
            <GripVertical aria-hidden="true" className="size-5" />
          </button>
        </td>
      )}
      <td className="px-2 py-2 sm:px-3">{index + 1}</td>
      <td className="px-2 py-2 sm:px-3">
        {thumbnail ? (
          <img src={thumbnail} alt="" loading="lazy" className={`h-10 w-14 rounded object-cover sm:h-12 sm:w-20 ${hidden ? 'opacity-60' : ''}`} />
        ) : (
          <span className="text-slate-700">{MESSAGES.noImage}</span>
        )}
      </td>
      {/* Narrow on phones, so the title is in sight beside the actions before any sideways scroll. */}
      <td className="px-2 py-2 font-medium text-slate-900 sm:px-3">
        <span data-testid="row-title" className="block w-24 break-words sm:w-auto">
          {item.title}
        </span>
        {hidden && <span className="ml-2 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">Hidden</span>}
      </td>
      {config.columns.map((column) => (
        <td key={column.header} className="max-w-xs px-2 py-2 text-slate-800 sm:px-3">
          <span className="line-clamp-3">{column.cell(item)}</span>
        </td>
      ))}
      {/* The actions stay in sight on a phone while the columns before them scroll. */}
      <td className={`sticky right-0 px-2 py-2 shadow-[-6px_0_6px_-6px_rgba(0,0,0,0.25)] ${hidden ? 'bg-slate-100' : 'bg-white'}`}>
        {/* Two by two on phones: the column stays narrow. */}
        <div className="grid grid-cols-2 gap-1 sm:flex">
          {config.move && (
            <>
              <button type="button" className={buttonStyles.icon} aria-label={`Move ${noun} ${item.title} up`} disabled={busy || index === 0} onClick={() => onMove('up')}>
                <ArrowUp aria-hidden="true" className="size-5" />
              </button>
              <button type="button" className={buttonStyles.icon} aria-label={`Move ${noun} ${item.title} down`} disabled={busy || index === count - 1} onClick={() => onMove('down')}>
                <ArrowDown aria-hidden="true" className="size-5" />
              </button>
            </>
          )}
          <button type="button" className={buttonStyles.icon} aria-label={`View ${noun} ${item.title}`} onClick={() => onOpen('view')}>
            <Eye aria-hidden="true" className="size-5" />
          </button>
          <button type="button" className={buttonStyles.icon} aria-label={`Edit ${noun} ${item.title}`} onClick={() => onOpen('edit')}>
            <Pencil aria-hidden="true" className="size-5" />
          </button>
          {/* Not disabled while saving: a disabled button would lose the keyboard's focus. */}
          {config.visibility && (
            <button type="button" className={buttonStyles.icon} aria-label={`${hidden ? 'Show' : 'Hide'} ${noun} ${item.title}`} onClick={() => onVisibility(!hidden)}>
              {hidden ? <Globe aria-hidden="true" className="size-5" /> : <EyeOff aria-hidden="true" className="size-5" />}
            </button>
          )}
          <button type="button" className={buttonStyles.iconDanger} aria-label={`Delete ${noun} ${item.title}`} onClick={() => onOpen('delete')}>
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        </div>
      </td>
    </tr>
  );
}

/** The view modal's body: the single record as the server has it now, with a spinner while it loads. */
function RecordView<T extends ManagedRecord>({ config, id }: { config: ResourceConfig<T>; id: string }) {
  const [state, setState] = useState<{ item: T | null; error: string | null }>({ item: null, error: null });
  useEffect(() => {
    let live = true;
    config.single(id).then(
      (item) => live && setState({ item, error: null }),
      (failure: unknown) => live && setState({ item: null, error: errorMessage(failure) }),
    );
    return () => {
      live = false;
    };
  }, [config, id]);
  if (state.error) return <p className="text-red-700">Error: {state.error}</p>;
  if (!state.item) return <Loading label={`Loading ${config.noun}`} />;
  const item = state.item;
  const picture = config.picture(item);
  return (
    <dl className="space-y-3">
      <div>
        <dt className="text-sm font-medium text-slate-700">Title</dt>
        <dd className="text-slate-900">{item.title}</dd>
      </div>
      {(config.details ?? config.columns).map((column) => (
        <div key={column.header}>
          <dt className="text-sm font-medium text-slate-700">{column.header}</dt>
          <dd className="whitespace-pre-wrap text-slate-900">{column.cell(item)}</dd>
        </div>
      ))}
      <div>
        <dt className="text-sm font-medium text-slate-700">Image</dt>
        <dd>{picture ? <img src={picture} alt={item.title} className="mt-1 max-h-80 w-full rounded object-contain" /> : <span className="text-slate-700">{MESSAGES.noImage}</span>}</dd>
      </div>
    </dl>
  );
}
