import type { Slider } from '@firm/contract';
import { DEFAULT_SLIDERS, TIMINGS } from '@firm/contract';
import { clsx } from 'clsx';
import { Picture, altOf, assetPicture, uploadedPicture } from '~/components/picture';
import { ButtonLink } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { useSiteDetails } from '~/lib/site';
import { useLoadedAndIdle } from '~/lib/idle';
import { Dots } from './dots';
import { OwnerButton } from './owner-button';
import { PlayPause } from './play-pause';
import { emblaDuration, useCarousel } from './use-carousel';
import { contactHref } from '~/lib/contact-preset';

const SIZES = '100vw';
const imgClass = 'h-full w-full object-cover';

/** What a slide says over its picture (SLIDER-2, SLIDER-3). */
type SlideText = Pick<Slider, 'title' | 'subtitle' | 'buttonLabel' | 'buttonLink'>;

/** The banner's slides when the owner has removed every slider: the default sliders of the contract (HOME-1). */
export const DEFAULT_SLIDES = DEFAULT_SLIDERS.map(({ service, alt, title, subtitle, buttonLabel, buttonLink }) => ({
  picture: assetPicture(`services/${service}`),
  alt,
  text: { title, subtitle, buttonLabel, buttonLink } satisfies SlideText,
}));

/**
 * The shade between the pictures and the words: wherever words can be, at least 75% of navy-950, so
 * white text keeps 8.3:1 and the line under the title 6.9:1 even on a white picture (SLIDER-4). Words
 * span the width below lg; from lg they stay within the left 70%, and the shade eases off to the right.
 */
const SHADE = 'bg-navy-950/75 lg:bg-transparent lg:bg-linear-to-r lg:from-navy-950/85 lg:via-navy-950/75 lg:via-70% lg:to-navy-950/30';

/**
 * The home banner: the admin's sliders (or the default ones), each with its own title, line and button,
 * under the slogan (decision 059). The pictures slide; the words of the current slide fade in over them,
 * all slides' words stacked in one place so the banner is as tall as the longest and never jumps.
 */
export function HeroSlider({ sliders }: { sliders: Slider[] }) {
  const site = useSiteDetails();
  const { viewportRef, selected, snapCount, scrollTo, pauseHandlers, paused, togglePaused, canPlay } = useCarousel(
    { duration: emblaDuration(TIMINGS.bannerTransitionMs) },
    TIMINGS.bannerAutoplayMs,
  );
  // The first picture is the largest paint of the page: the others come once it is there.
  const showAll = useLoadedAndIdle();
  const uploaded = sliders.filter((s): s is Slider & { image: string } => s.image !== null);
  const slides =
    uploaded.length > 0
      ? uploaded.map((s, i) => ({
          key: s._id,
          text: s as SlideText,
          picture: <Picture picture={uploadedPicture(s)} alt={altOf(s, s.title)} sizes={SIZES} priority={i === 0} className={imgClass} />,
        }))
      : DEFAULT_SLIDES.map((s, i) => ({
          key: s.picture.asset!,
          text: s.text,
          picture: (
            <div className="h-full [&_img]:h-full [&_img]:w-full [&_img]:object-cover">
              <Picture picture={s.picture} alt={s.alt} sizes={SIZES} priority={i === 0} />
            </div>
          ),
        }));
  // The slides are the background; the words are in the flow, so the banner grows with them (narrow phones,
  // enlarged text) instead of running under the dots. The words start at the top bar's logo: both in the Container.
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
              key={slide.key}
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              className="h-full min-w-0 shrink-0 grow-0 basis-full"
            >
              {i === 0 || showAll ? slide.picture : null}
            </li>
          ))}
        </ul>
      </div>
      <div className={clsx('pointer-events-none absolute inset-0', SHADE)} aria-hidden="true" />
      <div className="relative w-full pt-10 pb-16">
        <Container>
          <div className="max-w-2xl text-white">
            <h1 className="flex items-center gap-3 text-sm font-semibold tracking-wide uppercase sm:text-base">
              <span aria-hidden="true" className="h-1 w-8 shrink-0 rounded bg-accent-400" />
              {site.tagline}
            </h1>
            <div className="mt-4 grid">
              {slides.map((slide, i) => (
                <SlideWords key={slide.key} text={slide.text} current={i === selected} />
              ))}
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

/**
 * One slide's words, in the one grid cell every slide's words share; only the current slide's are seen,
 * read and reached by the keyboard. Its own button, or Our Services, and always Book Appointment.
 */
function SlideWords({ text, current }: { text: SlideText; current: boolean }) {
  return (
    <div
      className={clsx(
        'col-start-1 row-start-1 transition-[opacity,visibility] duration-700 motion-reduce:transition-none',
        current ? 'visible opacity-100' : 'invisible opacity-0',
      )}
    >
      <p className="text-3xl leading-tight font-bold text-balance break-words sm:text-5xl">{text.title}</p>
      {text.subtitle ? <p className="mt-4 text-lg break-words text-navy-50 sm:text-xl">{text.subtitle}</p> : null}
      <div className="mt-8 flex flex-wrap gap-3">
        {text.buttonLabel && text.buttonLink ? (
          <OwnerButton link={text.buttonLink}>{text.buttonLabel}</OwnerButton>
        ) : (
          <ButtonLink to="/services" variant="accent">
            Our Services
          </ButtonLink>
        )}
        <ButtonLink to={contactHref('Business inquiry')} variant="outlineOnDark" data-tap="appointment">
          Book Appointment
        </ButtonLink>
      </div>
    </div>
  );
}
