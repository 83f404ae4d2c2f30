import type { Translation } from '@/shared/i18n';
import type { servicesEn } from './services-text.en';

export default {
  title: 'सेवा',
  banner: 'आमच्या सेवा',
  subtitle: 'एका जिप्सम छतापासून संपूर्ण टर्नकी इंटिरियरपर्यंत.',
  whatWeDo: 'आम्ही काय करतो',
  whatWeDoLead: 'आम्ही काय बनवतो आणि कसे काम करतो ते पाहण्यासाठी सेवा निवडा.',
  more: 'आमच्या स्टुडिओकडून आणखी',
} satisfies Translation<typeof servicesEn>;
