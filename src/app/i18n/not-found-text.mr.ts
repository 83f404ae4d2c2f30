import type { Translation } from '@/shared/i18n';
import type { notFoundEn } from './not-found-text.en';

export default {
  title: 'पान सापडले नाही',
  body: 'आपण शोधत असलेले पान अस्तित्वात नाही किंवा दुसरीकडे हलवले आहे.',
  back: 'मुख्यपृष्ठावर परत जा',
} satisfies Translation<typeof notFoundEn>;
