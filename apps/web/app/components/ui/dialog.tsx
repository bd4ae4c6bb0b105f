/**
 * The site's one dialog (Radix: focus trapped inside, Escape and the close button close it, named by
 * its title), in three shapes: `modal` (centred, titled box that scrolls inside: the admin's forms,
 * ADMIN-3), `drawer` (full height from the right: the phone menu, NAV-4) and `media` (the whole
 * screen dark behind a picture: the gallery). (docs/decisions/026-one-ui-kit-one-dialog.md)
 */
import { useRef, type KeyboardEventHandler, type ReactNode } from 'react';
import { Dialog as Radix } from 'radix-ui';
import { X } from 'lucide-react';
import { clsx } from 'clsx';
import { buttonClass } from './button';

export type DialogVariant = 'modal' | 'drawer' | 'media';

const OVERLAY: Record<DialogVariant, string> = {
  modal: 'bg-navy-950/60',
  drawer: 'bg-navy-950/60',
  media: 'bg-black/85',
};

const CONTENT: Record<DialogVariant, string> = {
  modal:
    'left-1/2 top-1/2 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-white text-ink shadow-xl',
  drawer: 'inset-y-0 right-0 flex w-[85vw] max-w-sm flex-col bg-white shadow-2xl focus:outline-none',
  media: 'inset-0 flex items-center justify-center p-4 sm:p-12',
};

/** The round light button over a dark picture (the media dialog's close and its neighbours). */
export const onMediaButton =
  'inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white';

const CLOSE: Record<DialogVariant, string> = {
  modal: buttonClass('quiet', 'text-slate-700', 'icon'),
  drawer: buttonClass('quiet', 'text-ink', 'iconLg'),
  media: clsx(onMediaButton, 'absolute top-3 right-3'),
};

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Its name: a heading in a modal, read by screen readers only in a drawer or a media dialog. */
  title: string;
  description?: string;
  variant?: DialogVariant;
  closeLabel?: string;
  /** A drawer's top row, beside the close button (the logo). */
  header?: ReactNode;
  /** Where focus goes when it closes; by default back to what had it when the dialog opened. */
  onClosed?: () => void;
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
  children: ReactNode;
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  variant = 'modal',
  closeLabel = 'Close',
  header,
  onClosed,
  onKeyDown,
  children,
}: DialogProps) {
  // Our dialogs open from buttons, not Radix.Trigger: remember the button to give focus back to it.
  const opener = useRef<HTMLElement | null>(null);
  const close = (
    <Radix.Close className={CLOSE[variant]} aria-label={closeLabel}>
      <X aria-hidden="true" className="size-6" />
    </Radix.Close>
  );
  const titleClass = variant === 'modal' ? 'text-lg font-semibold text-navy-900' : 'sr-only';
  return (
    <Radix.Root open={open} onOpenChange={onOpenChange}>
      <Radix.Portal>
        <Radix.Overlay className={clsx('fixed inset-0 z-[60]', OVERLAY[variant])} />
        <Radix.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (onClosed) {
              event.preventDefault();
              onClosed();
            } else if (opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus();
            }
          }}
          onKeyDown={onKeyDown}
          className={clsx('fixed z-[70]', CONTENT[variant])}
        >
          {description && <Radix.Description className="sr-only">{description}</Radix.Description>}
          {variant === 'modal' ? (
            <>
              <div className="flex items-center justify-between gap-2 border-b border-navy-100 px-4 py-3">
                <Radix.Title className={titleClass}>{title}</Radix.Title>
                {close}
              </div>
              <div className="overflow-y-auto px-4 py-4">{children}</div>
            </>
          ) : variant === 'drawer' ? (
            <>
              <div className="flex items-center justify-between border-b border-navy-100 p-3">
                {header}
                {close}
              </div>
              <Radix.Title className={titleClass}>{title}</Radix.Title>
              {children}
            </>
          ) : (
            <>
              <Radix.Title className={titleClass}>{title}</Radix.Title>
              {children}
              {close}
            </>
          )}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
