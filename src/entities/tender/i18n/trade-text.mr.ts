import type { TRADES } from '@/shared/config/trades';

/** The trades in Marathi, keyed by their English labels: every trade has one (the type says so). */
export default {
  Gypsum: 'जिप्सम',
  Painting: 'रंगकाम',
  Aluminium: 'ॲल्युमिनियम',
  Glass: 'काच',
  Flooring: 'फ्लोअरिंग',
  Corian: 'कोरियन',
  Carpentry: 'सुतारकाम',
  Furniture: 'फर्निचर',
  Electrical: 'विद्युत काम',
  Civil: 'स्थापत्य (सिव्हिल) काम',
  Plumbing: 'प्लंबिंग',
  'False ceiling': 'फॉल्स सीलिंग',
} satisfies Record<(typeof TRADES)[number]['label'], string>;
