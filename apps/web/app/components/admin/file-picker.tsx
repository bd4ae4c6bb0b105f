import { useEffect, useId, useMemo } from 'react';
import { FieldError, FieldHelp, formatSize, inputStyles } from './ui';

interface FilePickerProps {
  label: string;
  /** 'picture': any image type, previewed; 'document': a download, described by name, type and size. */
  kind: 'picture' | 'document';
  file: File | undefined;
  /** What is stored now, shown until another file is picked: a picture's URL, or a file's description. */
  current?: string | null;
  help?: string;
  error?: string;
  onPick: (file: File | undefined) => void;
  onBlur: () => void;
}

const ACCEPT = { picture: 'image/*', document: '.pdf,.dwg,.dxf,application/pdf,image/*' } as const;

/** A file input with a preview of the picked (or current) picture, or the picked file's name, type and size. */
export function FilePicker({ label, kind, file, current, help, error, onPick, onBlur }: FilePickerProps) {
  const id = useId();
  const preview = useMemo(() => (file && kind === 'picture' ? URL.createObjectURL(file) : null), [file, kind]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const described = [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ');
  const shown = preview ?? current ?? null;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={ACCEPT[kind]}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={`${inputStyles} file:mr-3 file:rounded file:border-0 file:bg-slate-200 file:px-3 file:py-1`}
        onChange={(event) => onPick(event.target.files?.[0] ?? undefined)}
        onBlur={onBlur}
      />
      <FieldHelp id={`${id}-help`} text={help} />
      <FieldError id={`${id}-error`} message={error} />
      {kind === 'picture' && shown && (
        <img src={shown} alt={preview ? 'Preview of the picked image' : 'Current image'} className="mt-2 max-h-48 rounded border border-slate-200 object-contain" />
      )}
      {kind === 'document' && (file || current) && (
        <p className="mt-2 break-all text-sm text-slate-800" data-testid="picked-file">
          {file ? `Picked: ${file.name} (${file.type || 'unknown type'}, ${formatSize(file.size)})` : `Current file: ${current}`}
        </p>
      )}
    </div>
  );
}
