/** Small building blocks of the admin screens. */
import { useRef, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { FieldKind } from '@firm/contract';
import { Dialog } from 'radix-ui';
import { LoaderCircle, X } from 'lucide-react';

export function Spinner({ label, className = 'size-5' }: { label?: string; className?: string }) {
  return (
    <>
      <LoaderCircle aria-hidden="true" className={`animate-spin ${className}`} />
      {label && <span className="sr-only">{label}</span>}
    </>
  );
}

/** A block shown while something loads, announced to screen readers. */
export function Loading({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 p-6 text-slate-700">
      <Spinner label={label} className="size-8" />
    </div>
  );
}

export function Alert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
      {children}
    </p>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

/** A date and time as the admin screens show them. */
export const formatDate = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The accessibility attributes of an input with an error shown under it by `Field`. */
export const fieldAria = (id: string, error: string | undefined) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

/** A label, the input given as children (with `fieldAria(id, error)`), and its error under it. */
export function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function FieldHelp({ id, text }: { id: string; text?: string }) {
  if (!text) return null;
  return (
    <p id={id} className="mt-1 text-sm text-slate-700">
      {text}
    </p>
  );
}

/** Bytes as people read them: 812 B, 14.2 KB, 3.4 MB. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export type TextKind = Exclude<FieldKind, 'image' | 'file'> | 'number';

interface TextFieldProps {
  id: string;
  label: string;
  kind: TextKind;
  registration: UseFormRegisterReturn;
  help?: string;
  error?: string;
  options?: readonly { value: string; label: string }[];
}

const ROWS: Partial<Record<TextKind, number>> = { textarea: 4, paragraphs: 8, lines: 3 };
const INPUT_TYPES: Partial<Record<TextKind, string>> = { url: 'url', email: 'email', tel: 'tel', date: 'date' };

/** One labelled field of an admin form, of any kind but a file, with its help and its error under it. */
export function TextField({ id, label, kind, registration, help, error, options }: TextFieldProps) {
  const described = [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ');
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined, className: inputStyles, ...registration };
  const rows = ROWS[kind];
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      {kind === 'select' ? (
        <select {...common}>
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : rows ? (
        // Grows with its text where the browser can (field-sizing), so nothing the owner wrote is hidden.
        <textarea rows={rows} {...common} className={`${inputStyles} field-sizing-content min-h-20`} />
      ) : (
        <input type={INPUT_TYPES[kind] ?? 'text'} inputMode={kind === 'number' ? 'decimal' : undefined} {...common} />
      )}
      <FieldHelp id={`${id}-help`} text={help} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

interface PasswordFieldProps {
  id: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  error?: string;
  registration: UseFormRegisterReturn;
}

/** A password input (react-hook-form's `register(name)`) in a `Field`. */
export function PasswordField({ id, label, autoComplete, error, registration }: PasswordFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      <input type="password" autoComplete={autoComplete} className={inputStyles} {...fieldAria(id, error)} {...registration} />
    </Field>
  );
}

export function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="flex items-center gap-2">
      <progress className="h-2 w-full accent-blue-700" max={100} value={percent} aria-label="Upload progress" />
      <span aria-hidden="true" className="w-10 text-right text-sm tabular-nums text-slate-700">
        {percent}%
      </span>
    </div>
  );
}

const buttonBase =
  'inline-flex items-center justify-center gap-2 rounded px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';
// Variants are whole class lists: two utilities for the same property in one class list (bg-white
// and bg-slate-900) are decided by the stylesheet's order, not by the order written.
const iconBase =
  'inline-flex size-9 items-center justify-center rounded hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-40';

export const buttonStyles = {
  primary: `${buttonBase} bg-blue-700 text-white hover:bg-blue-800 focus-visible:outline-blue-700`,
  danger: `${buttonBase} bg-red-700 text-white hover:bg-red-800 focus-visible:outline-blue-700`,
  secondary: `${buttonBase} border border-slate-400 bg-white text-slate-900 hover:bg-slate-100 focus-visible:outline-blue-700`,
  /** On the dark admin bar. */
  onDark: `${buttonBase} border border-white bg-slate-900 text-white hover:bg-slate-700 focus-visible:outline-white`,
  icon: `${iconBase} text-slate-700`,
  iconDanger: `${iconBase} text-red-700`,
};

export const inputStyles =
  'mt-1 block w-full rounded border border-slate-400 px-3 py-2 text-base text-slate-900 focus:border-blue-700 focus:outline-2 focus:outline-blue-700 aria-[invalid=true]:border-red-700';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
}

/** A Radix dialog (focus trap, Escape, labelled) that always fits the screen and scrolls inside. */
export function Modal({ open, onOpenChange, title, children }: ModalProps) {
  // Our modals open from buttons, not Dialog.Trigger: remember the button to give focus back to it.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus();
            }
          }}
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-white shadow-xl"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close className={buttonStyles.icon} aria-label="Close">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-4 py-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The message of the error at `path`, or of the first error inside it (a list's entry, an object's field). */
export function errorAt(errors: unknown, path: string): string | undefined {
  const first = (node: unknown): string | undefined => {
    if (!node || typeof node !== 'object') return undefined;
    if ('message' in node && typeof node.message === 'string' && node.message) return node.message;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'ref' || key === 'type') continue;
      const found = first(value);
      if (found) return found;
    }
    return undefined;
  };
  return first(path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), errors));
}
