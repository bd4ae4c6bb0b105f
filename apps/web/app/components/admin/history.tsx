/**
 * The History of an item or of the site details (docs/decisions/046): the last versions, newest
 * first, each with who made it, when, and its changed fields old → new (pictures as thumbnails);
 * "Restore this version" makes one current again, as a new version that can be taken back too.
 */
import { useCallback, useState } from 'react';
import { ArrowRight, History as HistoryIcon } from 'lucide-react';
import { toast } from 'sonner';
import { HISTORY_MESSAGES, historyPaths, type HistoryValue, type MessageResponse, type Version } from '@firm/contract';
import { apiRequest, errorMessage, said } from '~/lib/api-client';
import { formatDate } from '~/lib/format';
import { useReloadable } from './use-reloadable';
import { buttonClass } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { Loading } from '~/components/ui/feedback';
import { SoftBreaks } from '~/components/soft-breaks';
import { NOTICE_MS } from './undo';

export interface HistoryOf {
  collection: string;
  id: string;
  /** What the owner calls it, for the dialog's title: `service "Planning"`, `the site details`. */
  name: string;
  /** The forms' labels of the fields, by name; a field without one shows its name. */
  labels: Readonly<Record<string, string>>;
}

const NO_VERSIONS: Version[] = [];
/** A picture's address as the server stores it: an uploaded one under /media/, or one of the build's. */
const isPicture = (value: string) => /^\/(media|assets|img)\/.+\.(jpe?g|png|webp|avif|gif|svg)$/i.test(value);

/** A value that fits beside another on one line: a picture, a number, yes or no, a few words. */
const short = (value: HistoryValue) =>
  value === null || typeof value !== 'object' ? typeof value !== 'string' || value.length <= 40 || isPicture(value) : false;

/** One value as the owner reads it: a picture as a thumbnail, lines one under another, yes or no. */
function Value({ value }: { value: HistoryValue }) {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0))
    return <span className="text-slate-600 italic">none</span>;
  if (typeof value === 'boolean') return <span>{value ? 'Yes' : 'No'}</span>;
  if (typeof value === 'number') return <span>{value}</span>;
  if (typeof value === 'string') {
    return isPicture(value) ? (
      <img src={value} alt="" loading="lazy" className="h-12 w-16 rounded border border-navy-100 object-cover" />
    ) : (
      // An address or a path breaks after its '@' or a '/' first; only a word longer than the line breaks inside.
      <span className="break-words whitespace-pre-wrap">
        <SoftBreaks text={value} after="@/" />
      </span>
    );
  }
  if (Array.isArray(value)) {
    return (
      <ul className="list-disc space-y-0.5 pl-4">
        {value.map((entry, index) => (
          <li key={index}>
            <Value value={entry} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <dl className="space-y-1">
      {Object.entries(value).map(([key, entry]) => (
        <div key={key} className="flex flex-wrap items-center gap-1">
          <dt className="font-medium">{key}:</dt>
          <dd>
            <Value value={entry} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** "History" and its dialog; `onRestored` lets the screen behind fetch what is now current. */
export function HistoryButton({ of, onRestored, className }: { of: HistoryOf; onRestored: () => void; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className ?? buttonClass('outline', '', 'sm')} onClick={() => setOpen(true)}>
        <HistoryIcon aria-hidden="true" className="size-4" />
        History
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={`History of ${of.name}`}>
        {open && <VersionList of={of} onRestored={onRestored} />}
      </Dialog>
    </>
  );
}

function VersionList({ of, onRestored }: { of: HistoryOf; onRestored: () => void }) {
  const load = useCallback(
    async () => (await apiRequest<{ versions: Version[] }>(historyPaths.list(of.collection, of.id))).versions,
    [of.collection, of.id],
  );
  const { data: versions, error, loaded, reload } = useReloadable(load, NO_VERSIONS);
  const [busy, setBusy] = useState(false);

  const restore = async (version: Version) => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await apiRequest<MessageResponse>(historyPaths.restore, {
        method: 'POST',
        json: { collection: of.collection, id: of.id, version: version.id },
      });
      toast.success(said(answer, HISTORY_MESSAGES.restored), { duration: NOTICE_MS });
      onRestored();
    } catch (failure) {
      toast.error(errorMessage(failure), { duration: NOTICE_MS });
    } finally {
      setBusy(false);
      reload();
    }
  };

  if (!loaded) return <Loading label="Loading the history" />;
  if (error) return <p className="text-red-700">Error: {error}</p>;
  if (versions.length === 0) return <p className="text-slate-700">No changes have been saved since this history began.</p>;
  return (
    <ol className="space-y-4" aria-label="Versions, newest first">
      {versions.map((version, index) => (
        <li key={version.id} className="rounded-md border border-navy-100 p-3">
          <p className="text-sm text-slate-800">
            <span className="font-semibold text-navy-900">{formatDate(version.at)}</span>
            {version.by ? ` by ${version.by}` : ': as it was when its history began'}
            {version.created && version.by && ' (added)'}
            {index === 0 && <span className="ml-2 rounded bg-navy-50 px-1.5 py-0.5 text-xs font-semibold text-navy-900">Current</span>}
          </p>
          <ul className="mt-2 space-y-2 text-sm">
            {version.changes.map((change) => (
              <li key={change.field}>
                <p className="font-medium text-slate-900">{of.labels[change.field] ?? change.field}</p>
                {version.created ? (
                  <div className="mt-1 text-slate-800">
                    <Value value={change.new} />
                  </div>
                ) : short(change.old) && short(change.new) ? (
                  <div className="mt-1 flex flex-wrap items-start gap-2 text-slate-800">
                    <span className="min-w-0 max-w-full">
                      <span className="sr-only">from </span>
                      <Value value={change.old} />
                    </span>
                    <ArrowRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-600" />
                    <span className="min-w-0 max-w-full">
                      <span className="sr-only">to </span>
                      <Value value={change.new} />
                    </span>
                  </div>
                ) : (
                  // A long text reads better with what it was and what it became one under the other.
                  <dl className="mt-1 space-y-1 text-slate-800">
                    <div>
                      <dt className="text-xs font-semibold text-slate-600 uppercase">Before</dt>
                      <dd>
                        <Value value={change.old} />
                      </dd>
                    </div>
                    <div>
                      <dt className="text-xs font-semibold text-slate-600 uppercase">After</dt>
                      <dd>
                        <Value value={change.new} />
                      </dd>
                    </div>
                  </dl>
                )}
              </li>
            ))}
          </ul>
          {index > 0 && (
            <button type="button" className={buttonClass('outline', 'mt-3', 'sm')} disabled={busy} onClick={() => void restore(version)}>
              Restore this version
              <span className="sr-only">{` of ${formatDate(version.at)}`}</span>
            </button>
          )}
        </li>
      ))}
    </ol>
  );
}
