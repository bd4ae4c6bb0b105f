import {
  CONTACT_HIDDEN,
  CONTACT_SUBJECTS,
  UPLOAD_SUBJECT,
  type ContactFieldName,
  type ContactForm as ContactFormValues,
  type ContactOutcome,
} from '@firm/contract';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Controller, useForm, useWatch, type DefaultValues, type FieldError as HookFieldError } from 'react-hook-form';
import { Form, useFetcher, useLocation } from 'react-router';
import { CONTACT_FORM_ANCHOR, type ContactPreset } from '~/lib/contact-preset';
import { cameFrom } from '~/lib/visits';
import { FieldError } from '~/components/ui/field';
import { inputClass } from '~/components/ui/input-classes';
import { ResultDialog, type ContactResult } from './result-dialog';

const SEND = 'Send Message';
const SENDING = 'Sending...';
/** What the attachment input offers to pick: the contract's rule (PDF or any image). */
const ACCEPT = 'application/pdf,image/*';
const CHOOSE_AGAIN = 'Please choose your file again: a file is not kept when the form comes back.';

/**
 * The zod schema and its resolver are about 40 KB gzipped: they load when the visitor first
 * focuses the form (well before the first blur validates), not with the page.
 */
const loadResolver = () => import('./resolver').then((m) => m.contactResolver);
let resolverLoading: ReturnType<typeof loadResolver> | undefined;
const warmResolver = () => (resolverLoading ??= loadResolver());
const lazyResolver: Awaited<ReturnType<typeof loadResolver>> = async (values, context, options) =>
  (await warmResolver())(values, context, options);

const noSubscription = () => () => {};
/** False in the server's HTML and while hydrating, true once the page's script runs. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

const blank: DefaultValues<ContactFormValues> = { name: '', email: '', mobile: '', message: '', website: '', attachment: undefined };
/** The select's "Select a subject" placeholder: no subject yet (the schema then says Subject is required). */
const NO_SUBJECT = '' as ContactFormValues['subject'];
const subjectOf = (value: string | undefined) => CONTACT_SUBJECTS.find((s) => s === value);

interface Props {
  /** When the server rendered the page (ms): the fill-time check of a POST without JavaScript. */
  started: number;
  preset: ContactPreset;
  /** The outcome of a POST the browser sent itself (no JavaScript yet): the page shows it. */
  posted: ContactOutcome | undefined;
}

/**
 * A real multipart POST to /contact, so a message sent before or without the page's script still
 * arrives; with the script, the same action through a fetcher, checked field by field first.
 */
export function ContactForm({ started, preset, posted }: Props) {
  const uid = useId();
  const ids = (field: string) => ({ input: `${uid}-${field}`, error: `${uid}-${field}-error` });
  const hydrated = useHydrated();
  const fetcher = useFetcher<ContactOutcome>();
  const formRef = useRef<HTMLFormElement>(null);
  // Measured from when the form appeared: a person takes longer than LIMITS.minContactFillMs.
  const openedAt = useRef(0);
  const returned = posted && posted.result !== 'sent' ? posted.values : undefined;
  const serverErrors: Partial<Record<ContactFieldName, string>> = posted?.result === 'invalid' ? posted.errors : {};
  const initial = {
    name: returned?.name ?? '',
    email: returned?.email ?? '',
    mobile: returned?.mobile ?? '',
    subject: subjectOf(returned ? returned.subject : preset.subject),
    message: returned?.message ?? preset.message,
  };
  const {
    register,
    handleSubmit,
    control,
    reset,
    setValue,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues>({ mode: 'onTouched', resolver: lazyResolver, defaultValues: { ...blank, ...initial } });
  const subject = useWatch({ control, name: 'subject' });
  const sending = isSubmitting || fetcher.state !== 'idle';

  useEffect(() => {
    const form = formRef.current;
    // Typed into before the script ran: the person has been at it since the page began to load.
    const typedEarly = ['name', 'email', 'mobile'].some((name) => (form?.elements.namedItem(name) as HTMLInputElement | null)?.value);
    openedAt.current = typedEarly ? Date.now() - performance.now() : Date.now();
  }, []);

  // A link to the form (contactHref) has scrolled the page to it: its first field takes the focus, and the subject
  // the link names is chosen also when the form was already on the page (the header's Book Appointment on /contact).
  const { key, hash } = useLocation();
  useEffect(() => {
    if (hash !== `#${CONTACT_FORM_ANCHOR}`) return;
    if (preset.subject) setValue('subject', preset.subject);
    setFocus('name');
  }, [key, hash, preset.subject, setValue, setFocus]);

  // What the server said, about a POST without JavaScript (the page was rendered with it) or through the fetcher.
  const answer = fetcher.data ?? posted;
  const [closed, setClosed] = useState<ContactOutcome | null>(null);
  const dialog: ContactResult | null = answer && answer.result !== 'invalid' && answer !== closed ? answer : null;
  useEffect(() => {
    if (answer?.result === 'invalid') {
      Object.entries(answer.errors).forEach(([field, message], i) =>
        setError(field as ContactFieldName, { type: 'server', message }, { shouldFocus: i === 0 }),
      );
    } else if (answer?.result === 'sent' && answer !== posted) {
      reset({ ...blank, subject: NO_SUBJECT });
      openedAt.current = Date.now();
    }
  }, [answer, posted, reset, setError]);

  const send = async () => {
    if (!formRef.current) return;
    // The form's own fields, as the browser would post them, plus how long it was open.
    const body = new FormData(formRef.current);
    body.set(CONTACT_HIDDEN.fillMs, String(Date.now() - openedAt.current));
    await fetcher.submit(body, { method: 'post', encType: 'multipart/form-data' });
  };

  /** The message under a field: the form's own check, or the server's in a page rendered after a POST. */
  const messageOf = (field: ContactFieldName) =>
    (errors[field] as HookFieldError | undefined)?.message ?? (hydrated ? undefined : serverErrors[field]);
  const describe = (field: ContactFieldName) => {
    const { input, error } = ids(field);
    const invalid = Boolean(messageOf(field));
    return { id: input, 'aria-invalid': invalid, 'aria-describedby': invalid ? error : undefined };
  };
  // Without the script the subject cannot show or hide the file field, so the server's HTML always has it.
  const showAttachment = !hydrated || subject === UPLOAD_SUBJECT;
  const chooseAgain = returned?.subject === UPLOAD_SUBJECT;

  return (
    <>
      <Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        onSubmit={(event) => void handleSubmit(send)(event)}
        onFocus={() => void warmResolver()}
        // The server's messages (CONTACT-3) rather than the browser's own.
        noValidate
        className="space-y-4"
        aria-label="Contact form"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={ids('name').input} className="block font-medium">
              Name
            </label>
            <input
              type="text"
              autoComplete="name"
              defaultValue={initial.name}
              className={inputClass}
              {...describe('name')}
              {...register('name')}
            />
            <FieldError id={ids('name').error} message={messageOf('name')} />
          </div>
          <div>
            <label htmlFor={ids('email').input} className="block font-medium">
              Email
            </label>
            <input
              type="email"
              autoComplete="email"
              defaultValue={initial.email}
              className={inputClass}
              {...describe('email')}
              {...register('email')}
            />
            <FieldError id={ids('email').error} message={messageOf('email')} />
          </div>
          <div>
            <label htmlFor={ids('mobile').input} className="block font-medium">
              Mobile
            </label>
            {/* Written as people write it, with +91 and spaces if they like: the schema keeps the ten digits (CONTACT-3). */}
            <input
              type="tel"
              autoComplete="tel"
              defaultValue={initial.mobile}
              className={inputClass}
              {...describe('mobile')}
              {...register('mobile')}
            />
            <FieldError id={ids('mobile').error} message={messageOf('mobile')} />
          </div>
          <div>
            <label htmlFor={ids('subject').input} className="block font-medium">
              Subject
            </label>
            <select
              className={inputClass}
              defaultValue={initial.subject ?? ''}
              {...describe('subject')}
              {...register('subject', {
                // The attachment belongs to the upload subject only: drop it when another is chosen.
                onChange: (e: React.ChangeEvent<HTMLSelectElement>) => {
                  if (e.target.value !== UPLOAD_SUBJECT) setValue('attachment', undefined);
                },
              })}
            >
              <option value="" disabled>
                Select a subject
              </option>
              {CONTACT_SUBJECTS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
            <FieldError id={ids('subject').error} message={messageOf('subject')} />
          </div>
        </div>
        {showAttachment && (
          <div>
            <label htmlFor={ids('attachment').input} className="block font-medium">
              Attachment (PDF or image)
            </label>
            {!hydrated && <p className="mt-1 text-sm text-slate-700">Only with the subject {UPLOAD_SUBJECT}.</p>}
            {chooseAgain && <p className="mt-1 text-sm font-medium text-slate-900">{CHOOSE_AGAIN}</p>}
            <Controller
              control={control}
              name="attachment"
              render={({ field }) => (
                <input
                  type="file"
                  accept={ACCEPT}
                  className={`${inputClass} file:mr-3 file:rounded file:border-0 file:bg-navy-800 file:px-3 file:py-1 file:text-white`}
                  {...describe('attachment')}
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  // Picking a file counts as touching the field: say at once when it is too large.
                  onChange={(e) => setValue('attachment', e.target.files?.[0], { shouldValidate: true, shouldTouch: true })}
                />
              )}
            />
            <FieldError id={ids('attachment').error} message={messageOf('attachment')} />
          </div>
        )}
        <div>
          <label htmlFor={ids('message').input} className="block font-medium">
            Message
          </label>
          <textarea rows={4} defaultValue={initial.message} className={inputClass} {...describe('message')} {...register('message')} />
          <FieldError id={ids('message').error} message={messageOf('message')} />
        </div>
        {/* Honeypot: off-screen and out of the tab order, so only bots fill it in. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={ids('website').input}>Website</label>
          <input id={ids('website').input} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </div>
        <input type="hidden" name={CONTACT_HIDDEN.started} value={started} />
        <input type="hidden" name={CONTACT_HIDDEN.page} value={preset.page} />
        {/* Where the visit came from, for the message's source (LEADS-2); only the page's script knows it. */}
        <input type="hidden" name={CONTACT_HIDDEN.cameFrom} value={hydrated ? (cameFrom() ?? '') : ''} />
        <button
          type="submit"
          disabled={sending}
          className="inline-flex items-center rounded-md bg-navy-800 px-6 py-3 font-semibold text-white shadow hover:bg-navy-900 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {sending ? SENDING : SEND}
        </button>
      </Form>
      {dialog && <ResultDialog outcome={dialog} onClose={() => setClosed(dialog)} />}
    </>
  );
}
