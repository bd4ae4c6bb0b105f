import { Award, Clock, Cpu, Handshake, Headphones, IndianRupee, Infinity as InfinityIcon, Network } from 'lucide-react';
import { Container } from '~/components/ui/container';
import { SectionHeading } from '~/components/ui/section-heading';
import { useSiteDetails, type HomeTexts } from '~/lib/site';

const ICONS = [Award, Clock, Cpu, IndianRupee, Headphones, Network, InfinityIcon, Handshake];

/** Why Choose: the owner's items (the eight of HOME-4 on a fresh site); the icons repeat past eight. */
export function WhyChoose({ items }: { items: HomeTexts['whyChoose'] }) {
  const site = useSiteDetails();
  return (
    <section aria-labelledby="why-choose" className="below-fold py-16">
      <Container>
        <SectionHeading id="why-choose" title={`Why Choose ${site.shortName}`} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {items.map((item, i) => {
            const Icon = ICONS[i % ICONS.length] ?? Award;
            return (
              <li
                key={i}
                className="rounded-lg border border-navy-100 bg-white p-6 text-center shadow-sm transition-shadow hover:shadow-lg"
              >
                <span className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-navy-700 text-white">
                  <Icon aria-hidden="true" className="h-7 w-7" />
                </span>
                <h3 className="text-lg font-bold text-navy-900">{item.title}</h3>
                <p className="mt-2 text-muted">{item.text}</p>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
