/** Labelled form fields with their help and error texts, as every form of the site shows them. */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useController, type Control, type FieldValues, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import type { FieldKind } from '@firm/contract';
import { clsx } from 'clsx';
import { Eye, EyeOff } from 'lucide-react';
import { deferredComponent } from '~/lib/deferred-component';
import { inputBoxClass, inputClass, inputFrame } from './input-classes';

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
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

export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-900">
      {children}
    </label>
  );
}

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
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** An e-mail input (react-hook-form's `register(name)`) in a `Field` named Email. */
export function EmailField({
  id,
  autoComplete,
  error,
  registration,
}: {
  id: string;
  /** `username` where it is the login's, so a password manager fills it; `off` for someone else's address. */
  autoComplete: 'username' | 'off';
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <Field id={id} label="Email" error={error}>
      <input type="email" autoComplete={autoComplete} className={inputClass} {...fieldAria(id, error)} {...registration} />
    </Field>
  );
}

/** The kinds of `TextField`: a rich text is `RichTextField`'s. */
export type TextKind = Exclude<FieldKind, 'picture' | 'file' | 'richText'> | 'number';

interface TextFieldProps {
  id: string;
  label: string;
  kind: TextKind;
  registration: UseFormRegisterReturn;
  help?: string;
  error?: string;
  options?: readonly { value: string; label: string }[];
  /** The id of a text saying why the field cannot be changed: the field is read-only and described by it. */
  readOnlyBecause?: string;
}

const ROWS: Partial<Record<TextKind, number>> = { textarea: 4, lines: 3 };
const INPUT_TYPES: Partial<Record<TextKind, string>> = { url: 'url', email: 'email', tel: 'tel', date: 'date' };

/** One labelled field of any kind but a picture or a file, with its help and its error under it. */
export function TextField({ id, label, kind, registration, help, error, options, readOnlyBecause }: TextFieldProps) {
  const described = [readOnlyBecause, help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ');
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
    className: inputClass,
    ...registration,
    ...(readOnlyBecause ? { readOnly: true } : {}),
  };
  const rows = ROWS[kind];
  if (kind === 'yesNo') {
    // A tick box with its label beside it; react-hook-form gives its value as true or false.
    return (
      <div>
        <div className="flex items-center gap-2">
          <input type="checkbox" {...common} className="size-5 accent-navy-700" />
          <FieldLabel htmlFor={id}>{label}</FieldLabel>
        </div>
        <FieldHelp id={`${id}-help`} text={help} />
        <FieldError id={`${id}-error`} message={error} />
      </div>
    );
  }
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
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
        <textarea rows={rows} {...common} className={clsx(inputClass, 'field-sizing-content min-h-20 read-only:bg-slate-100')} />
      ) : (
        <input
          type={INPUT_TYPES[kind] ?? 'text'}
          inputMode={kind === 'number' ? 'decimal' : undefined}
          {...common}
          className={clsx(inputClass, 'read-only:bg-slate-100')}
        />
      )}
      <FieldHelp id={`${id}-help`} text={help} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The editor's code (Tiptap), its own chunk: only a form with a rich text fetches it. */
const useRichTextEditor = deferredComponent(() => import('./rich-text-editor').then((m) => m.RichTextEditor));

interface RichTextFieldProps {
  id: string;
  label: string;
  /** The form's field: its value is the rich text's HTML ('' when empty). */
  name: string;
  control: Control<FieldValues>;
  help?: string;
  error?: string;
}

/**
 * A rich text (TEXT-3): its label names the editable area (a label element names only inputs),
 * the toolbar above it, its help and error under it and tied to it. Until the editor's code has
 * come, a box says it is loading.
 */
export function RichTextField({ id, label, name, control, help, error }: RichTextFieldProps) {
  const { field } = useController({ name, control });
  const { Component: Editor } = useRichTextEditor();
  const labelId = `${id}-label`;
  const described = [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div>
      <div id={labelId} className="block text-sm font-medium text-slate-900">
        {label}
      </div>
      {Editor ? (
        <Editor
          id={id}
          labelId={labelId}
          label={label}
          describedBy={described || undefined}
          invalid={Boolean(error)}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          focusRef={field.ref}
        />
      ) : (
        <div className={clsx(inputBoxClass, 'min-h-40 text-slate-700')} role="status">
          Loading the editor…
        </div>
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

/**
 * A password input (react-hook-form's `register(name)`) in a `Field`, with a Show password button at its
 * end: typing a long pass phrase on a phone is easier when it can be read back. The button is named after
 * the field ("Show new password"), so a form with three of them says which; it never submits. A click
 * leaves the focus and the caret in the input; submitting the form hides the password again, so a
 * browser's password manager sees a password field and nobody reads it over a shoulder afterwards.
 */
export function PasswordField({ id, label, autoComplete, error, registration }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);
  const caret = useRef<[number | null, number | null] | null>(null);
  const what = label.charAt(0).toLowerCase() + label.slice(1);

  // Some browsers move the caret when an input's type changes: put it back where it was.
  useLayoutEffect(() => {
    const el = input.current;
    if (el && caret.current && document.activeElement === el) el.setSelectionRange(...caret.current);
    caret.current = null;
  }, [shown]);

  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    const hide = () => setShown(false);
    form.addEventListener('submit', hide);
    return () => form.removeEventListener('submit', hide);
  }, []);

  const toggle = () => {
    const el = input.current;
    if (el && document.activeElement === el) caret.current = [el.selectionStart, el.selectionEnd];
    setShown((s) => !s);
  };

  return (
    <Field id={id} label={label} error={error}>
      <div className="relative mt-1">
        <input
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          // Shown as text, it must not be corrected, capitalised or sent to a spelling service.
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className={`${inputFrame} pr-12 pl-3 text-slate-900`}
          {...fieldAria(id, error)}
          {...registration}
          ref={(el) => {
            input.current = el;
            registration.ref(el);
          }}
        />
        {/*
          A 44 px square over the input's right padding (pr-12), a pixel over its border above and below:
          no background of its own, which would cover that border, so hovering darkens the eye instead.
        */}
        <button
          type="button"
          className="absolute top-1/2 right-0 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-md text-navy-600 hover:text-navy-950"
          aria-label={`${shown ? 'Hide' : 'Show'} ${what}`}
          aria-controls={id}
          onMouseDown={(e) => e.preventDefault()}
          onClick={toggle}
        >
          {shown ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
        </button>
      </div>
    </Field>
  );
}

interface NewPasswordPart {
  registration: UseFormRegisterReturn;
  error?: string;
}

/** A new password and the same again, in every form that sets one (the Account tab, a reset link, an invitation). */
export function NewPasswordFields({
  id,
  label = 'New password',
  password,
  confirm,
}: {
  id: string;
  label?: string;
  password: NewPasswordPart;
  confirm: NewPasswordPart;
}) {
  return (
    <>
      <PasswordField id={`${id}-password`} label={label} autoComplete="new-password" {...password} />
      <PasswordField id={`${id}-confirm`} label={`${label} again`} autoComplete="new-password" {...confirm} />
    </>
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
  return first(
    path
      .split('.')
      .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), errors),
  );
}

/** A form's field of any kind a `TextField` or a `RichTextField` shows, with its error read from the form. */
export function FormField({
  id,
  field,
  form,
  readOnlyBecause,
}: {
  id: string;
  field: { name: string; label: string; kind: TextKind | 'richText'; help?: string; options?: readonly { value: string; label: string }[] };
  form: Pick<UseFormReturn<FieldValues>, 'control' | 'register' | 'formState'>;
  /** TextField's: a rich text is never read-only. */
  readOnlyBecause?: string;
}) {
  const error = errorAt(form.formState.errors, field.name);
  return field.kind === 'richText' ? (
    <RichTextField id={id} label={field.label} name={field.name} control={form.control} help={field.help} error={error} />
  ) : (
    <TextField
      id={id}
      label={field.label}
      kind={field.kind}
      help={field.help}
      options={field.options}
      error={error}
      registration={form.register(field.name)}
      readOnlyBecause={readOnlyBecause}
    />
  );
}
