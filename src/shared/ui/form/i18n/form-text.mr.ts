/** The form parts' own words in Marathi (buttons, popups), keyed by the English text. */
export default {
  'Sending…': 'पाठवत आहे…',
  Close: 'बंद करा',
  'Dismiss this message': 'हा संदेश बंद करा',
  'Sending this form needs JavaScript, which is off in your browser. Please call us on': 'हा फॉर्म पाठवण्यासाठी JavaScript लागते, आणि ते आपल्या ब्राउझरमध्ये बंद आहे. कृपया आम्हाला',
  'or write to': 'वर फोन करा किंवा लिहा:',
  '{{length}} of {{max}} characters': '{{max}} पैकी {{length}} अक्षरे',
  '{{length}} of {{max}} characters: {{over}} too many': '{{max}} पैकी {{length}} अक्षरे: {{over}} जास्त',
};
