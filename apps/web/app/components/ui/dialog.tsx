/**
 * The site's one dialog (Radix: focus trapped inside, Escape and the close button close it, named by
 * its title), in four shapes: `modal` (centred, titled box that scrolls inside: the admin's forms,
 * ADMIN-3), `drawer` (full height from the right: the phone menu, NAV-4), `media` (the whole
 * screen dark behind a picture: the gallery) and `confirm` (a short question over the page, the
 * "Discard changes?" of a form with changes). (docs/decisions/026-one-ui-kit-one-dialog.md)
 */
import { createContext, useContext, useMemo, useRef, useState, type KeyboardEventHandler, type ReactNode } from 'react';
import { Dialog as Radix } from 'radix-ui';
import { X } from 'lucide-react';
import { clsx } from 'clsx';
import { buttonClass } from './button';

export type DialogVariant = 'modal' | 'drawer' | 'media' | 'confirm';

// A confirmation opens over another dialog: its layers stand above the others'.
const OVERLAY: Record<DialogVariant, string> = {
  modal: 'z-[60] bg-navy-950/60',
  drawer: 'z-[60] bg-navy-950/60',
  media: 'z-[60] bg-black/85',
  confirm: 'z-[80] bg-navy-950/60',
};

/*
 * Every dialog lies in the screen below the admin's notices (--notices-room, components/admin/notices-room.ts; 0 on
 * the public pages and with no notice): centred in what is left, or starting under them.
 */
const CONTENT: Record<DialogVariant, string> = {
  modal:
    'z-[70] left-1/2 top-[calc(50%+var(--notices-room,0px)/2)] flex max-h-[calc(100dvh-2rem-var(--notices-room,0px))] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-white text-ink shadow-xl',
  drawer: 'z-[70] top-[var(--notices-room,0px)] bottom-0 right-0 flex w-[85vw] max-w-sm flex-col bg-white shadow-2xl focus:outline-none',
  media: 'z-[70] inset-x-0 top-[var(--notices-room,0px)] bottom-0 flex items-center justify-center p-4 sm:p-12',
  confirm:
    'z-[90] left-1/2 top-[calc(50%+var(--notices-room,0px)/2)] max-h-[calc(100dvh-2rem-var(--notices-room,0px))] w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-4 text-ink shadow-xl',
};

/** The round light button over a dark picture (the media dialog's close and its neighbours). */
export const onMediaButton =
  'inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white';

const CLOSE: Record<Exclude<DialogVariant, 'confirm'>, string> = {
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

/**
 * What a form inside a dialog tells it: whether it has changes, which the dialog asks about before it
 * closes. The title names the form, e.g. where its text is kept when the admin's session ends.
 */
interface DialogForm {
  title: string;
  setDirty: (dirty: boolean) => void;
}

const DialogFormContext = createContext<DialogForm | null>(null);

/** The dialog around a form, or null outside any. */
export const useDialogForm = () => useContext(DialogFormContext);

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
  // Read when the dialog is asked to close, not rendered: a key pressed just after typing finds it set.
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const backdrop = useRef<HTMLDivElement>(null);
  const form = useMemo(() => ({ title, setDirty: (changed: boolean) => void (dirty.current = changed) }), [title]);
  // Escape, the backdrop and the close button all come here: a form with changes asks first.
  const change = (next: boolean) => (!next && dirty.current ? setAsking(true) : onOpenChange(next));
  const close = variant !== 'confirm' && (
    <Radix.Close className={CLOSE[variant]} aria-label={closeLabel}>
      <X aria-hidden="true" className="size-6" />
    </Radix.Close>
  );
  const titleClass = variant === 'modal' || variant === 'confirm' ? 'text-lg font-semibold text-navy-900' : 'sr-only';
  const sayDescription = description && <Radix.Description className="sr-only">{description}</Radix.Description>;
  return (
    <Radix.Root open={open} onOpenChange={change}>
      <Radix.Portal>
        {/*
          A click beside the box leaves the focus where it was: in the form, when a question comes of it. The backdrop
          takes that click itself, from the moment it shows: Radix listens for it only a task or two after a layer comes
          on top (so the press that opened it cannot close it), and a quick press, or one on a busy page, fell between.
          A right or Ctrl click leaves it open, as in Radix. A finger is left to Radix, which waits for the tap's click, so
          a swipe that starts on the backdrop does not close the dialog.
        */}
        <Radix.Overlay
          ref={backdrop}
          className={clsx('fixed inset-0', OVERLAY[variant])}
          onMouseDown={(event) => event.preventDefault()}
          onPointerDown={(event) => event.pointerType !== 'touch' && event.button === 0 && !event.ctrlKey && change(false)}
        />
        <Radix.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          // Radix's role="dialog" otherwise: a question that interrupts is an alert dialog.
          {...(variant === 'confirm' ? { role: 'alertdialog' } : {})}
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
          // The backdrop's press is handled above; Radix's own, when it comes, would ask or close a second time.
          onPointerDownOutside={(event) => {
            const onBackdrop = event.target instanceof Node && backdrop.current?.contains(event.target);
            if (onBackdrop && event.detail.originalEvent.pointerType !== 'touch') event.preventDefault();
          }}
          onKeyDown={onKeyDown}
          className={clsx('fixed', CONTENT[variant])}
        >
          {variant === 'confirm' ? (
            <>
              <Radix.Title className={titleClass}>{title}</Radix.Title>
              {description && <Radix.Description className="mt-2 text-slate-700">{description}</Radix.Description>}
              {children}
            </>
          ) : variant === 'modal' ? (
            <>
              {sayDescription}
              <div className="flex items-center justify-between gap-2 border-b border-navy-100 px-4 py-3">
                <Radix.Title className={titleClass}>{title}</Radix.Title>
                {close}
              </div>
              <div className="overflow-y-auto px-4 py-4">
                <DialogFormContext value={form}>{children}</DialogFormContext>
              </div>
              <DiscardChanges
                open={asking}
                onKeep={() => setAsking(false)}
                onDiscard={() => {
                  setAsking(false);
                  onOpenChange(false);
                }}
              />
            </>
          ) : variant === 'drawer' ? (
            <>
              {sayDescription}
              <div className="flex items-center justify-between border-b border-navy-100 p-3">
                {header}
                {close}
              </div>
              <Radix.Title className={titleClass}>{title}</Radix.Title>
              {children}
            </>
          ) : (
            <>
              {sayDescription}
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

/**
 * The question a form with changes asks before it is left (its dialog closing, a link, a tab, Back,
 * Logout). Keeping is the default: it has the focus, and Escape or a click beside the box keeps too.
 */
export function DiscardChanges({ open, onKeep, onDiscard }: { open: boolean; onKeep: () => void; onDiscard: () => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(open) => !open && onKeep()}
      variant="confirm"
      title="Discard changes?"
      description="What you typed in this form will be lost."
      // Radix listens for Escape only in the layer it last rendered as the top one; a key pressed in the
      // moment after this question opens reaches the form's dialog instead. Keeping is harmless twice.
      onKeyDown={(event) => event.key === 'Escape' && onKeep()}
    >
      {/* Keep editing first: Radix focuses the first button. */}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonClass('outline', '', 'sm')} onClick={onKeep}>
          Keep editing
        </button>
        <button type="button" className={buttonClass('danger', '', 'sm')} onClick={onDiscard}>
          Discard
        </button>
      </div>
    </Dialog>
  );
}
