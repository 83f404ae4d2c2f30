/** The service pages' own words in Marathi, keyed by the English ones. */
export default {
  '{{count}} service': '{{count}} सेवा',
  '{{count}} services': '{{count}} सेवा',
  'All services': 'सर्व सेवा',
  'Enquire about {{service}}': '{{service}} विषयी चौकशी',
  'Planning {{service}}?': '{{service}} करायचा विचार आहे?',
  'Tell us about your site and we will visit, measure and send an itemised quotation.':
    'आपल्या जागेबद्दल सांगा; आम्ही भेट देऊन मोजमाप घेऊ आणि बाबनिहाय कोटेशन पाठवू.',
  'Book a free consultation': 'मोफत सल्ला भेट बुक करा',
  'Send an enquiry': 'चौकशी पाठवा',
  'Call {{phone}}': '{{phone}} वर फोन करा',
  'I would like a quotation for {{service}}.': 'मला {{service}} साठी कोटेशन हवे आहे.',
  'Interior Design': 'इंटिरियर डिझाइन',
  // The budget guide's frame.
  'Budget Guide': 'बजेट मार्गदर्शक',
  'What an interior costs, and why.': 'इंटिरियरला किती खर्च येतो, आणि का.',
  'Want the arithmetic done for you? {{link}} with your own carpet area and finish.':
    'हिशेब आम्हीच करून द्यावा असे वाटते? आपला कार्पेट एरिया आणि फिनिश घेऊन {{link}}.',
  'Try our interior estimator': 'आमचे इंटिरियर खर्च अंदाजपत्रक वापरून पाहा',
} satisfies Record<string, string>;
