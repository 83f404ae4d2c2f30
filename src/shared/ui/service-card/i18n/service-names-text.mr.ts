/** The service pages' names in Marathi, keyed by their English names (the spec's, on the fixed cards). */
export default {
  'Gypsum Work': 'जिप्सम काम',
  'All Type Painting Work': 'सर्व प्रकारचे रंगकाम',
  'Aluminium Work': 'ॲल्युमिनियम काम',
  'Glass Work': 'काचकाम',
  'Flooring Work': 'फ्लोअरिंग काम',
  'Corian Work': 'कोरियन काम',
  'Carpentry Work': 'सुतारकाम',
  'Modular Work': 'मॉड्युलर काम',
  'Interior Estimate': 'इंटिरियर खर्चाचा अंदाज',
  'Budget Guide': 'बजेट मार्गदर्शक',
  // The server's services (content/services.json) until content carries Marathi fields of its own.
  'Turnkey Interiors': 'टर्नकी इंटिरियर',
  'Commercial Fit-outs': 'व्यावसायिक फिट-आउट',
  'Site Consultation': 'साइटवर सल्ला',
} satisfies Record<string, string>;
