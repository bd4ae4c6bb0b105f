import { hoursText, type MenuLink } from '@firm/contract';
import { ChevronDown, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RichText } from '~/components/rich-text';
import { SoftBreaks } from '~/components/soft-breaks';
import { Container } from '~/components/ui/container';
import { quickLinks } from '~/lib/nav';
import { useMediaQuery } from '~/lib/use-media-query';
import { fullAddress, serviceLink, startYear, telHref, usePublicLayoutData } from '~/lib/site';

/**
 * The public footer: about text, Quick Links, Our Services, the firm's start and the copyright line.
 * `children` come last: the floating buttons, fixed on the screen, but inside this landmark (QUALITY-3). The
 * footer leaves room below its last line, so at a page's end that line is above them (LAYOUT-3).
 */
export function Footer({ children }: { children?: ReactNode }) {
  const { site, services, links } = usePublicLayoutData();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-navy-950 pb-[var(--floating-room)] text-navy-100">
      {/* On a phone the folded lists follow one another as one list of headings (Folded). */}
      <Container className="grid py-6 sm:grid-cols-2 sm:gap-10 sm:py-12 lg:grid-cols-4">
        <section aria-labelledby="footer-about" className="pb-3 sm:pb-0">
          <h2 id="footer-about" className="mb-2 text-lg font-bold text-white sm:mb-4">
            {site.name}
          </h2>
          <RichText html={site.about} className="text-sm leading-relaxed" />
          <p className="mt-2 text-sm font-semibold text-accent-400 sm:mt-4">
            {/* Each claim whole on its line: never '50000+' apart from 'works'. */}
            <span className="whitespace-nowrap">Started in {startYear(site)}</span> ·{' '}
            <span className="whitespace-nowrap">{site.works} works</span>
          </p>
        </section>
        <FooterLinks id="footer-quick" heading="Quick Links" links={quickLinks(links)} />
        <FooterLinks
          id="footer-services"
          heading="Our Services"
          links={services.map((s) => ({ label: s.title, to: serviceLink(s._id) }))}
        />
        <section aria-labelledby="footer-contact">
          <Folded id="footer-contact" heading="Get in Touch">
            <address className="space-y-3 not-italic">
              <p className="flex gap-2">
                <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-accent-400" />
                {fullAddress(site)}
              </p>
              {site.phones.map((phone) => (
                <p key={phone} className="flex gap-2">
                  <Phone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-accent-400" />
                  <a href={telHref(phone)} className="hover:text-accent-400 hover:underline">
                    {phone}
                  </a>
                </p>
              ))}
              {site.emails.map((e) => (
                <p key={e} className="flex gap-2">
                  <Mail aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-accent-400" />
                  <a href={`mailto:${e}`} className="min-w-0 hover:text-accent-400 hover:underline">
                    <SoftBreaks text={e} after="@" />
                  </a>
                </p>
              ))}
              <p>{hoursText(site)}</p>
            </address>
          </Folded>
        </section>
      </Container>
      <div className="border-t border-navy-800">
        <Container className="py-4 text-center text-sm sm:py-5">
          <p>
            © {year}{' '}
            <a href={site.firmUrl} className="font-semibold text-white hover:text-accent-400 hover:underline">
              {site.name}
            </a>
            . All rights reserved.
          </p>
        </Container>
      </div>
      {children}
    </footer>
  );
}

/** From 600 px the footer's lists are open, whatever their <details> say (Folded). */
const LISTS_OPEN_QUERY = '(min-width: 600px)';

/**
 * A list of the footer under its heading. On a phone it is folded behind the heading (a native <details>, so
 * it opens without JavaScript and says whether it is open): the footer then fits in one screen. From 600 px it
 * is shown open by CSS, and once the page runs, marked open and kept so.
 */
function Folded({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  const wide = useMediaQuery(LISTS_OPEN_QUERY, false);
  return (
    <details open={wide} className="group sm:details-content:[content-visibility:visible]">
      <summary
        onClick={(event) => {
          if (wide) event.preventDefault();
        }}
        className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 border-b border-navy-800 sm:mb-4 sm:min-h-0 sm:cursor-default sm:border-0 [&::-webkit-details-marker]:hidden"
      >
        <h2 id={id} className="text-lg font-bold text-white">
          {heading}
        </h2>
        <ChevronDown
          aria-hidden="true"
          className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none sm:hidden"
        />
      </summary>
      <div className="py-3 text-sm sm:py-0">{children}</div>
    </details>
  );
}

/** A column of the footer's links under its heading, a navigation landmark named by it. */
function FooterLinks({ id, heading, links }: { id: string; heading: string; links: readonly MenuLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <Folded id={id} heading={heading}>
        <ul className="space-y-2">
          {links.map((l) => (
            <li key={l.to}>
              <Link to={l.to} className="hover:text-accent-400 hover:underline">
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </Folded>
    </nav>
  );
}
