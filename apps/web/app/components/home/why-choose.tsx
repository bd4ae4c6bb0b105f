import { Award, Clock, Cpu, Handshake, Headphones, IndianRupee, Infinity as InfinityIcon, Network } from 'lucide-react';
import { Container } from '~/components/ui/container';
import { SectionHeading } from '~/components/ui/section-heading';
import { useSiteDetails, type HomeTexts } from '~/lib/site';

const ICONS = [Award, Clock, Cpu, IndianRupee, Headphones, Network, InfinityIcon, Handshake];

/** Why Choose: the owner's items (the eight of HOME-4 on a fresh site); the icons repeat past eight. */
export function WhyChoose({ items }: { items: HomeTexts['whyChoose'] }) {
  const site = useSiteDetails();
  return (
    <section aria-labelledby="why-choose" className="below-fold py-10 sm:py-16">
      <Container>
        <SectionHeading id="why-choose" title={`Why Choose ${site.shortName}`} />
        {/* Two to a row from the narrowest phone, smaller there: one to a row, the eight took about three screens. */}
        <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
          {items.map((item, i) => {
            const Icon = ICONS[i % ICONS.length] ?? Award;
            return (
              <li
                key={i}
                className="rounded-lg border border-navy-100 bg-white p-3 text-center shadow-sm transition-shadow hover:shadow-lg sm:p-6"
              >
                <span className="mx-auto mb-2 flex h-10 w-10 items-center justify-center rounded-full bg-navy-700 text-white sm:mb-4 sm:h-14 sm:w-14">
                  <Icon aria-hidden="true" className="h-5 w-5 sm:h-7 sm:w-7" />
                </span>
                <h3 className="text-base leading-snug font-bold text-navy-900 sm:text-lg">{item.title}</h3>
                <p className="mt-1 text-sm text-muted sm:mt-2 sm:text-base">{item.text}</p>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
