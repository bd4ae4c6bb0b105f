/**
 * The owner's backups: the card at the top of the Activity tab (the daily backup's state, its folder,
 * and a fresh backup to download), and the warning every owner's tab shows when the daily backups
 * need attention (the last one failed, or none for days).
 */
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Download, TriangleAlert } from 'lucide-react';
import { API, BACKUP_PASSPHRASE_MESSAGE, BACKUP_PASSPHRASE_MIN, type BackupDownloadRequest, type BackupStatus } from '@firm/contract';
import { apiRequest, downloadWithToken, errorMessage } from '~/lib/api-client';
import { formatDate, formatSize } from '~/lib/format';
import { buttonClass } from '~/components/ui/button';
import { Alert, Loading, Spinner } from '~/components/ui/feedback';
import { PasswordField } from '~/components/ui/field';
import { SoftBreaks } from '~/components/soft-breaks';
import { dashboardPath } from './tabs';
import { useReloadable } from './use-reloadable';

const loadStatus = () => apiRequest<BackupStatus | null>(API.backups);

function Warning({ text }: { text: string }) {
  return (
    <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{text}</span>
    </p>
  );
}

/** What the card says of the daily backups: the latest good one, when the next is, where they are kept. */
function Facts({ status }: { status: BackupStatus }) {
  const good = status.lastGood;
  const place = good ?? status.last;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="font-medium text-slate-700">Last backup</dt>
      <dd className="text-slate-900">
        {good ? (
          <>
            <time dateTime={good.at}>{formatDate(good.at, status.timeZone)}</time>
            {` — ${good.checked ? 'checked' : 'not checked'}`}
            {good.bytes !== null && `, ${formatSize(good.bytes)}`}
          </>
        ) : (
          'None yet'
        )}
      </dd>
      <dt className="font-medium text-slate-700">Next</dt>
      <dd className="text-slate-900">
        <time dateTime={status.next}>{formatDate(status.next, status.timeZone)}</time>
        {` (every day at ${status.time}, ${status.timeZone})`}
      </dd>
      <dt className="font-medium text-slate-700">Folder</dt>
      <dd className="wrap-anywhere text-slate-900">
        <SoftBreaks text={place ? place.folder : status.folder} after="/" />
        {place && <span className="text-slate-700">{` on the server ${place.host}`}</span>}
      </dd>
      <dt className="font-medium text-slate-700">Kept</dt>
      <dd className="text-slate-900">
        {`The newest ${status.keep} backups`}
        {good?.count != null && ` (${good.count} there now)`}
      </dd>
    </dl>
  );
}

/** The Backups card of the Activity tab (owners only, as the tab is). */
export function Backups() {
  const { data, error, loaded } = useReloadable(loadStatus, null);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ passphrase: string }>({ defaultValues: { passphrase: '' } });

  const download = handleSubmit(async ({ passphrase }) => {
    setDownloading(true);
    setDownloadError(null);
    try {
      // The token goes in a header, which a plain link cannot send; the passphrase in the body, never the address.
      const body: BackupDownloadRequest = passphrase ? { passphrase } : {};
      await downloadWithToken(API.backupDownload, undefined, body);
    } catch (failure) {
      setDownloadError(errorMessage(failure));
    } finally {
      setDownloading(false);
    }
  });

  return (
    <section aria-labelledby="backups-heading" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="backups-heading" className="text-xl font-semibold text-slate-900">
        Backups
      </h2>
      {!loaded && <Loading label="Loading the backups" />}
      {error && <Alert>{error}</Alert>}
      {data && (
        <>
          {data.warning && <Warning text={data.warning} />}
          <Facts status={data} />
        </>
      )}
      <p className="text-sm text-slate-700">
        A backup holds the whole site: texts, pictures, files, messages and accounts. Keep a copy away from the server, on another computer
        or disk.
      </p>
      <form onSubmit={(event) => void download(event)} noValidate className="max-w-md space-y-2" aria-busy={downloading}>
        <PasswordField
          id="backup-passphrase"
          label="Passphrase (optional)"
          autoComplete="new-password"
          error={errors.passphrase?.message}
          registration={register('passphrase', {
            validate: (value) => !value || value.length >= BACKUP_PASSPHRASE_MIN || BACKUP_PASSPHRASE_MESSAGE,
          })}
        />
        <p className="text-sm text-slate-700">
          With a passphrase the file is sealed: nobody who finds it can read the messages or accounts in it. Keep the passphrase apart from
          the file: without it the backup cannot be restored.
        </p>
        <button type="submit" className={buttonClass('outline', '', 'sm')} disabled={downloading} aria-busy={downloading}>
          {downloading ? <Spinner /> : <Download aria-hidden="true" className="size-4" />}
          Download a backup
        </button>
      </form>
      {downloading && <p className="text-sm text-slate-700">Making the backup: a large site takes a minute or two.</p>}
      {downloadError && <Alert>{downloadError}</Alert>}
    </section>
  );
}

/**
 * The warning above every owner's tab while the daily backups need attention; not `shown` on the
 * Activity tab, whose Backups card says it. Read once when the dashboard opens; the live region is
 * there from the start, so a screen reader reads the warning once when it arrives, and not again as
 * the tabs change.
 */
export function BackupWarning({ shown }: { shown: boolean }) {
  const [warning, setWarning] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadStatus().then(
      (status) => live && setWarning(status?.warning ?? null),
      // The Activity tab's card shows the error; the banner stays quiet.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <div role="status" className={warning && shown ? 'mb-4' : undefined}>
      {warning && shown && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          <span className="min-w-0 flex-1">{warning}</span>
          <Link to={dashboardPath('activity')} className="font-medium text-navy-800 underline">
            See the backups
          </Link>
        </div>
      )}
    </div>
  );
}
