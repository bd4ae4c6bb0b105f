import { data } from 'react-router';
import { hoursText, type ContactOutcome } from '@firm/contract';
import { ContactForm } from '~/components/contact/contact-form';
import { OfficeCard } from '~/components/contact/office-card';
import { OfficeMap } from '~/components/contact/office-map';
import { PageBanner } from '~/components/layout/page-banner';
import { Container } from '~/components/ui/container';
import { CONTACT_FORM_ANCHOR, readContactPreset } from '~/lib/contact-preset';
import { notAfterPost } from '~/lib/revalidate';
import { contentReads } from '~/lib/content-reads';
import { seo } from '~/lib/seo';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = (args) =>
  seo(args, (site) => ({
    title: 'Contact Us',
    description: `Call, e-mail or write to ${site.name}: ${site.address.label.toLowerCase()} in ${site.address.city}, open ${hoursText(site)}. Send your documents or ask about training and building permission.`,
  }));

/**
 * `started` is when this page was rendered, for the no-JavaScript fill-time check. The page cache
 * may serve it for days (apps/server/src/pages/routes.ts), so the server treats an old stamp as proving nothing.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const courses = await contentReads(context, request).courses();
  return { started: Date.now(), preset: readContactPreset(new URL(request.url), courses) };
}

/**
 * The server has already read, checked and stored the message (apps/server/src/contact/intake.ts,
 * shared with POST /api/contact) and hands the outcome over; the page shows it, with or without JavaScript.
 */
export function action({ context }: Route.ActionArgs) {
  if (!context.contact) throw data({ message: 'The contact form is sent to /contact' }, { status: 405 });
  const { outcome, status } = context.contact;
  return data(outcome, { status: status === 201 ? 200 : status });
}

/** In the browser: the server down or the network gone becomes CONTACT-5's error dialog, not an error page that loses the form. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<ContactOutcome> {
  try {
    return await serverAction();
  } catch {
    return { result: 'failed' };
  }
}

export const shouldRevalidate = notAfterPost;

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Contact Us" />
      <Container className="py-12">
        <h2 className="mb-8 text-center text-3xl font-bold text-navy-900">Feel free to contact us</h2>
        <div className="grid gap-8 lg:grid-cols-[1fr_2fr]">
          <OfficeCard />
          <section
            id={CONTACT_FORM_ANCHOR}
            aria-labelledby="form-heading"
            className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2 id="form-heading" className="mb-4 text-xl font-bold text-navy-900">
              Send us a message
            </h2>
            <ContactForm started={loaderData.started} preset={loaderData.preset} posted={actionData} />
          </section>
        </div>
      </Container>
      <OfficeMap />
    </>
  );
}
