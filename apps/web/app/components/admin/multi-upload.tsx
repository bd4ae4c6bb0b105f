/**
 * "Add many pictures": many items of a collection at once, one per picture (UPLOAD-1 to UPLOAD-6,
 * docs/decisions/061-many-pictures-at-once.md). The pictures are chosen or dropped, each captioned
 * from its file name, then sent a few at a time, each with its own progress; a refused one says why
 * and the others go on. What the panel holds lives beside its button, so closing the dialog loses
 * nothing: the pictures keep going and the dialog opens again where it was.
 */
import { memo, useCallback, useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Check, ImagePlus, Upload, X } from 'lucide-react';
import { clsx } from 'clsx';
import { toast } from 'sonner';
import { MESSAGES, TIMINGS } from '@firm/contract';
import { sessionExpired } from '~/lib/auth';
import { formatSize } from '~/lib/format';
import { buttonClass } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { Alert, Spinner } from '~/components/ui/feedback';
import { inputClass } from '~/components/ui/input-classes';
import type { ItemScreen, ListedItem } from './item-screen';
import { sendAll, captionFromFileName, summaryOf, type Ending, type Status, type UploadLine } from './multi-upload-queue';
import { useWorkInProgress } from './unsaved-work';

interface Chosen {
  key: string;
  file: File;
  /** A local address of the file for its thumbnail, revoked when it leaves the list. */
  preview: string;
  caption: string;
  /** Why the caption would be refused, shown once the owner asked to add. */
  captionError: string | null;
  status: Status;
}

let lastKey = 0;

/**
 * The button beside a collection's Add button and its dialog. `onAdded`: fetch the list again.
 * Renders nothing for a collection that does not allow it.
 */
export function AddManyButton<T extends ListedItem>({ screen, onAdded }: { screen: ItemScreen<T>; onAdded: () => void }) {
  const many = screen.addMany;
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [hidden, setHidden] = useState(false);
  /** The keys of the pictures of the round being sent, or last sent. */
  const [round, setRound] = useState<string[]>([]);
  const [ending, setEnding] = useState<Ending | null>(null);
  const line = useRef<UploadLine | null>(null);
  const sending = round.length > 0 && ending === null;
  // Pictures still to be added: leaving the page asks first (UPLOAD-6).
  useWorkInProgress(chosen.some((c) => c.status.kind === 'ready') || sending);

  const latest = useRef({ chosen, open });
  useEffect(() => {
    latest.current = { chosen, open };
  });
  /** Where each picture of the round is, as the line says it: read when the round ends, before the screen shows it. */
  const statuses = useRef(new Map<string, Status>());
  // Leaving the tab stops what is still being sent, and lets go of the thumbnails.
  useEffect(
    () => () => {
      line.current?.cancel();
      for (const c of latest.current.chosen) URL.revokeObjectURL(c.preview);
    },
    [],
  );

  // Kept the same from render to render, so that a picture's progress draws its own row only (Row is memoised).
  const set = useCallback(
    (key: string, change: Partial<Chosen>) => setChosen((list) => list.map((c) => (c.key === key ? { ...c, ...change } : c))),
    [],
  );
  const onCaption = useCallback((key: string, caption: string) => set(key, { caption, captionError: null }), [set]);
  const remove = useCallback((key: string) => {
    const gone = latest.current.chosen.find((c) => c.key === key);
    if (gone) URL.revokeObjectURL(gone.preview);
    setChosen((list) => list.filter((c) => c.key !== key));
  }, []);

  if (!many) return null;
  const { noun, Noun } = screen;

  const choose = (files: FileList | null) => {
    if (!files || files.length === 0 || sending) return;
    // A choice after a round starts a new list: the last round's summary has been said.
    const kept = ending === null ? chosen : [];
    if (ending !== null) {
      for (const c of chosen) URL.revokeObjectURL(c.preview);
      setEnding(null);
      setRound([]);
    }
    const added = Array.from(files, (file): Chosen => {
      const problem = many.problem(file);
      return {
        key: `picture-${++lastKey}`,
        file,
        preview: URL.createObjectURL(file),
        caption: captionFromFileName(file.name, Noun),
        captionError: null,
        status: problem ? { kind: 'refused', reason: problem } : { kind: 'ready' },
      };
    });
    setChosen([...kept, ...added]);
  };

  const start = () => {
    const checked = chosen.map((c) => (c.status.kind === 'ready' ? { ...c, captionError: many.captionProblem(c.caption) } : c));
    setChosen(checked);
    const wrong = checked.find((c) => c.captionError);
    if (wrong) {
      document.getElementById(`${wrong.key}-caption`)?.focus();
      return;
    }
    const keys = checked.filter((c) => c.status.kind === 'ready').map((c) => c.key);
    const pictures = new Map(checked.map((c) => [c.key, c]));
    // Those refused before sending count in the summary of this round too.
    statuses.current = new Map(checked.map((c) => [c.key, c.status]));
    setRound(checked.map((c) => c.key));
    line.current = sendAll(keys, {
      send: (key, hooks) => {
        const c = pictures.get(key)!;
        return many.add(c.file, { title: c.caption.trim(), hidden }, hooks);
      },
      set: (key, status) => {
        statuses.current.set(key, status);
        set(key, { status });
      },
      done: (how) => {
        line.current = null;
        // A refused token would end the session at the next call and leave the panel: it says so and waits (UPLOAD-6).
        if (how === 'expired') {
          setEnding(how);
          return;
        }
        const added = keys.flatMap((key) => {
          const status = statuses.current.get(key);
          return status?.kind === 'added' ? [status.id] : [];
        });
        // The summary waits for the order: once it shows, the list is as it will stay.
        void keepChosenOrder(added).finally(() => {
          setEnding(how);
          onAdded();
          // The dialog says it when open (UPLOAD-5); closed, a notice does.
          if (!latest.current.open) toast(summaryOf([...statuses.current.values()]), { duration: TIMINGS.toastMs });
        });
      },
    });
  };

  /**
   * The new items in the order the pictures were chosen (UPLOAD-3): sent a few at once, they are
   * stored in the order they arrive, which a large picture may change.
   */
  const keepChosenOrder = async (ids: string[]) => {
    const reorder = screen.reorder;
    if (!reorder || ids.length < 2) return;
    const mine = new Set(ids);
    try {
      const current = (await screen.list()).map((item) => item._id);
      let next = 0;
      const wanted = current.map((id) => (mine.has(id) ? ids[next++]! : id));
      if (wanted.some((id, i) => id !== current[i])) await reorder(wanted);
    } catch {
      // The pictures are added; if this did not work, their order is the owner's to change in the list.
    }
  };

  return (
    <>
      <button type="button" className={buttonClass('outline', '', 'sm')} onClick={() => setOpen(true)}>
        <ImagePlus aria-hidden="true" className="size-4" />
        Add many {noun}s{sending && <Spinner label={`Adding ${noun}s`} size="size-4" />}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={`Add many ${noun}s`}>
        <Panel
          noun={noun}
          accept={many.accept}
          help={many.help}
          chosen={chosen}
          round={round}
          hidden={hidden}
          sending={sending}
          ending={ending}
          onChoose={choose}
          onCaption={onCaption}
          onRemove={remove}
          onHidden={setHidden}
          onStart={start}
          onCancel={() => line.current?.cancel()}
          onDone={() => setOpen(false)}
        />
      </Dialog>
    </>
  );
}

interface PanelProps {
  noun: string;
  accept: string;
  help: string;
  chosen: Chosen[];
  round: string[];
  hidden: boolean;
  sending: boolean;
  ending: Ending | null;
  onChoose: (files: FileList | null) => void;
  onCaption: (key: string, caption: string) => void;
  onRemove: (key: string) => void;
  onHidden: (hidden: boolean) => void;
  onStart: () => void;
  onCancel: () => void;
  onDone: () => void;
}

const ANSWERED: readonly Status['kind'][] = ['added', 'refused', 'failed', 'cancelled', 'stopped'];

/** "1 picture", "9 pictures". */
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

function Panel(props: PanelProps) {
  const { noun, accept, help, chosen, round, hidden, sending, ending, onChoose, onCaption, onRemove, onHidden, onStart, onCancel, onDone } =
    props;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const ready = chosen.filter((c) => c.status.kind === 'ready').length;
  const inRound = chosen.filter((c) => round.includes(c.key));
  const answered = inRound.filter((c) => ANSWERED.includes(c.status.kind)).length;
  const notAdded = chosen.filter((c) => c.status.kind === 'stopped').length;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    onChoose(event.dataTransfer.files);
  };

  return (
    <div className="space-y-4">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setOver(!sending);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={clsx(
          'flex flex-col items-center gap-2 rounded-md border-2 border-dashed p-4 text-center',
          over ? 'border-navy-700 bg-navy-50' : 'border-slate-400',
        )}
      >
        <Upload aria-hidden="true" className="size-6 text-navy-700" />
        <p className="text-sm text-slate-800 max-sm:hidden">Drop pictures here, or</p>
        <button
          type="button"
          className={buttonClass('solid', '', 'sm')}
          disabled={sending}
          aria-describedby={`${id}-help`}
          onClick={() => input.current?.click()}
        >
          Choose pictures
        </button>
        <p id={`${id}-help`} className="text-sm text-slate-700">
          {help}
        </p>
        {/* Opened by the button above: one stop for the keyboard; on a phone, the camera roll. */}
        <input
          ref={input}
          type="file"
          multiple
          accept={accept}
          hidden
          data-testid="many-pictures-input"
          onChange={(event) => {
            onChoose(event.target.files);
            event.target.value = '';
          }}
        />
      </div>

      <div>
        <div className="flex items-center gap-2">
          <input
            id={`${id}-hidden`}
            type="checkbox"
            className="size-5 accent-navy-700"
            checked={hidden}
            disabled={sending}
            aria-describedby={`${id}-hidden-help`}
            onChange={(event) => onHidden(event.target.checked)}
          />
          <label htmlFor={`${id}-hidden`} className="text-sm font-medium text-slate-900">
            Add as hidden
          </label>
        </div>
        <p id={`${id}-hidden-help`} className="mt-1 text-sm text-slate-700">
          Hidden {noun}s are on no public page until you show them. Captions come from the file names: change them here or later.
        </p>
      </div>

      {chosen.length > 0 && (
        <ul aria-label={`Chosen ${noun}s`} className="space-y-2">
          {chosen.map((c) => (
            <Row key={c.key} chosen={c} onCaption={onCaption} onRemove={onRemove} />
          ))}
        </ul>
      )}

      {/* In sight however long the list: what stopped the round, what came of it, and the next step. */}
      <div className="sticky bottom-0 -mx-4 -mb-4 flex flex-wrap items-center justify-end gap-3 border-t border-navy-100 bg-white px-4 py-3">
        {ending === 'expired' && (
          <div className="w-full">
            <Alert>
              {MESSAGES.sessionExpired} {count(notAdded, noun)} not added: choose {notAdded === 1 ? 'it' : 'them'} again once you are logged
              in.{' '}
              <button type="button" className="font-semibold underline" onClick={sessionExpired}>
                Log in again
              </button>
            </Alert>
          </div>
        )}
        {/* Said once every picture has its answer (UPLOAD-5); there from the start, so that it is announced. */}
        <p role="status" className="mr-auto text-sm font-semibold text-navy-900">
          {ending ? summaryOf(inRound.map((c) => c.status)) : ''}
        </p>
        {sending && (
          <p className="mr-auto text-sm text-slate-700">
            {answered} of {round.length} done
          </p>
        )}
        {sending ? (
          <button type="button" className={buttonClass('outline', '', 'sm')} onClick={onCancel}>
            Cancel the rest
          </button>
        ) : ending && ready === 0 ? (
          <button type="button" className={buttonClass('solid', '', 'sm')} onClick={onDone}>
            Done
          </button>
        ) : (
          <button type="button" className={buttonClass('accent', '', 'sm')} disabled={ready === 0} onClick={onStart}>
            Add {ready > 0 ? count(ready, noun) : `${noun}s`}
          </button>
        )}
      </div>
    </div>
  );
}

const Row = memo(function Row({
  chosen: { key, file, preview, caption, captionError, status },
  onCaption,
  onRemove,
}: {
  chosen: Chosen;
  onCaption: (key: string, caption: string) => void;
  onRemove: (key: string) => void;
}) {
  const failed = status.kind === 'refused' || status.kind === 'failed' ? status.reason : null;
  return (
    <li
      className={clsx(
        // Picture, name and Remove on the first line; the caption and progress under the name, the row's whole width on a phone.
        'grid grid-cols-[auto_minmax(0,1fr)_auto] items-start gap-x-3 gap-y-1 rounded-md border p-2',
        failed ? 'border-red-300 bg-red-50' : 'border-navy-100 bg-white',
      )}
    >
      <img src={preview} alt="" loading="lazy" decoding="async" className="h-10 w-14 rounded object-cover sm:row-span-2 sm:h-12 sm:w-16" />
      <p className={clsx('self-center text-sm wrap-anywhere', failed ? 'font-semibold text-red-800' : 'text-slate-900')}>
        {failed ? `${file.name}: ${failed}` : file.name}{' '}
        <span className="font-normal whitespace-nowrap text-slate-700">({formatSize(file.size)})</span>
      </p>
      {status.kind === 'ready' || failed ? (
        <button
          type="button"
          className={buttonClass('ghost', '', 'icon')}
          aria-label={`Remove ${file.name} from the list`}
          onClick={() => onRemove(key)}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      ) : (
        <span />
      )}
      {!failed && (
        <div className="col-span-full space-y-1 sm:col-span-2 sm:col-start-2">
          {status.kind === 'ready' ? (
            <>
              <input
                id={`${key}-caption`}
                className={clsx(inputClass, 'mt-0 py-1 text-sm')}
                value={caption}
                aria-label={`Caption of ${file.name}`}
                aria-invalid={captionError ? true : undefined}
                aria-describedby={captionError ? `${key}-caption-error` : undefined}
                onChange={(event) => onCaption(key, event.target.value)}
              />
              {captionError && (
                <p id={`${key}-caption-error`} className="text-sm text-red-700">
                  {captionError}
                </p>
              )}
            </>
          ) : (
            <p className="text-sm break-words text-slate-800">{caption}</p>
          )}
          <Progress name={file.name} status={status} />
        </div>
      )}
    </li>
  );
});

/** Where one picture is, in words and, while it is sent, a progress bar of its own (UPLOAD-3). */
function Progress({ name, status }: { name: string; status: Status }) {
  switch (status.kind) {
    case 'sending':
      return (
        <div className="flex items-center gap-2">
          <progress
            className="h-2 w-full accent-navy-700"
            max={100}
            value={status.percent}
            aria-label={`Uploading ${name}, ${status.percent}%`}
          />
          <span aria-hidden="true" className="w-10 text-right text-sm text-slate-700 tabular-nums">
            {status.percent}%
          </span>
        </div>
      );
    case 'processing':
      return (
        <p className="flex items-center gap-1 text-sm text-slate-700">
          <Spinner size="size-4" /> Saving
        </p>
      );
    case 'waiting':
      return <p className="text-sm text-slate-700">Waiting</p>;
    case 'added':
      return (
        <p className="flex items-center gap-1 text-sm font-semibold text-green-800">
          <Check aria-hidden="true" className="size-4" /> Added
        </p>
      );
    case 'cancelled':
      return <p className="text-sm text-slate-700">Cancelled: not added</p>;
    case 'stopped':
      return <p className="text-sm text-red-800">Not added: the session has expired</p>;
    default:
      return null;
  }
}
