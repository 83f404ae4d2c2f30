import type { Translation } from '@/shared/i18n';
import type { contactEn } from './contact-text.en';

export default {
  title: 'संपर्क',
  formTitle: 'आम्हाला संदेश पाठवा',
  name: 'नाव',
  email: 'ई-मेल',
  phone: 'फोन',
  phoneHelp: '10 अंक, उदा. 9823045671',
  message: 'संदेश',
  submit: 'पाठवा',
  officesTitle: 'कार्यालयांचे पत्ते',
  officeEmail: 'ई-मेल: ',
  officePhone: 'फोन: ',
} satisfies Translation<typeof contactEn>;
