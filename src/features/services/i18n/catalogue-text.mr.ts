/**
 * The catalogue in Marathi, keyed by the English texts (`config/painting-services.ts`, `config/catalogue-*.ts`,
 * `config/budget-guide*.ts`). A text not here is shown in English.
 */
export default {
  // The painting services page (config/painting-services.ts).
  'Safe Painting Services': 'सुरक्षित रंगकाम सेवा',
  'Painting a lived-in home should not mean weeks of dust, fumes and strangers you cannot reach. Our painters are on our own payroll, trained in surface preparation and safe work practices, and led by a supervisor who answers to you.':
    'राहत्या घराचे रंगकाम म्हणजे आठवडेभर धूळ, वास आणि संपर्क न होणारी अनोळखी माणसे असे असू नये. आमचे रंगारी आमच्याच पगारावर आहेत, पृष्ठभागाची तयारी आणि सुरक्षित कामाच्या पद्धतींचे त्यांना प्रशिक्षण मिळालेले आहे, आणि आपल्याला उत्तर देणारा सुपरवायझर त्यांचे नेतृत्व करतो.',
  'Before we start, furniture is moved and wrapped, floors and switches are masked, and we agree on which rooms are worked on each day. We use low-odour, low-VOC paints for interiors, clean up every evening, and hand the house back ready to live in.':
    'काम सुरू करण्यापूर्वी फर्निचर हलवून झाकले जाते, जमीन आणि स्विच झाकले जातात, आणि रोज कोणत्या खोल्यांत काम होईल ते आपल्याशी ठरवले जाते. घरातील कामासाठी आम्ही कमी वासाचे, कमी VOC असलेले रंग वापरतो, रोज संध्याकाळी स्वच्छता करतो, आणि घर राहण्यायोग्य करूनच आपल्या हाती देतो.',
  'Book a free site visit': 'मोफत साइट भेट बुक करा',
  'Call us and a painting supervisor will visit, check the walls for damp and cracks, and give you a written quotation with the brand, shade and number of coats.':
    'आम्हाला फोन करा: रंगकामाचे सुपरवायझर भेट देऊन भिंतींवरील ओल आणि तडे तपासतील, आणि ब्रँड, शेड व कोटांच्या संख्येसह लेखी कोटेशन देतील.',
  'Call now': 'आत्ताच फोन करा',
  'Why choose our painting service': 'आमची रंगकाम सेवा का निवडावी',
  'Trained Professional': 'प्रशिक्षित व्यावसायिक',
  'Our painters are trained on surface preparation, paint systems and finishing, and work in our uniform with their ID on.':
    'आमच्या रंगाऱ्यांना पृष्ठभागाची तयारी, रंगांच्या पद्धती आणि फिनिशिंगचे प्रशिक्षण मिळालेले आहे; ते आमच्या गणवेशात आणि ओळखपत्र लावून काम करतात.',
  'Technical Site Evaluation': 'जागेची तांत्रिक तपासणी',
  'We check moisture levels, cracks and old paint before quoting, so the system we recommend suits your walls rather than a standard package.':
    'कोटेशन देण्यापूर्वी आम्ही ओलावा, तडे आणि जुना रंग तपासतो, त्यामुळे आम्ही सुचवलेली पद्धत एखाद्या ठरावीक पॅकेजऐवजी आपल्या भिंतींना साजेशी असते.',
  'Personalized Colour Consultation': 'वैयक्तिक रंग सल्ला',
  'A designer helps you choose shades with large sample patches on your own walls, seen in daylight and under your lights.':
    'आपल्याच भिंतींवर मोठे नमुने लावून, दिवसाच्या उजेडात आणि आपल्या दिव्यांखाली पाहून, डिझायनर आपल्याला शेड निवडायला मदत करतात.',
  'Stringent Safety Protocol': 'काटेकोर सुरक्षा नियम',
  'Ladders and scaffolds are inspected, electrical points are isolated and covered, and children and pets are kept away from wet surfaces.':
    'शिड्या आणि परांची तपासली जातात, विजेचे पॉइंट्स बंद करून झाकले जातात, आणि मुले व पाळीव प्राणी ओल्या पृष्ठभागांपासून दूर ठेवले जातात.',
  'Supervised Painting': 'देखरेखीखाली रंगकाम',
  'A supervisor checks every stage, from putty to final coat, and walks the finished rooms with you before we leave.':
    'पुट्टीपासून शेवटच्या कोटापर्यंत प्रत्येक टप्पा सुपरवायझर तपासतात, आणि काम संपवून जाण्यापूर्वी पूर्ण झालेल्या खोल्या आपल्यासोबत फिरून दाखवतात.',
  'Mechanized Tools': 'यांत्रिक साधने',
  'Sanding machines with dust extraction and airless sprayers give a smoother finish in less time, with far less dust in your home.':
    'धूळ शोषून घेणारी सँडिंग मशीन आणि एअरलेस स्प्रेअरमुळे कमी वेळात अधिक गुळगुळीत फिनिश मिळते, आणि घरात धूळही खूप कमी होते.',
  'Services we offer': 'आम्ही देत असलेल्या सेवा',
  'Wall Textures': 'भिंतींचे टेक्स्चर',
  'Roller, trowel and stone-effect textures that add depth to a feature wall or hide the flaws of an old exterior.':
    'रोलर, थापी आणि दगडासारखे दिसणारे टेक्स्चर, जे खास भिंतीला उठाव देतात किंवा जुन्या बाह्य भिंतीतील दोष लपवतात.',
  Wallpapers: 'वॉलपेपर',
  'Designer and custom-printed wallpapers installed on a properly prepared wall, with patterns matched at every joint.':
    'व्यवस्थित तयार केलेल्या भिंतीवर लावलेले डिझायनर आणि खास छापलेले वॉलपेपर, प्रत्येक जोडावर नक्षी जुळवून.',
  Waterproofing: 'वॉटरप्रूफिंग',
  'Terrace, bathroom and external-wall waterproofing with crack treatment and elastomeric coatings, backed by a written warranty.':
    'गच्ची, स्नानगृह आणि बाह्य भिंतींचे वॉटरप्रूफिंग, तड्यांवरील उपचार आणि इलास्टोमेरिक कोटिंगसह, लेखी हमीसह.',
  'Wood Finishes': 'लाकडाचे फिनिश',
  'Melamine, PU and natural-oil finishes for doors, furniture and paneling that protect the wood and bring out its grain.':
    'दरवाजे, फर्निचर आणि पॅनेलिंगसाठी मेलामाइन, PU आणि नैसर्गिक तेलाचे फिनिश, जे लाकडाचे संरक्षण करतात आणि त्याचे पोत खुलवतात.',
  // The budget guide (config/budget-guide.ts).
  'Interior Design Budget Guide': 'इंटिरियर डिझाइन बजेट मार्गदर्शक',
  'What moves the number': 'आकडा कशामुळे बदलतो',
  'Start with a per-square-foot figure': 'प्रति चौरस फूट दरापासून सुरुवात करा',
  'A simple way to estimate your own home': 'आपल्या घराचा अंदाज काढण्याचा सोपा मार्ग',
  'Choosing materials without overspending': 'जास्त खर्च न करता साहित्य निवडणे',
  'Scope of work by room': 'खोलीनुसार कामाची व्याप्ती',
  'Material selection': 'साहित्याची निवड',
  Room: 'खोली',
  Size: 'आकार',
  'Scope of work': 'कामाची व्याप्ती',
  Materials: 'साहित्य',
} satisfies Record<string, string>;
