import { ArrowUp } from 'lucide-react';
import { useScrolledPast } from './use-scrolled-past';

const SHOW_AFTER_PX = 300;

/** Appears once the page is scrolled down; takes the visitor back to the top. At the bottom right (floating-buttons.tsx). */
export function ScrollToTop() {
  const visible = useScrolledPast(SHOW_AFTER_PX);
  if (!visible) return null;
  const toTop = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  };
  return (
    <button
      type="button"
      onClick={toTop}
      aria-label="Scroll to top"
      data-floating
      className="pointer-events-auto inline-flex h-11 w-11 items-center justify-center rounded-full bg-navy-700 text-white shadow-lg ring-2 ring-white hover:bg-navy-800"
    >
      <ArrowUp aria-hidden="true" />
    </button>
  );
}
