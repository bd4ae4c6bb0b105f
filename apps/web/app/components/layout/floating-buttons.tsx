import { CallLink, WhatsAppLink } from './contact-links';
import { ScrollToTop } from './scroll-to-top';

/** A floating button: a pill with a shadow, 44 px high, that the page shows through around (decision 095). */
const pill =
  'pointer-events-auto inline-flex h-11 items-center gap-2 rounded-full pr-4 pl-3 font-semibold text-white shadow-lg ring-2 ring-white';

/**
 * WhatsApp (FOOTER-2: at the bottom left), Call beside it (below 900 px: from there the top bar shows the number)
 * and scroll-to-top, floating in the window's bottom corners with no band behind them (LAYOUT-3, decision 095). The
 * page passes under them as under the top bar; the footer's padding (--floating-room) lets a page's last line end
 * above them, and the scroll padding stops a control brought into view by focus above them. Their holders let taps
 * through between the buttons.
 */
export function FloatingButtons() {
  return (
    <>
      <div className="pointer-events-none fixed bottom-3 left-3 z-40 flex gap-2">
        <WhatsAppLink floating className={`${pill} bg-[#1d7a46] hover:bg-[#17653a]`} />
        <CallLink floating className={`${pill} bg-navy-700 hover:bg-navy-800 md:hidden`}>
          <span>Call</span>
        </CallLink>
      </div>
      <div className="pointer-events-none fixed right-3 bottom-3 z-40">
        <ScrollToTop />
      </div>
    </>
  );
}
