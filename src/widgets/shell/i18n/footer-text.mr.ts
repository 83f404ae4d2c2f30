import type { Translation } from '@/shared/i18n';
import type { footerEn } from './footer-text.en';

export default {
  ourServices: 'आमच्या सेवा',
  ourOffices: 'आमची कार्यालये',
  followUs: 'आम्हाला फॉलो करा',
  opensInNewTab: '{{name}} (नव्या टॅबमध्ये उघडते)',
  quickContact: 'झटपट संपर्क',
  callUs: 'आम्हाला {{phone}} वर फोन करा',
  emailUs: 'आम्हाला {{email}} वर ई-मेल करा',
} satisfies Translation<typeof footerEn>;
