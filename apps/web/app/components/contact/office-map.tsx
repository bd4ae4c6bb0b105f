import { ExternalLink, MapPin } from 'lucide-react';
import { fullAddress, mapEmbedUrl, mapLinkUrl, useSiteDetails } from '~/lib/site';

/**
 * The office on a map 450 px high (CONTACT-1). The embedded map is a third party's page that may not
 * load (offline, a consent or ad blocker): a card with the address and an 'Open in Google Maps' link
 * lies over it either way, and a drawn placeholder under it shows until it paints (decision 025).
 */
export function OfficeMap() {
  const site = useSiteDetails();
  return (
    <section aria-label="Map" className="relative h-[450px] overflow-hidden bg-navy-50">
      <div
        aria-hidden="true"
        className="absolute inset-0 flex items-center justify-center bg-[linear-gradient(var(--color-navy-100)_1px,transparent_1px),linear-gradient(90deg,var(--color-navy-100)_1px,transparent_1px)] bg-[size:48px_48px]"
      >
        <MapPin className="size-12 text-navy-700" strokeWidth={1.5} />
      </div>
      <iframe
        src={mapEmbedUrl(site)}
        title={`Map: ${site.name}, ${site.address.city}`}
        height={450}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className="absolute inset-0 block h-full w-full border-0"
      />
      <div className="absolute inset-x-3 top-3 rounded-lg bg-white p-4 text-sm text-ink shadow-lg sm:right-3 sm:left-auto sm:max-w-xs">
        <p className="font-semibold text-navy-900">{site.name}</p>
        <address className="mt-1 not-italic">{fullAddress(site)}</address>
        <a
          href={mapLinkUrl(site)}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-flex min-h-11 items-center gap-1.5 font-semibold text-navy-700 underline-offset-2 hover:underline"
        >
          Open in Google Maps
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}
