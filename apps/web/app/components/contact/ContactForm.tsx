import { API, CONTACT_SUBJECTS, UPLOAD_SUBJECT, type ContactForm as ContactFormValues } from '@firm/contract';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type FieldError } from 'react-hook-form';
import { deferredComponent } from '~/lib/deferred-component';
import type { ContactResult } from './ResultDialog';

const useResultDialog = deferredComponent(() => import('./ResultDialog').then((m) => m.ResultDialog));

const SEND = 'Send Message';
const SENDING = 'Sending...';
/** What the attachment input offers to pick: the contract's rule (PDF or any image). */
const ACCEPT = 'application/pdf,image/*';

/**
 * The zod schema and its resolver are about 40 KB gzipped: they load when the visitor first
 * focuses the form (well before the first blur validates), not with the page.
 */
const loadResolver = () => import('./resolver').then((m) => m.contactResolver);
let resolverLoading: ReturnType<typeof loadResolver> | undefined;
const warmResolver = () => (resolverLoading ??= loadResolver());
const lazyResolver: Awaited<ReturnType<typeof loadResolver>> = async (values, context, options) => (await warmResolver())(values, context, options);

const inputClass =
  'block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-navy-700 focus:outline-2 focus:outline-navy-700 aria-[invalid=true]:border-red-700';

function FieldMessage({ id, error }: { id: string; error: FieldError | undefined }) {
  if (!error?.message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {error.message}
    </p>
  );
}

/** Form data for POST /api/contact: the text fields, the honeypot and the attachment when there is one. */
function toFormData(values: ContactFormValues): FormData {
  const body = new FormData();
  for (const key of ['name', 'email', 'mobile', 'subject', 'message', 'website'] as const) body.append(key, values[key] ?? '');
  if (values.attachment && values.subject === UPLOAD_SUBJECT) body.append('attachment', values.attachment);
  return body;
}

export function ContactForm() {
  const uid = useId();
  const ids = (field: string) => ({ input: `${uid}-${field}`, error: `${uid}-${field}-error` });
  const [result, setResult] = useState<ContactResult | null>(null);
  const { Component: ResultDialog, load: loadResultDialog } = useResultDialog();
  const {
    register,
    handleSubmit,
    control,
    reset,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm({
    mode: 'onTouched',
    resolver: lazyResolver,
    defaultValues: { name: '', email: '', mobile: '', message: '', website: '', attachment: undefined },
  });
  const subject = useWatch({ control, name: 'subject' });

  const onSubmit = handleSubmit(async (values) => {
    loadResultDialog();
    try {
      const response = await fetch(API.contact, { method: 'POST', body: toFormData(values) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      reset();
      setResult('success');
    } catch {
      // Any failure (network or non-2xx) keeps what was typed; the dialog says to try later.
      setResult('error');
    }
  });

  const describe = (field: keyof typeof errors) => {
    const { input, error } = ids(field);
    return { id: input, 'aria-invalid': errors[field] ? true : false, 'aria-describedby': errors[field] ? error : undefined };
  };

  return (
    <>
      <form onSubmit={onSubmit} onFocus={() => void warmResolver()} noValidate className="space-y-4" aria-label="Contact form">
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={ids('name').input} className="mb-1 block font-medium">
              Name
            </label>
            <input type="text" autoComplete="name" className={inputClass} {...describe('name')} {...register('name')} />
            <FieldMessage id={ids('name').error} error={errors.name} />
          </div>
          <div>
            <label htmlFor={ids('email').input} className="mb-1 block font-medium">
              Email
            </label>
            <input type="email" autoComplete="email" className={inputClass} {...describe('email')} {...register('email')} />
            <FieldMessage id={ids('email').error} error={errors.email} />
          </div>
          <div>
            <label htmlFor={ids('mobile').input} className="mb-1 block font-medium">
              Mobile
            </label>
            <input type="tel" inputMode="numeric" autoComplete="tel-national" className={inputClass} {...describe('mobile')} {...register('mobile')} />
            <FieldMessage id={ids('mobile').error} error={errors.mobile} />
          </div>
          <div>
            <label htmlFor={ids('subject').input} className="mb-1 block font-medium">
              Subject
            </label>
            <select
              className={inputClass}
              defaultValue=""
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
            <FieldMessage id={ids('subject').error} error={errors.subject} />
          </div>
        </div>
        {subject === UPLOAD_SUBJECT && (
          <div>
            <label htmlFor={ids('attachment').input} className="mb-1 block font-medium">
              Attachment (PDF or image)
            </label>
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
            <FieldMessage id={ids('attachment').error} error={errors.attachment as FieldError | undefined} />
          </div>
        )}
        <div>
          <label htmlFor={ids('message').input} className="mb-1 block font-medium">
            Message
          </label>
          <textarea rows={4} className={inputClass} {...describe('message')} {...register('message')} />
          <FieldMessage id={ids('message').error} error={errors.message} />
        </div>
        {/* Honeypot: off-screen and out of the tab order, so only bots fill it in. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={ids('website').input}>Website</label>
          <input id={ids('website').input} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </div>
        <button
          type="submit"
          disabled={isSubmitting}
          className="inline-flex items-center rounded-md bg-navy-800 px-6 py-3 font-semibold text-white shadow hover:bg-navy-900 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {isSubmitting ? SENDING : SEND}
        </button>
      </form>
      {ResultDialog ? <ResultDialog result={result} onClose={() => setResult(null)} /> : null}
    </>
  );
}

