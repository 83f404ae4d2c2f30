/** `content/company.json`'s words in Marathi, keyed by the English text. */
export default {
  'Interior design and fit-out for homes, offices and institutions': 'घरे, कार्यालये आणि संस्थांसाठी इंटिरियर डिझाइन आणि फिट-आउट',
  'Quality | Perfection | Customer Satisfaction': 'गुणवत्ता | परिपूर्णता | ग्राहकांचे समाधान',
  'Map of our Nashik office on College Road': 'कॉलेज रोडवरील आमच्या नाशिक कार्यालयाचा नकाशा',
};
