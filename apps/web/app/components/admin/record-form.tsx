/** The add and edit form of offers and sliders: text fields from a list, an image picker, upload progress. */
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { Controller, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { TIMINGS } from '@firm/contract';
import { errorMessage } from '~/lib/api-client';
import { ImagePicker } from './image-picker';
import { Alert, FieldError, Spinner, UploadProgress, buttonStyles, inputStyles } from './ui';

export interface FieldDef {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'number';
}

export interface RecordFormProps {
  schema: Parameters<typeof zodResolver>[0];
  fields: readonly FieldDef[];
  defaultValues: FieldValues;
  imageLabel: string;
  currentImage?: string | null;
  submitLabel: string;
  /** Sends the values; resolves to the message for the success toast. */
  onSubmit: (values: FieldValues, onProgress: (percent: number) => void) => Promise<string>;
  /** Called when the modal should close, TIMINGS.modalCloseMs after success. */
  onDone: () => void;
}

export function RecordForm({ schema, fields, defaultValues, imageLabel, currentImage, submitLabel, onSubmit, onDone }: RecordFormProps) {
  const formId = useId();
  const {
    register,
    control,
    handleSubmit,
    trigger,
    formState: { errors },
  } = useForm<FieldValues>({ mode: 'onTouched', resolver: zodResolver(schema) as Resolver<FieldValues>, defaultValues });
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState(0);
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
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
      const message = await onSubmit(values, setProgress);
      setDone(true);
      toast.success(message, { duration: TIMINGS.toastMs });
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      setSending(false);
    }
  });

  const errorText = (name: string) => {
    const message = errors[name]?.message;
    return typeof message === 'string' ? message : undefined;
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-busy={sending}>
      {fields.map((field) => {
        const id = `${formId}-${field.name}`;
        const error = errorText(field.name);
        const common = {
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
          className: inputStyles,
          ...register(field.name),
        };
        return (
          <div key={field.name}>
            <label htmlFor={id} className="block text-sm font-medium text-slate-900">
              {field.label}
            </label>
            {field.kind === 'textarea' ? (
              <textarea rows={4} {...common} />
            ) : (
              <input type="text" inputMode={field.kind === 'number' ? 'decimal' : undefined} {...common} />
            )}
            <FieldError id={`${id}-error`} message={error} />
          </div>
        );
      })}
      <Controller
        name="image"
        control={control}
        render={({ field }) => (
          <ImagePicker
            label={imageLabel}
            file={field.value as File | undefined}
            currentUrl={currentImage}
            error={errorText('image')}
            onPick={(file) => {
              field.onChange(file);
              // The size and type rules are known now: say so before any upload.
              void trigger('image');
            }}
            onBlur={field.onBlur}
          />
        )}
      />
      {sending && <UploadProgress percent={progress} />}
      {serverError && <Alert>{serverError}</Alert>}
      <div className="flex justify-end">
        <button type="submit" className={buttonStyles.primary} disabled={sending || done}>
          {sending && <Spinner />}
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
