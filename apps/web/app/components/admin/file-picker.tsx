import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { FieldError, FieldHelp, FieldLabel } from '~/components/ui/field';
import { inputBoxClass } from '~/components/ui/input-classes';
import { formatSize } from '~/lib/format';

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
  /** A picture's focal point, turn and alt text, shown on its preview instead of the plain one (picture-placement.tsx). */
  placement?: (src: string, description: string) => ReactNode;
}

const ACCEPT = { picture: 'image/*', document: '.pdf,.dwg,.dxf,application/pdf,image/*' } as const;

/** A file input with a preview of the picked (or current) picture, or the picked file's name, type and size. */
export function FilePicker({ label, kind, file, current, help, error, onPick, onBlur, placement }: FilePickerProps) {
  const id = useId();
  const preview = useMemo(() => (file && kind === 'picture' ? URL.createObjectURL(file) : null), [file, kind]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const described = [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ');
  // A refused file (its type or size, ADMIN-6) or one the browser cannot draw shows no preview: the stored picture, if any, instead.
  const [broken, setBroken] = useState<string | null>(null);
  const usable = preview && !error && broken !== preview ? preview : null;
  const shown = usable ?? current ?? null;
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input
        id={id}
        type="file"
        accept={ACCEPT[kind]}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        // The browser's own 'No file chosen' or file name is cut mid-word in a narrow column ('No fil…osen'): it is not
        // shown; the preview or the picked file's line below says what was picked.
        className={clsx(
          inputBoxClass,
          'text-transparent file:mr-3 file:rounded file:border-0 file:bg-navy-100 file:px-3 file:py-1 file:text-navy-900',
        )}
        onChange={(event) => onPick(event.target.files?.[0] ?? undefined)}
        onBlur={onBlur}
      />
      <FieldHelp id={`${id}-help`} text={help} />
      <FieldError id={`${id}-error`} message={error} />
      {kind === 'picture' && shown && placement ? placement(shown, usable ? 'Preview of the picked image' : 'Current image') : null}
      {kind === 'picture' && shown && !placement && broken !== shown && (
        <img
          key={shown}
          src={shown}
          alt={usable ? 'Preview of the picked image' : 'Current image'}
          onError={() => setBroken(shown)}
          className="mt-2 max-h-48 rounded border border-navy-100 object-contain"
        />
      )}
      {kind === 'document' && (file || current) && (
        <p className="mt-2 text-sm wrap-anywhere text-slate-800" data-testid="picked-file">
          {file ? `Picked: ${file.name} (${file.type || 'unknown type'}, ${formatSize(file.size)})` : `Current file: ${current}`}
        </p>
      )}
    </div>
  );
}
