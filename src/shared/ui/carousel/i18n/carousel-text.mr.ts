import type { Translation } from '@/shared/i18n';
import type { carouselEn } from './carousel-text.en';

export default {
  carousel: 'कॅरोसेल',
  slide: 'स्लाइड',
  start: 'स्लाइड आपोआप बदलणे सुरू करा',
  stop: 'स्लाइड आपोआप बदलणे थांबवा',
  previous: 'मागील स्लाइड',
  next: 'पुढील स्लाइड',
  show: '{{count}} पैकी स्लाइड {{position}} दाखवा',
  position: '{{count}} पैकी {{position}}',
} satisfies Translation<typeof carouselEn>;
