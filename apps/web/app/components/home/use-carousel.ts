import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import type { EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useMediaQuery } from '~/lib/use-media-query';

/**
 * Embla's `duration` is a spring constant, not milliseconds: with its friction (0.68) at 60 frames
 * a second, a scroll settles to within 1 % of its target in about 33 ms per unit (60 ≈ 2000 ms).
 */
export const emblaDuration = (ms: number): number => Math.round(ms / 33);

/** Whether the visitor asked for less motion; true on the server so nothing moves before we know. */
export const usePrefersReducedMotion = (): boolean => useMediaQuery('(prefers-reduced-motion: reduce)', true);

/**
 * An infinite Embla carousel that autoplays every `delayMs`, pauses while hovered or focused or
 * once the visitor paused it (`togglePaused`, WCAG 2.2.2), and never moves by itself under
 * prefers-reduced-motion (`canPlay` false). Spread `pauseHandlers` on the region that holds the
 * slides and the dots.
 */
export function useCarousel(options: EmblaOptionsType, delayMs: number) {
  const reduced = usePrefersReducedMotion();
  const [plugins] = useState(() => [
    Autoplay({ delay: delayMs, playOnInit: false, stopOnInteraction: false, stopOnMouseEnter: false, stopOnFocusIn: false }),
  ]);
  const [viewportRef, api] = useEmblaCarousel({ loop: true, ...options }, plugins);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (reduced || paused || hovered || focused) autoplay.stop();
    else autoplay.play();
  }, [api, reduced, paused, hovered, focused]);

  const subscribe = useCallback(
    (onChange: () => void) => {
      api?.on('select', onChange).on('reInit', onChange);
      return () => {
        api?.off('select', onChange).off('reInit', onChange);
      };
    },
    [api],
  );
  const selected = useSyncExternalStore(
    subscribe,
    () => api?.selectedScrollSnap() ?? 0,
    () => 0,
  );
  const snapCount = useSyncExternalStore(
    subscribe,
    () => api?.scrollSnapList().length ?? 0,
    () => 0,
  );

  const pauseHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (e: React.FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
    },
  };
  const scrollTo = useCallback((i: number) => api?.scrollTo(i), [api]);
  const togglePaused = useCallback(() => setPaused((p) => !p), []);
  return { viewportRef, api, selected, snapCount, scrollTo, pauseHandlers, paused, togglePaused, canPlay: !reduced && snapCount > 1 };
}
