import { TIMINGS } from '@firm/contract';
import { Card } from '~/components/ui/card';
import { Container } from '~/components/ui/container';
import { SectionHeading } from '~/components/ui/section-heading';
import { serviceLink, type ServiceCard } from '~/lib/site';
import { Dots } from './dots';
import { PlayPause } from './play-pause';
import { emblaDuration, useCarousel } from './use-carousel';

/** Our Services: 4 cards per view scrolling by 4; 3 below 1024 px, 2 below 600 px, 1 below 480 px (HOME-3). */
export function ServicesCarousel({ services }: { services: ServiceCard[] }) {
  const { viewportRef, selected, snapCount, scrollTo, pauseHandlers, paused, togglePaused, canPlay } = useCarousel(
    // 'auto' scrolls by as many cards as are in view: 4, 3, 2 or 1.
    { duration: emblaDuration(TIMINGS.servicesTransitionMs), slidesToScroll: 'auto', align: 'start' },
    TIMINGS.servicesAutoplayMs,
  );
  return (
    <section aria-labelledby="our-services" className="below-fold bg-navy-50 py-16">
      <Container>
        <SectionHeading
          id="our-services"
          title="Our Services"
          subtitle="From the first plan to the final approval, everything your building needs."
        />
        <div role="group" aria-roledescription="carousel" aria-label="Our Services" {...pauseHandlers}>
          <div ref={viewportRef} className="overflow-hidden">
            <ul className="-ml-4 flex py-2" data-testid="services-track">
              {services.map((s, i) => (
                <li
                  key={s._id}
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${services.length}`}
                  className="min-w-0 shrink-0 grow-0 basis-full pl-4 min-[480px]:basis-1/2 min-[600px]:basis-1/3 min-[1024px]:basis-1/4"
                >
                  <Card
                    to={serviceLink(s._id)}
                    title={s.title}
                    text={s.summary}
                    picture={s.picture}
                    sizes="(min-width: 1024px) 25vw, (min-width: 600px) 33vw, (min-width: 480px) 50vw, 100vw"
                  />
                </li>
              ))}
            </ul>
          </div>
          <div className="mt-6 flex items-center justify-center gap-2">
            <Dots count={snapCount} selected={selected} onSelect={scrollTo} label="Show services page" tone="dark" />
            {canPlay ? <PlayPause paused={paused} onToggle={togglePaused} what="services" tone="dark" /> : null}
          </div>
        </div>
      </Container>
    </section>
  );
}
