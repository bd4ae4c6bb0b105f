import { hoursText, type MenuLink } from '@firm/contract';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RichText } from '~/components/rich-text';
import { SoftBreaks } from '~/components/soft-breaks';
import { Container } from '~/components/ui/container';
import { quickLinks } from '~/lib/nav';
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
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="mb-4 text-lg font-bold text-white">
            {site.name}
          </h2>
          <RichText html={site.about} className="text-sm leading-relaxed" />
          <p className="mt-4 text-sm font-semibold text-accent-400">
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
          <h2 id="footer-contact" className="mb-4 text-lg font-bold text-white">
            Get in Touch
          </h2>
          <address className="space-y-3 text-sm not-italic">
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
        </section>
      </Container>
      <div className="border-t border-navy-800">
        <Container className="py-5 text-center text-sm">
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

/** A column of the footer's links under its heading, a navigation landmark named by it. */
function FooterLinks({ id, heading, links }: { id: string; heading: string; links: readonly MenuLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-lg font-bold text-white">
        {heading}
      </h2>
      <ul className="space-y-2 text-sm">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="hover:text-accent-400 hover:underline">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
