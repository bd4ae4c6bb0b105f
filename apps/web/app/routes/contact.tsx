import { ContactForm } from '~/components/contact/ContactForm';
import { OfficeCard } from '~/components/contact/OfficeCard';
import { PageBanner } from '~/components/layout/PageBanner';
import { seo } from '~/lib/seo';
import { mapEmbedUrl, useSite } from '~/lib/site';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = (args) =>
  seo(args, (site) => ({
    title: 'Contact Us',
    description: `Call, e-mail or write to ${site.name}: ${site.address.label.toLowerCase()} in ${site.address.city}, open ${site.hours}. Send your documents or ask about training and building permission.`,
  }));

export default function Contact() {
  const site = useSite();
  return (
    <>
      <PageBanner title="Contact Us" />
      <div className="mx-auto max-w-site-sm px-4 py-12">
        <h2 className="mb-8 text-center text-3xl font-bold text-navy-900">Feel free to contact us</h2>
        <div className="grid gap-8 lg:grid-cols-[1fr_2fr]">
          <OfficeCard />
          <section aria-labelledby="form-heading" className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="form-heading" className="mb-4 text-xl font-bold text-navy-900">
              Send us a message
            </h2>
            <ContactForm />
          </section>
        </div>
      </div>
      <iframe
        src={mapEmbedUrl(site)}
        title={`Map: ${site.name}, ${site.address.city}`}
        height={450}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className="block h-[450px] w-full border-0"
      />
    </>
  );
}
