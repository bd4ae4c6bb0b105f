import { chatUrl, useSiteDetails } from '~/lib/site';

/**
 * The chat-inquiry button, at the bottom left in the floating bar (floating-buttons.tsx): WhatsApp in a new tab to
 * the firm's number (CONTACT-10), with the owner's text (FOOTER-2 on a fresh site).
 */
export function ChatButton() {
  const site = useSiteDetails();
  return (
    <a
      href={chatUrl(site)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp (opens in a new tab)"
      data-floating
      className="inline-flex h-11 items-center gap-2 rounded-full bg-[#1d7a46] pr-4 pl-3 font-semibold text-white shadow-md transition-transform hover:scale-105"
    >
      <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false" className="shrink-0">
        <path
          fill="currentColor"
          d="M17.5 14.4c-.3-.1-1.8-.9-2-1-.3-.1-.5-.1-.7.1-.2.3-.8 1-.9 1.2-.2.2-.3.2-.6.1-.3-.1-1.3-.5-2.4-1.5-.9-.8-1.5-1.8-1.7-2.1-.2-.3 0-.5.1-.6l.4-.5c.2-.2.2-.3.3-.5.1-.2 0-.4 0-.5l-.9-2.2c-.2-.6-.5-.5-.7-.5h-.6c-.2 0-.5.1-.8.4-.3.3-1 1-1 2.5s1.1 2.9 1.2 3.1c.1.2 2.1 3.2 5.1 4.5.7.3 1.3.5 1.7.6.7.2 1.4.2 1.9.1.6-.1 1.8-.7 2-1.4.2-.7.2-1.3.2-1.4-.1-.2-.3-.3-.6-.4ZM12 21.8c-1.8 0-3.5-.5-5-1.4l-.4-.2-3.7 1 1-3.6-.2-.4A9.8 9.8 0 1 1 12 21.8ZM20.5 3.5A11.8 11.8 0 0 0 1.8 17.7L.1 24l6.4-1.7A11.8 11.8 0 0 0 24 12c0-3.2-1.2-6.2-3.5-8.5Z"
        />
      </svg>
      <span className="whitespace-nowrap">Chat with us</span>
    </a>
  );
}
