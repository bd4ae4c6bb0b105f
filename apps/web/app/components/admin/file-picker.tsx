import { useEffect, useId, useMemo } from 'react';
import { FieldError, inputStyles } from './ui';

interface ImagePickerProps {
  label: string;
  file: File | undefined;
  /** The picture already stored, shown until another is picked. */
  currentUrl?: string | null;
  error?: string;
  onPick: (file: File | undefined) => void;
  onBlur: () => void;
}

/** A file input for any image type, with a preview of the picked (or current) picture. */
export function ImagePicker({ label, file, currentUrl, error, onPick, onBlur }: ImagePickerProps) {
  const id = useId();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? currentUrl ?? null;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${inputStyles} file:mr-3 file:rounded file:border-0 file:bg-slate-200 file:px-3 file:py-1`}
        onChange={(event) => onPick(event.target.files?.[0] ?? undefined)}
        onBlur={onBlur}
      />
      <FieldError id={`${id}-error`} message={error} />
      {shown && <img src={shown} alt={preview ? 'Preview of the picked image' : 'Current image'} className="mt-2 max-h-48 rounded border border-slate-200 object-contain" />}
    </div>
  );
}
