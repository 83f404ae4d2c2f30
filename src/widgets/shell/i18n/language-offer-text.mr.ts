import type { Translation } from '@/shared/i18n';
import type { languageOfferEn } from './language-offer-text.en';

export default {
  readInMarathi: 'हे पान मराठीत वाचा',
  offerClose: 'नको, धन्यवाद',
} satisfies Translation<typeof languageOfferEn>;
