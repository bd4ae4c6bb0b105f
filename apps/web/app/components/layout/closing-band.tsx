import { Mail, MessageCircle, Phone } from 'lucide-react';
import { ButtonLink, buttonClass } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { chatUrl, telHref, useSiteDetails } from '~/lib/site';

/**
 * The end of every public page: the owner's closing words and the three ways to act on them, so a
 * visitor who read to the end need not scroll back up or search the footer for a number.
 */
export function ClosingBand() {
  const site = useSiteDetails();
  const phone = site.phones[0];
  return (
    <section aria-labelledby="closing-title" className="border-t border-navy-100 bg-navy-50 py-8 sm:py-10">
      <Container className="text-center">
        <h2 id="closing-title" className="text-2xl font-bold text-navy-900 sm:text-3xl">
          {site.closingTitle}
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-muted">{site.closingText}</p>
        {/*
          Each a thumb's target: stacked on the narrowest phones, Call and WhatsApp sharing a row over Send a message
          from 360 px (narrower, WhatsApp and its icon do not fit half the row), in one row from 600 px.
        */}
        <ul className="mx-auto mt-5 grid max-w-sm gap-3 min-[360px]:grid-cols-2 sm:flex sm:max-w-none sm:justify-center">
          {phone ? (
            <li>
              <a href={telHref(phone)} className={buttonClass('solid', 'w-full')}>
                <Phone aria-hidden="true" className="h-5 w-5 shrink-0" />
                Call<span className="sr-only"> {phone}</span>
              </a>
            </li>
          ) : null}
          <li>
            <a href={chatUrl(site)} target="_blank" rel="noopener noreferrer" className={buttonClass('solid', 'w-full')}>
              <MessageCircle aria-hidden="true" className="h-5 w-5 shrink-0" />
              WhatsApp<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
          <li className="min-[360px]:col-span-2">
            <ButtonLink to="/contact" variant="outline" className="w-full">
              <Mail aria-hidden="true" className="h-5 w-5 shrink-0" />
              Send a message
            </ButtonLink>
          </li>
        </ul>
      </Container>
    </section>
  );
}
