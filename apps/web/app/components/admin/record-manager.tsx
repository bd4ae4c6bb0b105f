/** Offer management and slider management: one table, one set of modals, driven by a ResourceConfig. */
import { useEffect, useState } from 'react';
import { ArrowDown, ArrowUp, Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { MESSAGES, TIMINGS } from '@firm/contract';
import { errorMessage } from '~/lib/api-client';
import { ConfirmDelete } from './confirm-delete';
import { RecordForm } from './record-form';
import type { ManagedRecord, ResourceConfig } from './resources';
import { Loading, Modal, buttonStyles } from './ui';
import { useReloadable } from './use-reloadable';

const NO_ITEMS: never[] = [];

type Dialog<T> = { kind: 'add' } | { kind: 'view' | 'edit' | 'delete'; item: T } | null;

export function RecordManager<T extends ManagedRecord>({ config }: { config: ResourceConfig<T> }) {
  const { data: items, error, loaded, reload } = useReloadable(config.list, NO_ITEMS as T[], config.clearOnListError);
  const [dialog, setDialog] = useState<Dialog<T>>(null);
  const [moving, setMoving] = useState(false);
  const close = () => setDialog(null);
  const { noun, Noun } = config;

  const move = async (item: T, direction: 'up' | 'down') => {
    if (!config.move) return;
    setMoving(true);
    try {
      toast.success(await config.move(item, direction), { duration: TIMINGS.toastMs });
      reload();
    } catch (failure) {
      toast.error(errorMessage(failure));
    } finally {
      setMoving(false);
    }
  };

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

      <div role="region" aria-label={`${Noun}s table`} tabIndex={0} className="overflow-x-auto rounded border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-blue-700">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="bg-slate-100 text-slate-900">
            <tr>
              <th scope="col" className="px-3 py-2">
                #
              </th>
              <th scope="col" className="px-3 py-2">
                Image
              </th>
              <th scope="col" className="px-3 py-2">
                Title
              </th>
              {config.columns.map((column) => (
                <th key={column.header} scope="col" className="px-3 py-2">
                  {column.header}
                </th>
              ))}
              <th scope="col" className="px-3 py-2">
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => (
              <tr key={item._id} className="border-t border-slate-200 align-middle">
                <td className="px-3 py-2">{index + 1}</td>
                <td className="px-3 py-2">
                  {item.image ? <img src={item.image} alt="" className="h-12 w-20 rounded object-cover" /> : <span className="text-slate-700">{MESSAGES.noImage}</span>}
                </td>
                <td className="px-3 py-2 font-medium text-slate-900">{item.title}</td>
                {config.columns.map((column) => (
                  <td key={column.header} className="max-w-xs px-3 py-2 text-slate-800">
                    {column.cell(item)}
                  </td>
                ))}
                <td className="px-3 py-2">
                  <div className="flex gap-1">
                    {config.move && (
                      <>
                        <button type="button" className={buttonStyles.icon} aria-label={`Move ${noun} ${item.title} up`} disabled={moving || index === 0} onClick={() => void move(item, 'up')}>
                          <ArrowUp aria-hidden="true" className="size-5" />
                        </button>
                        <button type="button" className={buttonStyles.icon} aria-label={`Move ${noun} ${item.title} down`} disabled={moving || index === items.length - 1} onClick={() => void move(item, 'down')}>
                          <ArrowDown aria-hidden="true" className="size-5" />
                        </button>
                      </>
                    )}
                    <button type="button" className={buttonStyles.icon} aria-label={`View ${noun} ${item.title}`} onClick={() => setDialog({ kind: 'view', item })}>
                      <Eye aria-hidden="true" className="size-5" />
                    </button>
                    <button type="button" className={buttonStyles.icon} aria-label={`Edit ${noun} ${item.title}`} onClick={() => setDialog({ kind: 'edit', item })}>
                      <Pencil aria-hidden="true" className="size-5" />
                    </button>
                    <button type="button" className={buttonStyles.iconDanger} aria-label={`Delete ${noun} ${item.title}`} onClick={() => setDialog({ kind: 'delete', item })}>
                      <Trash2 aria-hidden="true" className="size-5" />
                    </button>
                  </div>
                </td>
              </tr>
            ))}
            {loaded && items.length === 0 && (
              <tr>
                <td colSpan={4 + config.columns.length} className="px-3 py-6 text-center text-slate-700">
                  {config.emptyText}
                </td>
              </tr>
            )}
          </tbody>
        </table>
        {!loaded && <Loading label={`Loading ${noun}s`} />}
      </div>
      {error && <p className="text-red-700">Error: {error}</p>}

      <Modal open={dialog?.kind === 'add'} onOpenChange={(open) => !open && close()} title={`Add ${Noun}`}>
        <RecordForm
          schema={config.addForm.schema}
          fields={config.addForm.fields}
          defaultValues={config.addForm.defaults}
          imageLabel="Image"
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
            imageLabel="Image (optional)"
            currentImage={dialog.item.image}
            submitLabel={`Update ${Noun}`}
            onSubmit={async (values, onProgress) => {
              const message = await config.update(dialog.item, values, onProgress);
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
  return (
    <dl className="space-y-3">
      <div>
        <dt className="text-sm font-medium text-slate-700">Title</dt>
        <dd className="text-slate-900">{item.title}</dd>
      </div>
      {config.columns.map((column) => (
        <div key={column.header}>
          <dt className="text-sm font-medium text-slate-700">{column.header}</dt>
          <dd className="whitespace-pre-wrap text-slate-900">{column.cell(item)}</dd>
        </div>
      ))}
      <div>
        <dt className="text-sm font-medium text-slate-700">Image</dt>
        <dd>{item.image ? <img src={item.image} alt={item.title} className="mt-1 max-h-80 w-full rounded object-contain" /> : <span className="text-slate-700">{MESSAGES.noImage}</span>}</dd>
      </div>
    </dl>
  );
}
