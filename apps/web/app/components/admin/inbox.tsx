/** The contact inbox: messages sent through the public contact form, newest first. */
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Download, Eye, Inbox as InboxIcon, Mail, MailWarning, Paperclip, Reply, Trash2 } from 'lucide-react';
import {
  API,
  DEFAULT_TRASH_DAYS,
  MESSAGES_TRASH,
  TIMINGS,
  type ContactMessage,
  type ContactMessageResponse,
  type MessageResponse,
  type MessagesResponse,
} from '@firm/contract';
import { apiRequest, downloadWithToken, errorMessage, messageOf } from '~/lib/api-client';
import { ConfirmDelete } from './confirm-delete';
import { buttonClass } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { Alert, Loading, Spinner } from '~/components/ui/feedback';
import { formatDate, formatSize } from '~/lib/format';
import { useReloadable } from './use-reloadable';
import { restoreFromTrash, thenRefresh } from './undo';
import { SoftBreaks } from '~/components/soft-breaks';

const messagePath = (id: string) => `${API.messages}/${encodeURIComponent(id)}`;
const MESSAGE_DELETED = 'Message deleted';

const NO_MESSAGES: ContactMessage[] = [];
const loadMessages = async () => {
  const body = await apiRequest<MessagesResponse>(API.messages);
  return [...body.messages].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
};

type Dialog = { kind: 'open' | 'delete'; message: ContactMessage } | null;
type View = 'inbox' | 'spam';

/** A `mailto:` answer to the visitor: their address and 'Re: subject'. */
export const replyHref = (message: Pick<ContactMessage, 'email' | 'subject'>) =>
  `mailto:${encodeURIComponent(message.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;

/** Changes one message (read, spam) and says what happened in a toast. */
async function patchMessage(id: string, json: { read?: boolean; spam?: boolean }): Promise<void> {
  try {
    const body = await apiRequest<MessageResponse>(messagePath(id), { method: 'PATCH', json });
    toast.success(body.message, { duration: TIMINGS.toastMs });
  } catch (failure) {
    toast.error(errorMessage(failure));
    throw failure;
  }
}

export function Inbox({ onChange }: { onChange: () => void }) {
  const { data: all, error, loaded, reload } = useReloadable(loadMessages, NO_MESSAGES);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [view, setView] = useState<View>('inbox');
  // Spam (honeypot, too fast) is kept apart: never lost, never in the owner's way.
  const messages = all.filter((m) => m.spam === (view === 'spam'));
  const spamCount = all.filter((m) => m.spam).length;

  const changed = () => {
    reload();
    onChange();
  };
  const close = () => setDialog(null);
  const notSpam = async (message: ContactMessage) => {
    await patchMessage(message._id, { spam: false }).catch(() => undefined);
    close();
    changed();
  };

  return (
    <section aria-labelledby="messages-heading" className="space-y-4">
      <h1 id="messages-heading" className="text-2xl font-bold text-navy-900">
        Messages
      </h1>
      <div role="group" aria-label="Show" className="flex gap-2">
        <button
          type="button"
          aria-pressed={view === 'inbox'}
          className={view === 'inbox' ? buttonClass('solid', '', 'sm') : buttonClass('outline', '', 'sm')}
          onClick={() => setView('inbox')}
        >
          <InboxIcon aria-hidden="true" className="size-4" />
          Inbox
        </button>
        <button
          type="button"
          aria-pressed={view === 'spam'}
          className={view === 'spam' ? buttonClass('solid', '', 'sm') : buttonClass('outline', '', 'sm')}
          onClick={() => setView('spam')}
        >
          <MailWarning aria-hidden="true" className="size-4" />
          Spam{spamCount > 0 ? ` (${spamCount})` : ''}
        </button>
      </div>
      {!loaded && <Loading label="Loading messages" />}
      {loaded && messages.length === 0 && !error && <p className="text-slate-700">{view === 'spam' ? 'No spam' : 'No messages yet'}</p>}
      {messages.length > 0 && (
        <ul
          aria-label={view === 'spam' ? 'Spam' : 'Messages'}
          className="divide-y divide-slate-200 rounded border border-slate-200 bg-white"
        >
          {messages.map((message) => (
            <li
              key={message._id}
              className={`flex flex-wrap items-center gap-3 px-3 py-3 ${message.read || message.spam ? '' : 'bg-navy-50'}`}
            >
              <div className={`min-w-0 flex-1 ${message.read || message.spam ? 'font-normal' : 'font-bold'}`}>
                {!message.read && !message.spam && (
                  <span className="mr-2 inline-block rounded bg-navy-700 px-1.5 py-0.5 text-xs font-semibold text-white">Unread</span>
                )}
                <span className="text-slate-900">{message.subject}</span>
                {/* Whole on a phone too: the sender's address may break after its '@', never inside a word. */}
                <span className="relative block text-sm text-slate-700">
                  {message.name} &lt;
                  <SoftBreaks text={message.email} after="@" />
                  &gt; · {formatDate(message.createdAt)}
                  {message.attachment && (
                    <>
                      {' · '}
                      <Paperclip aria-hidden="true" className="inline size-4" />
                      <span className="sr-only">with attachment</span>
                    </>
                  )}
                </span>
              </div>
              <div className="flex gap-1">
                {message.spam && (
                  <button
                    type="button"
                    className={buttonClass('ghost', '', 'icon')}
                    aria-label={`Not spam: move the message from ${message.name} to the inbox`}
                    onClick={() => void notSpam(message)}
                  >
                    <InboxIcon aria-hidden="true" className="size-5" />
                  </button>
                )}
                <button
                  type="button"
                  className={buttonClass('ghost', '', 'icon')}
                  aria-label={`Open message from ${message.name}: ${message.subject}`}
                  onClick={() => setDialog({ kind: 'open', message })}
                >
                  <Eye aria-hidden="true" className="size-5" />
                </button>
                <button
                  type="button"
                  className={buttonClass('ghostDanger', '', 'icon')}
                  aria-label={`Delete message from ${message.name}: ${message.subject}`}
                  onClick={() => setDialog({ kind: 'delete', message })}
                >
                  <Trash2 aria-hidden="true" className="size-5" />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="text-red-700">Error: {error}</p>}

      <Dialog
        open={dialog?.kind === 'open'}
        onOpenChange={(open) => !open && close()}
        title={dialog ? `Message from ${dialog.message.name}` : 'Message'}
      >
        {dialog?.kind === 'open' && (
          <MessageView
            key={dialog.message._id}
            summary={dialog.message}
            onRead={changed}
            onUnread={async () => {
              await patchMessage(dialog.message._id, { read: false }).catch(() => undefined);
              close();
              changed();
            }}
            onNotSpam={() => void notSpam(dialog.message)}
          />
        )}
      </Dialog>
      <Dialog open={dialog?.kind === 'delete'} onOpenChange={(open) => !open && close()} title="Delete message">
        {dialog?.kind === 'delete' && (
          <ConfirmDelete
            question={`Delete the message from ${dialog.message.name} ("${dialog.message.subject}")? It stays in the trash for ${DEFAULT_TRASH_DAYS} days.`}
            onConfirm={async () => {
              const body = await apiRequest<MessageResponse | null>(messagePath(dialog.message._id), { method: 'DELETE' });
              changed();
              return messageOf(body) ?? MESSAGE_DELETED;
            }}
            undo={thenRefresh(() => restoreFromTrash({ collection: MESSAGES_TRASH, id: dialog.message._id }), changed)}
            onCancel={close}
            onDone={close}
          />
        )}
      </Dialog>
    </section>
  );
}

interface MessageViewProps {
  summary: ContactMessage;
  onRead: () => void;
  onUnread: () => Promise<void>;
  onNotSpam: () => void;
}

/** One message in full; opening it marks it read. */
function MessageView({ summary, onRead, onUnread, onNotSpam }: MessageViewProps) {
  const [message, setMessage] = useState<ContactMessage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const id = summary._id;
    const load = async () => {
      try {
        const body = await apiRequest<ContactMessageResponse>(messagePath(id));
        if (!live) return;
        setMessage(body.message);
        if (!body.message.read) {
          await apiRequest<unknown>(messagePath(id), { method: 'PATCH', json: { read: true } });
          if (live) onRead();
        }
      } catch (failure) {
        if (live) setError(errorMessage(failure));
      }
    };
    void load();
    return () => {
      live = false;
    };
    // Marks read once per opened message; onRead changes identity on every render of the inbox.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [summary._id]);

  if (error) return <Alert>{error}</Alert>;
  if (!message) return <Loading label="Loading message" />;

  const download = async (name: string) => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadWithToken(`${messagePath(message._id)}/attachment`, name);
    } catch (failure) {
      setDownloadError(errorMessage(failure));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-slate-700">Name</dt>
        <dd className="text-slate-900">{message.name}</dd>
        <dt className="font-medium text-slate-700">Email</dt>
        <dd className="break-all">
          <a className="text-navy-700 underline" href={`mailto:${message.email}`}>
            {message.email}
          </a>
        </dd>
        <dt className="font-medium text-slate-700">Mobile</dt>
        <dd>
          <a className="text-navy-700 underline" href={`tel:${message.mobile}`}>
            {message.mobile}
          </a>
        </dd>
        <dt className="font-medium text-slate-700">Subject</dt>
        <dd className="text-slate-900">{message.subject}</dd>
        <dt className="font-medium text-slate-700">Sent</dt>
        <dd className="text-slate-900">{formatDate(message.createdAt)}</dd>
        <dt className="font-medium text-slate-700">From page</dt>
        <dd className="break-all text-slate-900">{message.page ?? 'Not known'}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <a className={buttonClass('solid', '', 'sm')} href={replyHref(message)}>
          <Reply aria-hidden="true" className="size-4" />
          Reply
        </a>
        {message.spam ? (
          <button type="button" className={buttonClass('outline', '', 'sm')} onClick={onNotSpam}>
            <InboxIcon aria-hidden="true" className="size-4" />
            Not spam
          </button>
        ) : (
          <button type="button" className={buttonClass('outline', '', 'sm')} onClick={() => void onUnread()}>
            <Mail aria-hidden="true" className="size-4" />
            Mark as unread
          </button>
        )}
      </div>
      <p className="whitespace-pre-wrap break-words rounded bg-slate-50 p-3 text-slate-900">{message.message}</p>
      {message.attachment && (
        <div className="space-y-2">
          <p className="text-sm text-slate-800">
            Attachment: {message.attachment.name} ({formatSize(message.attachment.size)})
          </p>
          <button
            type="button"
            className={buttonClass('outline', '', 'sm')}
            disabled={downloading}
            onClick={() => void download(message.attachment?.name ?? 'attachment')}
          >
            {downloading ? <Spinner /> : <Download aria-hidden="true" className="size-4" />}
            Download {message.attachment.name}
          </button>
          {downloadError && <Alert>{downloadError}</Alert>}
        </div>
      )}
    </div>
  );
}
