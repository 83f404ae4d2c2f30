import type { Translation } from '@/shared/i18n';
import type { shellEn } from './shell-text.en';

export default {
  skipToMain: 'मुख्य मजकुराकडे जा',
  loading: 'लोड होत आहे…',
  homeLogo: '{{company}}, मुख्यपृष्ठ',
  menu: 'मेनू',
  mainNav: 'मुख्य',
  home: 'मुख्यपृष्ठ',
  aboutUs: 'आमच्याविषयी',
  servicesWeOffer: 'आमच्या सेवा',
  services: 'सेवा',
  gallery: 'छायाचित्रे',
  projects: 'प्रकल्प',
  careers: 'करिअर',
  events: 'कार्यक्रम',
  contactUs: 'संपर्क',
  contact: 'संपर्क',
  drawerButton: 'झटपट दुवे आणि नकाशा',
} satisfies Translation<typeof shellEn>;
