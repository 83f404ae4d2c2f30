/** The services screen's words in Marathi, keyed by the English text. */
export default {
  Services: 'सेवा',
  'Services We Offer': 'आमच्या सेवा',
  'From a single gypsum ceiling to a complete turnkey interior.': 'एका जिप्सम छतापासून संपूर्ण टर्नकी इंटिरियरपर्यंत.',
  'What we do': 'आम्ही काय करतो',
  'Choose a service to see what we make and how we work.': 'आम्ही काय बनवतो आणि कसे काम करतो ते पाहण्यासाठी सेवा निवडा.',
  'More from our studio': 'आमच्या स्टुडिओकडून आणखी',
};
