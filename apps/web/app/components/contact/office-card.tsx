import { hoursText } from '@firm/contract';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { SoftBreaks } from '~/components/soft-breaks';
import { fullAddress, telHref, useSiteDetails } from '~/lib/site';

/**
 * The office card of the contact page: the office's address, the phone numbers, the e-mails, the hours.
 * Its landmark has a name of its own: its heading, the firm's name, already names the footer's about part (QUALITY-3).
 */
export function OfficeCard() {
  const site = useSiteDetails();
  return (
    <section aria-label="Office information" className="rounded-lg bg-navy-800 p-6 text-white shadow-lg">
      <h2 className="text-xl font-bold">{site.name}</h2>
      <ul className="mt-5 space-y-5">
        <li className="flex gap-3">
          <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-400" />
          <div>
            <h3 className="font-semibold">{site.address.label}</h3>
            <address className="not-italic">{fullAddress(site)}</address>
          </div>
        </li>
        <li className="flex gap-3">
          <Phone aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-400" />
          <div>
            <h3 className="font-semibold">Phone</h3>
            {site.phones.map((phone) => (
              <a key={phone} href={telHref(phone)} className="block underline-offset-2 hover:underline">
                {phone}
              </a>
            ))}
          </div>
        </li>
        <li className="flex gap-3">
          <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-400" />
          <div className="min-w-0">
            <h3 className="font-semibold">Email</h3>
            {site.emails.map((email) => (
              <a key={email} href={`mailto:${email}`} className="block underline-offset-2 hover:underline">
                <SoftBreaks text={email} after="@" />
              </a>
            ))}
          </div>
        </li>
        <li className="flex gap-3">
          <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-400" />
          <div>
            <h3 className="font-semibold">Office Hours</h3>
            <p>{hoursText(site)}</p>
          </div>
        </li>
      </ul>
    </section>
  );
}
