import type { Slider } from '@firm/contract';
import { DEFAULT_SLIDERS, TIMINGS } from '@firm/contract';
import { Picture, assetPicture, uploadedPicture } from '~/components/picture';
import { ButtonLink } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { useSite } from '~/lib/site';
import { useLoadedAndIdle } from '~/lib/idle';
import { Dots } from './dots';
import { PlayPause } from './play-pause';
import { emblaDuration, useCarousel } from './use-carousel';
import { contactHref } from '~/lib/contact-preset';

const SIZES = '100vw';
const imgClass = 'h-full w-full object-cover';

/** The banner's pictures when the owner has removed every slider: the default sliders of the contract (HOME-1). */
export const DEFAULT_SLIDES = DEFAULT_SLIDERS.map(({ service, title }) => ({ picture: assetPicture(`services/${service}`), alt: title }));

/** The home banner: the admin's sliders (or the three default pictures) under the slogan. */
export function HeroSlider({ sliders, welcomeTitle }: { sliders: Slider[]; welcomeTitle: string }) {
  const site = useSite();
  const { viewportRef, selected, snapCount, scrollTo, pauseHandlers, paused, togglePaused, canPlay } = useCarousel(
    { duration: emblaDuration(TIMINGS.bannerTransitionMs) },
    TIMINGS.bannerAutoplayMs,
  );
  // The first picture is the largest paint of the page: the others come once it is there.
  const showAll = useLoadedAndIdle();
  const uploaded = sliders.filter((s): s is Slider & { image: string } => s.image !== null);
  const slides =
    uploaded.length > 0
      ? uploaded.map((s, i) => (
          <Picture
            key={s._id}
            picture={uploadedPicture(s.image, s.variants)}
            alt={s.title}
            sizes={SIZES}
            priority={i === 0}
            className={imgClass}
          />
        ))
      : DEFAULT_SLIDES.map((s, i) => (
          <div key={s.picture.asset} className="h-full [&_img]:h-full [&_img]:w-full [&_img]:object-cover">
            <Picture picture={s.picture} alt={s.alt} sizes={SIZES} priority={i === 0} />
          </div>
        ));
  // The slides are the background; the text is in the flow, so the banner grows with it (narrow phones,
  // enlarged text) instead of running under the dots. The text starts at the top bar's logo: both in the Container.
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights"
      className="relative isolate flex min-h-[420px] items-center overflow-hidden bg-navy-900 md:min-h-[560px]"
      {...pauseHandlers}
    >
      <div ref={viewportRef} className="absolute inset-0 overflow-hidden">
        <ul className="flex h-full">
          {slides.map((slide, i) => (
            <li
              key={i}
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              className="h-full min-w-0 shrink-0 grow-0 basis-full"
            >
              {i === 0 || showAll ? slide : null}
            </li>
          ))}
        </ul>
      </div>
      <div
        className="pointer-events-none absolute inset-0 bg-gradient-to-r from-navy-950/85 via-navy-950/55 to-navy-950/10"
        aria-hidden="true"
      />
      <div className="relative w-full pt-10 pb-14">
        <Container>
          <div className="max-w-2xl text-white">
            <h1 className="text-3xl leading-tight font-bold sm:text-5xl">{site.tagline}</h1>
            <p className="mt-4 text-lg text-navy-100 sm:text-xl">{welcomeTitle}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to="/services" variant="accent">
                Our Services
              </ButtonLink>
              <ButtonLink to={contactHref('Business inquiry')} variant="outlineOnDark" data-tap="appointment">
                Book Appointment
              </ButtonLink>
            </div>
          </div>
        </Container>
      </div>
      <div className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-2">
        <Dots count={snapCount} selected={selected} onSelect={scrollTo} label="Show slide" />
        {canPlay ? <PlayPause paused={paused} onToggle={togglePaused} what="slides" /> : null}
      </div>
    </section>
  );
}
