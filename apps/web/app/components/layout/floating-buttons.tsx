import { ChatButton } from './chat-button';
import { ScrollToTop } from './scroll-to-top';

/**
 * The chat and scroll-to-top buttons (FOOTER-2), where they cover nothing (LAYOUT-3, decision 062): in a bar of
 * their own along the bottom of the window, opaque, with the footer as much taller so the page's last line ends
 * above it.
 */
export function FloatingButtons() {
  return (
    <div
      data-floating-bar
      className="fixed inset-x-0 bottom-0 z-40 flex h-[var(--floating-bar-h)] items-center justify-between border-t border-navy-100 bg-white px-4 shadow-[0_-2px_8px_rgb(0_0_0/0.08)]"
    >
      <ChatButton />
      <ScrollToTop />
    </div>
  );
}
