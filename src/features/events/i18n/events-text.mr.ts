/** The events screen's words in Marathi, keyed by the English text. */
export default {
  Events: 'कार्यक्रम',
  'Open days, workshops and milestones from our studio and sites.': 'आमच्या स्टुडिओ आणि साइट्सवरील खुले दिवस, कार्यशाळा आणि महत्त्वाचे टप्पे.',
  'Loading events…': 'कार्यक्रम लोड होत आहेत…',
  'Upcoming events': 'आगामी कार्यक्रम',
  'Past events': 'झालेले कार्यक्रम',
  Date: 'दिनांक',
  Venue: 'ठिकाण',
  'Read more': 'अधिक वाचा',
  'Show less': 'कमी दाखवा',
};
