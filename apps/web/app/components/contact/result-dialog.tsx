import { MESSAGES, answerText, type ContactOutcome } from '@firm/contract';
import { useId, useLayoutEffect, useRef } from 'react';
import { buttonClass } from '~/components/ui/button';
import { chatUrl, telHref, useSiteDetails } from '~/lib/site';

/** The outcomes a dialog answers (field problems show under the fields instead). */
export type ContactResult = Exclude<ContactOutcome, { result: 'invalid' }>;

function textOf(outcome: ContactResult): { title: string; body: string; failed: boolean } {
  if (outcome.result === 'sent') return { title: MESSAGES.contactSuccessTitle, body: MESSAGES.contactSuccess, failed: false };
  // Too many messages says when to try again; the server or the network down is CONTACT-5's error text.
  return {
    title: MESSAGES.contactFailureTitle,
    body: outcome.result === 'limited' ? outcome.message : MESSAGES.contactFailure,
    failed: true,
  };
}

/**
 * The dialog after a contact submission: 'Thank You' or 'Error', with a Close button. A native
 * <dialog> so it works in the HTML the server sends after a POST without JavaScript: open, its
 * Close button focused, closed by `method="dialog"`. Once the page's script runs it becomes modal
 * (focus kept inside, Escape closes it), the behaviour of components/ui/dialog (docs/decisions/026).
 */
export function ResultDialog({ outcome, onClose }: { outcome: ContactResult; onClose(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const { title, body, failed } = textOf(outcome);
  const site = useSiteDetails();
  const phone = site.phones[0];
  // Not stored (the server or its database down): say that nothing is lost, and the other way to reach the firm.
  const kept = outcome.result === 'failed';
  // Sent: when the firm answers, by its hours and when the message came in, and WhatsApp for sooner (CONTACT-5).
  const sent = outcome.result === 'sent' ? outcome : null;
  const more = kept ? `${id}-kept` : sent ? `${id}-answer` : null;

  // Before the browser paints or takes a key: Escape must already find a modal dialog.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.matches(':modal')) return;
    if (dialog.open) dialog.close();
    dialog.showModal();
  }, []);

  return (
    <dialog
      ref={ref}
      open
      aria-labelledby={`${id}-title`}
      aria-describedby={more ? `${id}-body ${more}` : `${id}-body`}
      // The close() above fires a close event after showModal() has opened it again: only a real close counts.
      onClose={() => ref.current?.open || onClose()}
      className="fixed inset-0 z-50 m-auto h-fit w-[min(92vw,28rem)] rounded-lg bg-white p-6 text-slate-900 shadow-xl backdrop:bg-black/50"
    >
      <h2 id={`${id}-title`} className={`text-xl font-bold ${failed ? 'text-red-800' : 'text-green-800'}`}>
        {title}
      </h2>
      <p id={`${id}-body`} className="mt-3">
        {body}
      </p>
      {kept ? (
        <p id={`${id}-kept`} className="mt-2">
          What you wrote is still in the form: send it again in a few minutes
          {phone ? (
            <>
              , or call us on{' '}
              <a href={telHref(phone)} className="font-semibold whitespace-nowrap text-navy-700 underline">
                {phone}
              </a>
            </>
          ) : null}
          .
        </p>
      ) : null}
      {sent ? (
        <>
          <p id={`${id}-answer`} className="mt-2">
            {answerText(site, sent.at)}
          </p>
          <p className="mt-2">
            Need an answer sooner?{' '}
            <a href={chatUrl(site)} target="_blank" rel="noopener noreferrer" className="font-semibold text-navy-700 underline">
              Chat with us on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        </>
      ) : null}
      <form method="dialog" className="mt-6 flex justify-end">
        <button autoFocus className={buttonClass('solid')}>
          Close
        </button>
      </form>
    </dialog>
  );
}
