/**
 * The contact inbox, worked as a list of leads (LEADS-1 to LEADS-3): overdue follow-ups first, then the
 * newest (the server's order), filtered and searched through the address, selected for an export.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Eye, FileDown, Inbox as InboxIcon, MailWarning, Paperclip, Trash2 } from 'lucide-react';
import {
  API,
  DEFAULT_TRASH_DAYS,
  LEAD_STATUS_LABELS,
  MESSAGES_TRASH,
  type ContactMessage,
  type ContactMessageResponse,
  type MessagePatch,
  type MessageResponse,
  type MessagesResponse,
} from '@firm/contract';
import { apiRequest, downloadWithToken, errorMessage, messageOf } from '~/lib/api-client';
import { ConfirmDelete } from './confirm-delete';
import { ChoiceButton, buttonClass } from '~/components/ui/button';
import { RowAction } from './row-action';
import { Dialog } from '~/components/ui/dialog';
import { Alert, Loading, Spinner } from '~/components/ui/feedback';
import { formatDate } from '~/lib/format';
import { useReloadable } from './use-reloadable';
import { NOTICE_MS, restoreFromTrash, thenRefresh } from './undo';
import { SoftBreaks } from '~/components/soft-breaks';
import { useAdminOutlet } from './admin-context';
import { InboxFilterForm, anyFilter, filterQuery, readFilters } from './inbox-filters';
import { LeadDetails, OverdueMark, formatDay, messagePath } from './lead-details';

const MESSAGE_DELETED = 'Message deleted';
/** The address's key of the message open in the dialog: the weekly summary links to it (LEADS-4). */
const OPEN_KEY = 'message';

const NO_MESSAGES: ContactMessage[] = [];
const loadMessages = async (query: string) =>
  (await apiRequest<MessagesResponse>(query ? `${API.messages}?${query}` : API.messages)).messages;

type View = 'inbox' | 'spam';
/** The message open in the dialog as loaded: the message, or why it could not be. */
type Opened = { id: string; message: ContactMessage | null; error: string | null };

/** Changes one message (read, spam) and says what happened in a toast. */
async function patchMessage(id: string, json: { read?: boolean; spam?: boolean }): Promise<void> {
  try {
    const body = await apiRequest<MessageResponse>(messagePath(id), { method: 'PATCH', json });
    toast.success(body.message, { duration: NOTICE_MS });
  } catch (failure) {
    toast.error(errorMessage(failure));
    throw failure;
  }
}

export function Inbox({ onChange }: { onChange: () => void }) {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const query = filterQuery(filters);
  const load = useCallback(() => loadMessages(query), [query]);
  const { data: all, error, loaded, reload } = useReloadable(load, NO_MESSAGES);
  const firmName = useAdminOutlet().brand?.name ?? null;
  const [view, setView] = useState<View>('inbox');
  const [deleting, setDeleting] = useState<ContactMessage | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  // Spam (honeypot, too fast) is kept apart: never lost, never in the owner's way.
  const messages = all.filter((m) => m.spam === (view === 'spam'));
  const spamCount = all.filter((m) => m.spam).length;
  const chosen = messages.filter((m) => selected.has(m._id));
  const allChosen = messages.length > 0 && chosen.length === messages.length;
  const selectAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = chosen.length > 0 && !allChosen;
  }, [chosen.length, allChosen]);

  const changed = useCallback(() => {
    reload();
    onChange();
  }, [reload, onChange]);

  /** Sets (or, when '', removes) values of the address's query: the filters and the open message. */
  const setQuery = useCallback(
    (changes: Partial<Record<string, string>>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        // A filter changes this view, not the page: Back leaves the inbox rather than undoing a letter typed.
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  // The open message is this screen's; the address follows it once the dialog has opened or closed, so a
  // note still being typed has gone with its dialog before the address changes (unsaved-work.tsx).
  const [openId, setOpenId] = useState<string | null>(() => params.get(OPEN_KEY));
  useEffect(() => {
    if (params.get(OPEN_KEY) !== openId) setQuery({ [OPEN_KEY]: openId ?? '' });
  }, [openId, params, setQuery]);
  const [opened, setOpened] = useState<Opened | null>(null);
  const shown = opened?.id === openId ? opened : null;

  // Opening a message marks it read.
  useEffect(() => {
    if (!openId) return;
    let live = true;
    const open = async () => {
      try {
        const { message } = await apiRequest<ContactMessageResponse>(messagePath(openId));
        if (!live) return;
        setOpened({ id: openId, message, error: null });
        if (message.read) return;
        await apiRequest<unknown>(messagePath(openId), { method: 'PATCH', json: { read: true } });
        if (live) changed();
      } catch (failure) {
        if (live) setOpened({ id: openId, message: null, error: errorMessage(failure) });
      }
    };
    void open();
    return () => {
      live = false;
    };
  }, [openId, changed]);

  const close = () => setOpenId(null);
  const notSpam = async (message: ContactMessage) => {
    await patchMessage(message._id, { spam: false }).catch(() => undefined);
    close();
    changed();
  };
  const unread = async (message: ContactMessage) => {
    await patchMessage(message._id, { read: false }).catch(() => undefined);
    close();
    changed();
  };
  // Which save's re-read of the open message is the newest: an older one may answer last, from before a later save.
  const lastReread = useRef(0);
  const saved = (id: string, patch: MessagePatch) => {
    setOpened((previous) =>
      previous?.id === id && previous.message ? { ...previous, message: { ...previous.message, ...patch } } : previous,
    );
    changed();
    // The server says whether its follow-up is overdue now (the firm's day, its status).
    const reread = ++lastReread.current;
    apiRequest<ContactMessageResponse>(messagePath(id)).then(
      (body) => {
        if (reread === lastReread.current)
          setOpened((previous) => (previous?.id === id ? { id, message: body.message, error: null } : previous));
      },
      () => undefined,
    );
  };

  const toggle = (id: string) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = () => setSelected(allChosen ? new Set() : new Set(messages.map((m) => m._id)));
  const exportCsv = async () => {
    if (exporting || chosen.length === 0) return;
    setExporting(true);
    setExportError(null);
    try {
      await downloadWithToken(`${API.messagesExport}?${new URLSearchParams({ ids: chosen.map((m) => m._id).join(',') })}`);
    } catch (failure) {
      setExportError(errorMessage(failure));
    } finally {
      setExporting(false);
    }
  };

  const summary = all.find((m) => m._id === openId);
  const dialogMessage = shown?.message ?? summary;
  return (
    <section aria-labelledby="messages-heading" className="space-y-4">
      <h1 id="messages-heading" className="text-2xl font-bold text-navy-900">
        Messages
      </h1>
      <InboxFilterForm filters={filters} onChange={setQuery} />
      <div role="group" aria-label="Show" className="flex gap-2">
        <ChoiceButton pressed={view === 'inbox'} onClick={() => setView('inbox')}>
          <InboxIcon aria-hidden="true" className="size-4" />
          Inbox
        </ChoiceButton>
        <ChoiceButton pressed={view === 'spam'} onClick={() => setView('spam')}>
          <MailWarning aria-hidden="true" className="size-4" />
          Spam{spamCount > 0 ? ` (${spamCount})` : ''}
        </ChoiceButton>
      </div>
      {!loaded && <Loading label="Loading messages" />}
      {loaded && messages.length === 0 && !error && (
        <p className="text-slate-700">
          {anyFilter(filters) ? 'No messages match the filters' : view === 'spam' ? 'No spam' : 'No messages yet'}
        </p>
      )}
      {messages.length > 0 && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <label className="flex min-h-10 items-center gap-2 text-sm font-medium text-slate-900">
            <input ref={selectAll} type="checkbox" className="size-6 accent-navy-700" checked={allChosen} onChange={toggleAll} />
            Select all shown
          </label>
          <button
            type="button"
            className={buttonClass('outline', '', 'sm')}
            disabled={chosen.length === 0}
            aria-describedby="inbox-export-hint"
            onClick={() => void exportCsv()}
          >
            {exporting ? <Spinner /> : <FileDown aria-hidden="true" className="size-4" />}
            Export CSV
          </button>
          <span id="inbox-export-hint" className="text-sm text-slate-700">
            {chosen.length > 0 ? `${chosen.length} selected` : 'Select messages to export them'}
          </span>
        </div>
      )}
      {exportError && <Alert>{exportError}</Alert>}
      {messages.length > 0 && (
        <ul
          aria-label={view === 'spam' ? 'Spam' : 'Messages'}
          className="divide-y divide-slate-200 rounded border border-slate-200 bg-white"
        >
          {messages.map((message) => (
            <li key={message._id} className={`flex items-center gap-3 px-3 py-3 ${message.read || message.spam ? '' : 'bg-navy-50'}`}>
              <input
                type="checkbox"
                className="size-6 shrink-0 accent-navy-700"
                aria-label={`Select message from ${message.name}: ${message.subject}`}
                checked={selected.has(message._id)}
                onChange={() => toggle(message._id)}
              />
              {/* The buttons go under the text where a long address would otherwise run into them (a phone). */}
              <div className="flex min-w-0 flex-1 flex-wrap items-center gap-3">
                <div className={`min-w-0 flex-1 basis-56 ${message.read || message.spam ? 'font-normal' : 'font-bold'}`}>
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
                  <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-normal text-slate-700">
                    <span>Status: {LEAD_STATUS_LABELS[message.status]}</span>
                    {message.followUp && <span>Follow up on {formatDay(message.followUp)}</span>}
                    {message.overdue && <OverdueMark />}
                  </span>
                </div>
                <div className="flex gap-1">
                  {message.spam && (
                    <RowAction
                      icon={InboxIcon}
                      word="Not spam"
                      name={`Not spam: move the message from ${message.name} to the inbox`}
                      onClick={() => void notSpam(message)}
                    />
                  )}
                  <RowAction
                    icon={Eye}
                    word="Open"
                    name={`Open message from ${message.name}: ${message.subject}`}
                    onClick={() => setOpenId(message._id)}
                  />
                  <RowAction
                    icon={Trash2}
                    word="Delete"
                    name={`Delete message from ${message.name}: ${message.subject}`}
                    danger
                    onClick={() => setDeleting(message)}
                  />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="text-red-700">Error: {error}</p>}

      <Dialog
        open={openId !== null}
        onOpenChange={(open) => !open && close()}
        title={dialogMessage ? `Message from ${dialogMessage.name}` : 'Message'}
      >
        <OpenedMessage shown={shown} firmName={firmName} onSaved={saved} onUnread={unread} onNotSpam={notSpam} />
      </Dialog>
      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)} title="Delete message">
        {deleting && (
          <ConfirmDelete
            question={`Delete the message from ${deleting.name} ("${deleting.subject}")? It stays in the trash for ${DEFAULT_TRASH_DAYS} days.`}
            onConfirm={async () => {
              const body = await apiRequest<MessageResponse | null>(messagePath(deleting._id), { method: 'DELETE' });
              changed();
              return messageOf(body) ?? MESSAGE_DELETED;
            }}
            undo={thenRefresh(() => restoreFromTrash({ collection: MESSAGES_TRASH, id: deleting._id }), changed)}
            onCancel={() => setDeleting(null)}
            onDone={() => setDeleting(null)}
          />
        )}
      </Dialog>
    </section>
  );
}

interface OpenedMessageProps {
  shown: Opened | null;
  firmName: string | null;
  onSaved: (id: string, patch: MessagePatch) => void;
  onUnread: (message: ContactMessage) => Promise<void>;
  onNotSpam: (message: ContactMessage) => Promise<void>;
}

/** The open dialog's content: the message once it has loaded, or why it could not. */
function OpenedMessage({ shown, firmName, onSaved, onUnread, onNotSpam }: OpenedMessageProps) {
  if (shown?.error) return <Alert>{shown.error}</Alert>;
  const message = shown?.message;
  if (!message) return <Loading label="Loading message" />;
  return (
    <LeadDetails
      key={message._id}
      message={message}
      firmName={firmName}
      onSaved={(patch) => onSaved(message._id, patch)}
      onUnread={() => void onUnread(message)}
      onNotSpam={() => void onNotSpam(message)}
    />
  );
}
