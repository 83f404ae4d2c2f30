/** The side drawer's texts in Marathi, keyed by the English ones. */
export default {
  'Quick links': 'झटपट दुवे',
  'Close': 'बंद करा',
  // content/company.json's map title.
  'Map of our Nashik office on College Road': 'कॉलेज रोडवरील आमच्या नाशिक कार्यालयाचा नकाशा',
} satisfies Record<string, string>;
