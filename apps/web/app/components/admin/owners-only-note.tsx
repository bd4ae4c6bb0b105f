/** Why an editor cannot change what it stands beside (AUTH-9, decision 087): the fields read-only, the actions absent. */
import { Lock } from 'lucide-react';

/** `id`: the read-only fields it explains are described by it. */
export function OwnersOnlyNote({ id, children }: { id?: string; children: string }) {
  return (
    <p id={id} className="flex items-start gap-2 text-sm text-slate-700">
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}
