import { Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { chatUrl, telHref, useSiteDetails } from '~/lib/site';

/**
 * The two ways to reach the firm in one tap, on every public page: the floating buttons (floating-buttons.tsx), the
 * top bar's strip (top-bar.tsx) and the phone menu (mobile-drawer-panel.tsx) show them in their own styles. A tap on
 * either is counted as the Overview's Phone or WhatsApp tap by its link (lib/visits.ts).
 */

/**
 * A call to the owner's first phone, in the international form (+91...) wherever the visitor is; named "Call" and the
 * number as the owner wrote it, whatever it shows (`children`: the number, unless given).
 */
export function CallLink({ className, children, floating }: { className: string; children?: ReactNode; floating?: boolean }) {
  const phone = useSiteDetails().phones[0] ?? '';
  return (
    <a href={telHref(phone)} aria-label={`Call ${phone}`} data-floating={floating || undefined} className={className}>
      <Phone aria-hidden="true" className="h-4 w-4 shrink-0" />
      {children ?? <span className="whitespace-nowrap">{phone}</span>}
    </a>
  );
}

/** WhatsApp in a new tab to the firm's number (CONTACT-10), with the owner's text (FOOTER-2 on a fresh site). */
export function WhatsAppLink({ className, floating }: { className: string; floating?: boolean }) {
  const site = useSiteDetails();
  return (
    <a
      href={chatUrl(site)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp (opens in a new tab)"
      data-floating={floating || undefined}
      className={className}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" className="shrink-0">
        <path
          fill="currentColor"
          d="M17.5 14.4c-.3-.1-1.8-.9-2-1-.3-.1-.5-.1-.7.1-.2.3-.8 1-.9 1.2-.2.2-.3.2-.6.1-.3-.1-1.3-.5-2.4-1.5-.9-.8-1.5-1.8-1.7-2.1-.2-.3 0-.5.1-.6l.4-.5c.2-.2.2-.3.3-.5.1-.2 0-.4 0-.5l-.9-2.2c-.2-.6-.5-.5-.7-.5h-.6c-.2 0-.5.1-.8.4-.3.3-1 1-1 2.5s1.1 2.9 1.2 3.1c.1.2 2.1 3.2 5.1 4.5.7.3 1.3.5 1.7.6.7.2 1.4.2 1.9.1.6-.1 1.8-.7 2-1.4.2-.7.2-1.3.2-1.4-.1-.2-.3-.3-.6-.4ZM12 21.8c-1.8 0-3.5-.5-5-1.4l-.4-.2-3.7 1 1-3.6-.2-.4A9.8 9.8 0 1 1 12 21.8ZM20.5 3.5A11.8 11.8 0 0 0 1.8 17.7L.1 24l6.4-1.7A11.8 11.8 0 0 0 24 12c0-3.2-1.2-6.2-3.5-8.5Z"
        />
      </svg>
      <span className="whitespace-nowrap">WhatsApp</span>
    </a>
  );
}
