import { clsx } from 'clsx';
import { useRouteLoaderData } from 'react-router';
import { PUBLIC_LAYOUT, type PublicLayoutData, type PageSiteDetails } from '~/lib/site';

/**
 * The video channel's logo, opening the channel in a new tab; `channel` where no public page data is (the admin bar),
 * `small` in the top bar's strip.
 */
export function VideoChannelLink({
  className = '',
  channel,
  small = false,
}: {
  className?: string;
  channel?: PageSiteDetails['videoChannel'];
  small?: boolean;
}) {
  const fromSite = useRouteLoaderData<PublicLayoutData>(PUBLIC_LAYOUT)?.site.videoChannel;
  const videoChannel = channel ?? fromSite;
  if (!videoChannel) return null;
  return (
    <a
      href={videoChannel.url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Our ${videoChannel.name} channel (opens in a new tab)`}
      className={clsx(
        'inline-flex items-center justify-center rounded-full text-[#c4302b] hover:bg-navy-50',
        small ? 'h-7 w-7' : 'h-11 w-11',
        className,
      )}
    >
      <svg viewBox="0 0 24 24" width={small ? 22 : 30} height={small ? 22 : 30} aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M23.5 6.2a3 3 0 0 0-2.1-2.1C19.5 3.6 12 3.6 12 3.6s-7.5 0-9.4.5A3 3 0 0 0 .5 6.2 31 31 0 0 0 0 12a31 31 0 0 0 .5 5.8 3 3 0 0 0 2.1 2.1c1.9.5 9.4.5 9.4.5s7.5 0 9.4-.5a3 3 0 0 0 2.1-2.1A31 31 0 0 0 24 12a31 31 0 0 0-.5-5.8Z"
        />
        <path fill="#fff" d="M9.6 15.6 15.8 12 9.6 8.4z" />
      </svg>
    </a>
  );
}
