/** The add and edit form of every managed record: fields from a list, file pickers, upload progress. */
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { Controller, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { TIMINGS, type PictureCrop } from '@firm/contract';
import { FilePicker } from './file-picker';
import { PlacementFields, placeAnew } from './picture-placement';
import { KeptNotice, useUnsavedWork } from './unsaved-work';
import { NOTICE_MS } from './undo';
import { buttonClass } from '~/components/ui/button';
import { Alert, Spinner, UploadProgress } from '~/components/ui/feedback';
import { FormField, errorAt, type TextKind } from '~/components/ui/field';
import { useSaveOutcome } from './save-outcome';

export interface FieldDef {
  name: string;
  label: string;
  kind: TextKind | 'richText' | 'picture' | 'file';
  help?: string;
  options?: readonly { value: string; label: string }[];
  /** A picture's frames on the public pages, previewed beside its focal point. */
  crops?: readonly PictureCrop[];
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
    control,
    handleSubmit,
    trigger,
    formState: { errors, dirtyFields },
  } = form;
  const [progress, setProgress] = useState(0);
  const [done, setDone] = useState(false);
  const kept = useUnsavedWork(form, { saved: done, itemId });
  const close = useEffectEvent(onDone);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(close, TIMINGS.modalCloseMs);
    return () => clearTimeout(timer);
  }, [done]);

  const { sending, save, invalid, problem } = useSaveOutcome(fields, errors);
  // With one picture the placement says "the picture"; with several, each its field's label.
  const pictureCount = fields.filter((f) => f.kind === 'picture').length;
  const submit = handleSubmit(
    (values, event) =>
      save(event, async () => {
        setProgress(0);
        const message = await onSubmit(values, setProgress, Object.keys(dirtyFields));
        setDone(true);
        toast.success(message, { duration: noticeMs });
      }),
    invalid,
  );

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
                  if (field.kind === 'picture') placeAnew(form, field.name);
                  // The size and type rules are known now: say so before any upload.
                  void trigger(field.name);
                }}
                onBlur={input.onBlur}
                placement={
                  field.kind === 'picture'
                    ? (src, description) => (
                        <PlacementFields
                          form={form}
                          name={field.name}
                          called={pictureCount > 1 ? field.label : 'the picture'}
                          src={src}
                          description={description}
                          crops={field.crops}
                        />
                      )
                    : undefined
                }
              />
            )}
          />
        ) : (
          <FormField key={field.name} id={`${formId}-${field.name}`} field={{ ...field, kind: field.kind }} form={form} />
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
