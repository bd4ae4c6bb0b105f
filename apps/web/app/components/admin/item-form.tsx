/** The add and edit form of every managed record: fields from a list, file pickers, upload progress. */
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { Controller, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { TIMINGS } from '@firm/contract';
import { errorMessage } from '~/lib/api-client';
import { FilePicker } from './file-picker';
import { PlacementFields, placeAnew } from './picture-placement';
import { KeptNotice, useUnsavedWork } from './unsaved-work';
import { NOTICE_MS } from './undo';
import { buttonClass } from '~/components/ui/button';
import { Alert, Spinner, UploadProgress } from '~/components/ui/feedback';
import { RichTextField, TextField, errorAt, type TextKind } from '~/components/ui/field';

export interface FieldDef {
  name: string;
  label: string;
  kind: TextKind | 'richText' | 'picture' | 'file';
  help?: string;
  options?: readonly { value: string; label: string }[];
}

export interface ItemFormProps {
  schema: Parameters<typeof zodResolver>[0];
  fields: readonly FieldDef[];
  defaultValues: FieldValues;
  /** What is stored now for each file field: a picture's URL, a file's description. */
  current?: Record<string, string | null>;
  submitLabel: string;
  /**
   * Sends the values (`changed`: the names of the fields the person changed, for partial updates);
   * resolves to the message for the success toast.
   */
  onSubmit: (values: FieldValues, onProgress: (percent: number) => void, changed: string[]) => Promise<string>;
  /** Called when the modal should close, TIMINGS.modalCloseMs after success. */
  onDone: () => void;
  /** The item an edit form changes: its text kept through a login is found by it. */
  itemId?: string;
  /** How long the success notice stays: NOTICE_MS unless told (ADMIN-11). */
  noticeMs?: number;
}

/**
 * What a save the form's rules refused says beside its button (ADMIN-12): which field to put right first, and how
 * many others; each field's own message is under it.
 */
export const firstFieldProblem = (fields: readonly { name: string; label: string }[], errors: unknown): string | null => {
  const wrong = fields.filter((field) => errorAt(errors, field.name));
  if (wrong.length === 0) return null;
  const others = wrong.length - 1;
  return `Not saved: check ${wrong[0]!.label}${others === 0 ? '' : ` and ${others} more field${others === 1 ? '' : 's'}`}.`;
};

export function ItemForm({
  schema,
  fields,
  defaultValues,
  current,
  submitLabel,
  onSubmit,
  onDone,
  itemId,
  noticeMs = NOTICE_MS,
}: ItemFormProps) {
  const formId = useId();
  const form = useForm<FieldValues>({ mode: 'onTouched', resolver: zodResolver(schema) as Resolver<FieldValues>, defaultValues });
  const {
    register,
    control,
    handleSubmit,
    trigger,
    formState: { errors, dirtyFields },
  } = form;
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState(0);
  const [serverError, setServerError] = useState<string | null>(null);
  // A save refused by the form's own rules: the first field still wrong is named beside the button.
  const [refused, setRefused] = useState(false);
  const [done, setDone] = useState(false);
  const kept = useUnsavedWork(form, { saved: done, itemId });
  const close = useEffectEvent(onDone);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(close, TIMINGS.modalCloseMs);
    return () => clearTimeout(timer);
  }, [done]);

  const submit = handleSubmit(
    async (values, event) => {
      // The button that sent the form (Enter in a field sends it through the same button).
      const sender = (event?.nativeEvent as SubmitEvent | undefined)?.submitter;
      setSending(true);
      setProgress(0);
      setServerError(null);
      setRefused(false);
      try {
        const message = await onSubmit(values, setProgress, Object.keys(dirtyFields));
        setDone(true);
        toast.success(message, { duration: noticeMs });
      } catch (error) {
        setServerError(errorMessage(error));
        // The button was disabled while sending, which took the focus: it comes back where the message is said.
        requestAnimationFrame(() => sender?.focus());
      } finally {
        setSending(false);
      }
    },
    // react-hook-form has moved the focus to the first wrong field it can focus (a file picker it cannot).
    () => {
      setServerError(null);
      setRefused(true);
    },
  );
  const problem = serverError ?? (refused ? firstFieldProblem(fields, errors) : null);

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-busy={sending}>
      {kept && <KeptNotice draft={kept} />}
      {fields.map((field) =>
        field.kind === 'picture' || field.kind === 'file' ? (
          <Controller
            key={field.name}
            name={field.name}
            control={control}
            render={({ field: input }) => (
              <FilePicker
                label={field.label}
                kind={field.kind === 'picture' ? 'picture' : 'document'}
                file={input.value as File | undefined}
                current={current?.[field.name]}
                help={field.help}
                error={errorAt(errors, field.name)}
                onPick={(file) => {
                  input.onChange(file);
                  if (field.kind === 'picture') placeAnew(form);
                  // The size and type rules are known now: say so before any upload.
                  void trigger(field.name);
                }}
                onBlur={input.onBlur}
                placement={
                  field.kind === 'picture'
                    ? (src, description) => <PlacementFields form={form} src={src} description={description} />
                    : undefined
                }
              />
            )}
          />
        ) : field.kind === 'richText' ? (
          <RichTextField
            key={field.name}
            id={`${formId}-${field.name}`}
            label={field.label}
            name={field.name}
            control={control}
            help={field.help}
            error={errorAt(errors, field.name)}
          />
        ) : (
          <TextField
            key={field.name}
            id={`${formId}-${field.name}`}
            label={field.label}
            kind={field.kind}
            help={field.help}
            options={field.options}
            error={errorAt(errors, field.name)}
            registration={register(field.name)}
          />
        ),
      )}
      {sending && <UploadProgress percent={progress} />}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {problem && (
          <div className="min-w-0 flex-1 basis-48">
            <Alert>{problem}</Alert>
          </div>
        )}
        <button type="submit" className={buttonClass('solid', '', 'sm')} disabled={sending || done}>
          {sending && <Spinner />}
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
