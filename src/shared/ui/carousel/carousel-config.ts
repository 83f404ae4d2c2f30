/**
 * What tells one carousel from another. Every carousel on the site is the same component and the same
 * machine; only this record differs, so each carousel's behaviour can be read (and tested) in one place.
 */
export interface CarouselConfig {
  /** Unique among the carousels alive at once: the machine's key in Redux DevTools. */
  id: string;
  /** Accessible name of the carousel region. */
  label: string;
  /** Milliseconds between automatic turns; `null` for one that moves only when asked. */
  interval: number | null;
  /** NEXT on the last slide goes back to the first, PREV on the first to the last. */
  wrap: boolean;
  /** Duration of the slide animation (ms). */
  transitionMs: number;
  /** Slides in view at once: one number, or one below the 768 px layout breakpoint and one above. */
  perView: number | { narrow: number; wide: number };
  /** Dots under the slides, one per position. */
  showIndicators: boolean;
  /** A "2 of 7" line. */
  showStatus: boolean;
}

/** Slides in view for a layout width: `wide` is at least 768 px. */
export function slidesPerView(perView: CarouselConfig['perView'], wide: boolean): number {
  if (typeof perView === 'number') return perView;
  return wide ? perView.wide : perView.narrow;
}
