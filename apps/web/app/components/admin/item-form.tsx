/** The add and edit form of every managed record: fields from a list, file pickers, upload progress. */
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { Controller, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { TIMINGS } from '@firm/contract';
import { errorMessage } from '~/lib/api-client';
import { FilePicker } from './file-picker';
import { KeptNotice, useUnsavedWork } from './unsaved-work';
import { buttonClass } from '~/components/ui/button';
import { Alert, Spinner, UploadProgress } from '~/components/ui/feedback';
import { TextField, errorAt, type TextKind } from '~/components/ui/field';

export interface FieldDef {
  name: string;
  label: string;
  kind: TextKind | 'picture' | 'file';
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
}

export function ItemForm({ schema, fields, defaultValues, current, submitLabel, onSubmit, onDone, itemId }: ItemFormProps) {
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
  const [done, setDone] = useState(false);
  const kept = useUnsavedWork(form, { saved: done, itemId });
  const close = useEffectEvent(onDone);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(close, TIMINGS.modalCloseMs);
    return () => clearTimeout(timer);
  }, [done]);

  const submit = handleSubmit(async (values) => {
    setSending(true);
    setProgress(0);
    setServerError(null);
    try {
      const message = await onSubmit(values, setProgress, Object.keys(dirtyFields));
      setDone(true);
      toast.success(message, { duration: TIMINGS.toastMs });
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      setSending(false);
    }
  });

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
                  // The size and type rules are known now: say so before any upload.
                  void trigger(field.name);
                }}
                onBlur={input.onBlur}
              />
            )}
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
      {serverError && <Alert>{serverError}</Alert>}
      <div className="flex justify-end">
        <button type="submit" className={buttonClass('solid', '', 'sm')} disabled={sending || done}>
          {sending && <Spinner />}
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
