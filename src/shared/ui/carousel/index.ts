export { Carousel } from './carousel';
export type { CarouselSlide } from './carousel';
export { slidesPerView } from './carousel-config';
export type { CarouselConfig } from './carousel-config';
