/**
 * The tooltip of an admin control named by its `aria-label` (ADMIN-8): the same name, shown to the pointer and to the
 * keyboard's focus (focus-visible) alike, where the browser's `title` shows to the pointer only (decision 065).
 * Escape closes it. Admin only: the public pages do not load Radix's tooltip.
 */
import type { ReactElement } from 'react';
import { Tooltip } from 'radix-ui';

export function Tip({ text, children }: { text: string; children: ReactElement }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger
        asChild
        // The keyboard's focus, not the focus given back to the button that opened a dialog clicked with the pointer.
        onFocus={(event) => {
          if (!event.currentTarget.matches(':focus-visible')) event.preventDefault();
        }}
      >
        {children}
      </Tooltip.Trigger>
      {/* Not in a portal: beside its control, inside the page's landmarks (axe's region rule). */}
      <Tooltip.Content
        side="top"
        sideOffset={4}
        collisionPadding={8}
        className="z-[100] max-w-[min(20rem,calc(100vw-1rem))] rounded-md bg-navy-900 px-2.5 py-1.5 text-sm text-white shadow-lg"
      >
        {text}
        <Tooltip.Arrow className="fill-navy-900" />
      </Tooltip.Content>
    </Tooltip.Root>
  );
}
