/** The page-not-found screen's words in Marathi, keyed by the English text. */
export default {
  'Page not found': 'पान सापडले नाही',
  'The page you asked for does not exist or has moved.': 'आपण शोधत असलेले पान अस्तित्वात नाही किंवा दुसरीकडे हलवले आहे.',
  'Back to the home page': 'मुख्यपृष्ठावर परत जा',
};
