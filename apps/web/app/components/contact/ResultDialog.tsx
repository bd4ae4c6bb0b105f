import { MESSAGES } from '@firm/contract';
import { Dialog } from 'radix-ui';

export type ContactResult = 'success' | 'error';

const TEXT: Record<ContactResult, { title: string; body: string }> = {
  success: { title: MESSAGES.contactSuccessTitle, body: MESSAGES.contactSuccess },
  error: { title: MESSAGES.contactFailureTitle, body: MESSAGES.contactFailure },
};

/** The dialog after a contact submission: 'Thank You' or 'Error', with a Close button. */
export function ResultDialog({ result, onClose }: { result: ContactResult | null; onClose(): void }) {
  const text = result ? TEXT[result] : null;
  return (
    <Dialog.Root open={text !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 text-slate-900 shadow-xl">
          {text && (
            <>
              <Dialog.Title className={`text-xl font-bold ${result === 'error' ? 'text-red-800' : 'text-green-800'}`}>{text.title}</Dialog.Title>
              <Dialog.Description className="mt-3">{text.body}</Dialog.Description>
              <div className="mt-6 flex justify-end">
                <Dialog.Close className="rounded-md bg-navy-800 px-5 py-2 font-semibold text-white hover:bg-navy-900">
                  Close
                </Dialog.Close>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
