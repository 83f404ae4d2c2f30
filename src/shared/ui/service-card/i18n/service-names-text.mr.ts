import type { SERVICE_SLUGS } from '@/shared/config/site-paths';

/** The service pages' names in Marathi, by slug. */
export default {
  gypsumwork: 'जिप्सम काम',
  paintaingwork: 'सर्व प्रकारचे रंगकाम',
  aluminiumwork: 'ॲल्युमिनियम काम',
  glasswork: 'काचकाम',
  flooringwork: 'फ्लोअरिंग काम',
  corianwork: 'कोरियन काम',
  carpentrywork: 'सुतारकाम',
  furniturework: 'मॉड्युलर काम',
  estimate: 'इंटिरियर खर्चाचा अंदाज',
  budget: 'बजेट मार्गदर्शक',
} satisfies Record<(typeof SERVICE_SLUGS)[number], string>;
