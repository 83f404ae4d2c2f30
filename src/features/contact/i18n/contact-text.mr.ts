/** The Contact Us screen's words in Marathi, keyed by the English text. */
export default {
  'Contact Us': 'संपर्क',
  'Send Us A Message': 'आम्हाला संदेश पाठवा',
  Name: 'नाव',
  Email: 'ई-मेल',
  Phone: 'फोन',
  '10 digits, e.g. 9823045671': '10 अंक, उदा. 9823045671',
  Message: 'संदेश',
  Submit: 'पाठवा',
  'Corporate Address': 'कार्यालयांचे पत्ते',
  'Email: ': 'ई-मेल: ',
  'Phone: ': 'फोन: ',
  // content/company.json's map title.
  'Map of our Nashik office on College Road': 'कॉलेज रोडवरील आमच्या नाशिक कार्यालयाचा नकाशा',
};
