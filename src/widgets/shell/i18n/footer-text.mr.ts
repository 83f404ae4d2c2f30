/** The footer's and the floating buttons' texts in Marathi, keyed by the English ones. */
export default {
  'Our services': 'आमच्या सेवा',
  'Our offices': 'आमची कार्यालये',
  'Follow us': 'आम्हाला फॉलो करा',
  Tenders: 'निविदा',
  'Tender board: open tenders and how to apply': 'निविदा फलक: खुल्या निविदा आणि अर्ज कसा करावा',
  '{{name}} (opens in a new tab)': '{{name}} (नव्या टॅबमध्ये उघडते)',
  'Quick contact': 'झटपट संपर्क',
  'Call us on {{phone}}': 'आम्हाला {{phone}} वर फोन करा',
  'E-mail us at {{email}}': 'आम्हाला {{email}} वर ई-मेल करा',
  // content/company.json's tagline.
  'Interior design and fit-out for homes, offices and institutions': 'घरे, कार्यालये आणि संस्थांसाठी इंटिरियर डिझाइन आणि फिट-आउट',
} satisfies Record<string, string>;
