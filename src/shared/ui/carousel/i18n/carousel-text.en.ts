/** The carousel's controls and the names assistive technology reads (WAI-ARIA carousel pattern). */
export const carouselEn = {
  carousel: 'carousel',
  slide: 'slide',
  start: 'Start automatic slide show',
  stop: 'Stop automatic slide show',
  previous: 'Previous slide',
  next: 'Next slide',
  show: 'Show slide {{position}} of {{count}}',
  position: '{{position}} of {{count}}',
};
