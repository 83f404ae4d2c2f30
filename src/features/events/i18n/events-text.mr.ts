import type { Translation } from '@/shared/i18n';
import type { eventsEn } from './events-text.en';

export default {
  title: 'कार्यक्रम',
  subtitle: 'आमच्या स्टुडिओ आणि साइट्सवरील खुले दिवस, कार्यशाळा आणि महत्त्वाचे टप्पे.',
  loading: 'कार्यक्रम लोड होत आहेत…',
  upcoming: 'आगामी कार्यक्रम',
  past: 'झालेले कार्यक्रम',
  date: 'दिनांक',
  venue: 'ठिकाण',
  readMore: 'अधिक वाचा',
  showLess: 'कमी दाखवा',
} satisfies Translation<typeof eventsEn>;
