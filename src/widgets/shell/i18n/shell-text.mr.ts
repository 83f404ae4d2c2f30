/** The shell's texts in Marathi, keyed by the English ones (header, menu, the drawer's links: SPEC's labels). */
export default {
  'Skip to main content': 'मुख्य मजकुराकडे जा',
  'Loading…': 'लोड होत आहे…',
  '{{company}}, home': '{{company}}, मुख्यपृष्ठ',
  'Menu': 'मेनू',
  'Main': 'मुख्य',
  'HOME': 'मुख्यपृष्ठ',
  'ABOUT US': 'आमच्याविषयी',
  'SERVICES WE OFFER': 'आमच्या सेवा',
  'SERVICES': 'सेवा',
  'GALLERY': 'छायाचित्रे',
  'PROJECTS': 'प्रकल्प',
  'CAREERS': 'करिअर',
  'EVENTS': 'कार्यक्रम',
  'CONTACT US': 'संपर्क',
  'CONTACT': 'संपर्क',
  'Quick links and map': 'झटपट दुवे आणि नकाशा',
} satisfies Record<string, string>;
