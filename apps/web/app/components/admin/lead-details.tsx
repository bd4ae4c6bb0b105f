/**
 * One contact message in full, worked as a lead (LEADS-1, LEADS-2): the replies by WhatsApp and e-mail,
 * its status, the firm's private note and the day to follow it up (docs/decisions/056-messages-as-leads.md).
 */
import { useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { AlarmClock, Download, Inbox as InboxIcon, Mail, MessageCircle, Reply, Check } from 'lucide-react';
import {
  API,
  LEAD_NOTE_MAX,
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  type ContactMessage,
  type LeadStatus,
  type MessagePatch,
  type MessageResponse,
} from '@firm/contract';
import { apiRequest, downloadWithToken, errorMessage } from '~/lib/api-client';
import { whatsappUrl } from '~/lib/site';
import { formatDate, formatSize } from '~/lib/format';
import { buttonClass } from '~/components/ui/button';
import { Alert, Spinner } from '~/components/ui/feedback';
import { factsClass, factValueClass } from '~/components/ui/facts';
import { FieldHelp, FieldLabel } from '~/components/ui/field';
import { inputClass } from '~/components/ui/input-classes';
import { SoftBreaks } from '~/components/soft-breaks';
import { KeptNotice, useUnsavedWork } from './unsaved-work';
import { NOTICE_MS } from './undo';

export const messagePath = (id: string) => `${API.messages}/${encodeURIComponent(id)}`;

/** A `mailto:` answer to the visitor: their address and 'Re: subject'. */
export const replyHref = (message: Pick<ContactMessage, 'email' | 'subject'>) =>
  `mailto:${encodeURIComponent(message.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;

/**
 * A WhatsApp chat with the visitor, greeted by name. Their mobile is 10 Indian digits (the contact form's
 * rule); wa.me wants it with the country code.
 */
export const whatsappReplyHref = (message: Pick<ContactMessage, 'name' | 'mobile' | 'subject'>, firmName: string | null) =>
  whatsappUrl({
    whatsapp: `91${message.mobile}`,
    chatText: `Hello ${message.name}, thank you for your message${firmName ? ` to ${firmName}` : ''} about ${message.subject}.`,
  });

/** A follow-up day as people read it: '2026-12-05' -> '5 Dec 2026' (a day, not a moment: no time zone moves it). */
export const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** Said beside a lead whose follow-up day has passed: in words and with an icon, not by colour alone. */
export function OverdueMark() {
  return (
    <span className="inline-flex items-center gap-1 rounded border border-red-700 bg-red-50 px-1.5 py-0.5 text-xs font-semibold text-red-800">
      <AlarmClock aria-hidden="true" className="size-3.5" />
      Follow-up overdue
    </span>
  );
}

/** A failed save, beside its control and announced; what was typed stays in the control. */
function SaveError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(' ') || undefined;

interface LeadDetailsProps {
  message: ContactMessage;
  /** The firm's name for the WhatsApp greeting; null until the admin has loaded it. */
  firmName: string | null;
  /** A change of the lead saved here. */
  onSaved: (patch: MessagePatch) => void;
  onUnread: () => void;
  onNotSpam: () => void;
}

type Work = { note: string; followUp: string };
type Control = 'status' | 'note' | 'followUp';

export function LeadDetails({ message, firmName, onSaved, onUnread, onNotSpam }: LeadDetailsProps) {
  const form = useForm<Work>({ defaultValues: { note: message.note, followUp: message.followUp ?? '' } });
  const { register, handleSubmit, resetField, setValue } = form;
  const kept = useUnsavedWork(form, { itemId: message._id });
  const [busy, setBusy] = useState<Partial<Record<Control, boolean>>>({});
  const [errors, setErrors] = useState<Partial<Record<Control, string>>>({});
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const statusSelect = useRef<HTMLSelectElement>(null);
  const followUpInput = useRef<HTMLInputElement | null>(null);

  /** Saves one change of the lead; true when stored. The server's notice says what was saved, its error stays by the control. */
  const save = async (control: Control, patch: MessagePatch): Promise<boolean> => {
    if (busy[control]) return false;
    setBusy((previous) => ({ ...previous, [control]: true }));
    setErrors((previous) => ({ ...previous, [control]: undefined }));
    try {
      const body = await apiRequest<MessageResponse>(messagePath(message._id), { method: 'PATCH', json: patch });
      toast.success(body.message, { duration: NOTICE_MS });
      onSaved(patch);
      return true;
    } catch (failure) {
      setErrors((previous) => ({ ...previous, [control]: errorMessage(failure) }));
      return false;
    } finally {
      setBusy((previous) => ({ ...previous, [control]: false }));
    }
  };

  const setStatus = (status: LeadStatus) => save('status', { status });
  const saveNote = handleSubmit(async ({ note }) => {
    if (await save('note', { note })) resetField('note', { defaultValue: note });
  });
  const saveFollowUp = async (day: string) => {
    if (await save('followUp', { followUp: day || null })) resetField('followUp', { defaultValue: day });
  };

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

  const followUpField = register('followUp');
  return (
    <div className="space-y-4">
      {kept && <KeptNotice draft={kept} />}
      <dl className={`${factsClass} gap-x-4 text-sm`}>
        <Fact term="Name">{message.name}</Fact>
        <Fact term="Email">
          <a className="text-navy-700 underline" href={`mailto:${message.email}`}>
            <SoftBreaks text={message.email} after="@" />
          </a>
        </Fact>
        <Fact term="Mobile">
          <a className="text-navy-700 underline" href={`tel:${message.mobile}`}>
            {message.mobile}
          </a>
        </Fact>
        <Fact term="Subject">{message.subject}</Fact>
        <Fact term="Sent">{formatDate(message.createdAt)}</Fact>
        <Fact term="From page">{message.page ? <SoftBreaks text={message.page} after="/?&" /> : 'Not known'}</Fact>
        <Fact term="Came from">{message.source ?? 'Unknown'}</Fact>
      </dl>
      <div className="flex flex-wrap gap-2">
        <a className={buttonClass('solid', '', 'sm')} href={whatsappReplyHref(message, firmName)} target="_blank" rel="noopener noreferrer">
          <MessageCircle aria-hidden="true" className="size-4" />
          Reply by WhatsApp<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <a className={buttonClass('solid', '', 'sm')} href={replyHref(message)}>
          <Reply aria-hidden="true" className="size-4" />
          Reply by e-mail
        </a>
        {/* Replying happens in another app: one click records it here. */}
        {message.status === 'new' && !message.spam && (
          <button
            type="button"
            className={buttonClass('outline', '', 'sm')}
            onClick={() =>
              void setStatus('replied').then((saved) => {
                // The button goes once the lead is Replied: the keyboard's place moves to the status that says so.
                if (saved) statusSelect.current?.focus();
              })
            }
          >
            <Check aria-hidden="true" className="size-4" />
            Mark as Replied
          </button>
        )}
        {message.spam ? (
          <button type="button" className={buttonClass('outline', '', 'sm')} onClick={onNotSpam}>
            <InboxIcon aria-hidden="true" className="size-4" />
            Not spam
          </button>
        ) : (
          <button type="button" className={buttonClass('outline', '', 'sm')} onClick={onUnread}>
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

      <section aria-labelledby="lead-heading" className="space-y-4 border-t border-slate-200 pt-4">
        <h3 id="lead-heading" className="font-semibold text-navy-900">
          Lead
        </h3>
        <div>
          <FieldLabel htmlFor="lead-status">Status</FieldLabel>
          <select
            ref={statusSelect}
            id="lead-status"
            className={inputClass}
            value={message.status}
            aria-invalid={errors.status ? true : undefined}
            aria-describedby={describedBy(!!errors.status && 'lead-status-error')}
            onChange={(event) => void setStatus(event.target.value as LeadStatus)}
          >
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
          <SaveError id="lead-status-error" message={errors.status ?? null} />
        </div>

        <form onSubmit={(event) => void handleSubmit(({ followUp }) => saveFollowUp(followUp))(event)}>
          <FieldLabel htmlFor="lead-follow-up">Follow up on</FieldLabel>
          {message.overdue && (
            <p className="mt-1">
              <OverdueMark />
            </p>
          )}
          <div className="flex flex-wrap items-end gap-2">
            <input
              type="date"
              id="lead-follow-up"
              className={inputClass}
              aria-invalid={errors.followUp ? true : undefined}
              aria-describedby={describedBy(!!errors.followUp && 'lead-follow-up-error')}
              {...followUpField}
              ref={(element) => {
                followUpInput.current = element;
                followUpField.ref(element);
              }}
            />
            <button type="submit" className={buttonClass('outline', '', 'sm')} aria-busy={busy.followUp}>
              {busy.followUp && <Spinner />}
              Save follow-up
            </button>
            {message.followUp && (
              <button
                type="button"
                className={buttonClass('ghost', '', 'sm')}
                onClick={() => {
                  setValue('followUp', '');
                  // The button goes with the date: the keyboard's place moves to the date, now empty.
                  void saveFollowUp('').then(() => followUpInput.current?.focus());
                }}
              >
                Clear follow-up
              </button>
            )}
          </div>
          <SaveError id="lead-follow-up-error" message={errors.followUp ?? null} />
        </form>

        <form onSubmit={(event) => void saveNote(event)}>
          <FieldLabel htmlFor="lead-note">Private note</FieldLabel>
          <textarea
            id="lead-note"
            rows={3}
            maxLength={LEAD_NOTE_MAX}
            className={`${inputClass} field-sizing-content min-h-20`}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={describedBy('lead-note-help', !!errors.note && 'lead-note-error')}
            {...register('note')}
          />
          <FieldHelp id="lead-note-help" text="Only the firm’s admins see it: never the visitor." />
          <SaveError id="lead-note-error" message={errors.note ?? null} />
          <button type="submit" className={buttonClass('outline', 'mt-2', 'sm')} aria-busy={busy.note}>
            {busy.note && <Spinner />}
            Save note
          </button>
        </form>
      </section>
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-700">{term}</dt>
      <dd className={`${factValueClass} text-slate-900`}>{children}</dd>
    </>
  );
}
