import type { SiteUnavailable as Details } from '@firm/contract';
import { MessageCircle, Phone } from 'lucide-react';
import { useLocation } from 'react-router';
import { Container } from '~/components/ui/container';
import { buttonClass } from '~/components/ui/button';
import { telHref, whatsappUrl } from '~/lib/site';
import { Logo } from './logo';

/**
 * The page a visitor gets while the site's database cannot answer and the page asked for was not
 * rendered before (apps/server/src/pages/routes.ts serves those it has): the public pages' top bar,
 * banner and footer in their colours, without the menus, whose pages could not be shown, and with
 * the firm's phone and WhatsApp as last read, which work without the site.
 */
export function SiteUnavailable({ details }: { details: Details }) {
  const { pathname, search } = useLocation();
  const { name, phones = [], whatsapp, chatText = '', logo } = details;
  const year = new Date().getFullYear();
  return (
    <>
      <title>{name ? `${name}: back in a few minutes` : 'Back in a few minutes'}</title>
      <meta name="robots" content="noindex" />
      {/* The top bar's row, without its contact strip. */}
      <header className="h-20 bg-white shadow-sm">
        <Container wide className="flex h-full items-center">
          {logo && name ? (
            <Logo name={name} mark={logo} className="h-12" />
          ) : (
            <span className="text-xl font-bold text-navy-900">{name ?? 'Back in a few minutes'}</span>
          )}
        </Container>
      </header>
      <main id="main" className="min-h-[60vh]">
        <section className="flex h-[250px] items-center justify-center bg-navy-900 px-4 text-center text-white">
          <h1 className="text-3xl leading-tight font-bold tracking-wide uppercase">Back in a few minutes</h1>
        </section>
        <Container className="py-12 text-center">
          <div className="mx-auto max-w-2xl">
            <p className="text-lg">The site is being looked after. Please try again in a few minutes.</p>
            {phones.length > 0 || whatsapp ? <p className="mt-4">{name ? `To reach ${name} now:` : 'To reach us now:'}</p> : null}
            <ul className="mt-4 flex flex-wrap justify-center gap-3">
              {phones.map((phone) => (
                <li key={phone}>
                  <a href={telHref(phone)} className={buttonClass('outline')}>
                    <Phone aria-hidden="true" className="h-4 w-4" />
                    Call {phone}
                  </a>
                </li>
              ))}
              {whatsapp ? (
                <li>
                  <a
                    href={whatsappUrl({ whatsapp, chatText })}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonClass('outline')}
                  >
                    <MessageCircle aria-hidden="true" className="h-4 w-4" />
                    WhatsApp<span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ) : null}
            </ul>
            <p className="mt-8">
              <a href={`${pathname}${search}`} className={buttonClass('solid')}>
                Try again
              </a>
            </p>
          </div>
        </Container>
      </main>
      <footer className="bg-navy-950 text-navy-100">
        <Container className="py-5 text-center text-sm">
          <p>
            © {year}
            {name ? ` ${name}` : ''}. All rights reserved.
          </p>
        </Container>
      </footer>
    </>
  );
}
