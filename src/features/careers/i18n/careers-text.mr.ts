/** Careers in Marathi, keyed by the English texts. */
export default {
  Careers: 'करिअर',
  'Our HR Philosophy': 'आमचे मनुष्यबळ धोरण',
  'Good interiors are built by people who are trusted, trained and treated fairly. We believe:':
    'ज्यांच्यावर विश्वास ठेवला जातो, ज्यांना प्रशिक्षण मिळते आणि ज्यांना न्याय्य वागणूक मिळते अशी माणसेच चांगले इंटिरियर घडवतात. आमचा विश्वास आहे:',
  'Every person on our team, from the site helper to the designer, deserves respect and a safe place to work.':
    'साइटवरील मदतनिसापासून डिझायनरपर्यंत, आमच्या टीममधील प्रत्येकजण आदरास आणि सुरक्षित कामाच्या जागेस पात्र आहे.',
  'Skills grow on the job: we train our people on new materials, tools and software every year.':
    'कौशल्य कामातूनच वाढते: आम्ही दरवर्षी आमच्या लोकांना नवे साहित्य, साधने आणि सॉफ्टवेअर यांचे प्रशिक्षण देतो.',
  'Fair, on-time pay and clear terms come before everything else.': 'योग्य आणि वेळेवर पगार व स्पष्ट अटी या सर्वात आधी.',
  'Good work is noticed: we promote from within wherever we can.': 'चांगल्या कामाची दखल घेतली जाते: शक्य तिथे आम्ही आपल्यातूनच बढती देतो.',
  'Safety on site is never traded for speed.': 'साइटवरील सुरक्षिततेशी वेगासाठी कधीही तडजोड केली जात नाही.',
  'Craftsmen and designers learn most when they work side by side.': 'कारागीर आणि डिझायनर शेजारी शेजारी काम करतात तेव्हाच सर्वात जास्त शिकतात.',
  'Honest feedback, given early and kindly, makes better teams and better homes.':
    'वेळेवर आणि आपुलकीने दिलेला प्रामाणिक अभिप्राय टीमही चांगली घडवतो आणि घरेही.',
  'A balanced life makes better work: we plan schedules so that people get their weekly day off.':
    'संतुलित आयुष्यामुळे काम अधिक चांगले होते: प्रत्येकाला आठवड्याची सुट्टी मिळेल असे आम्ही वेळापत्रक आखतो.',
  'Current Openings': 'सध्याच्या जागा',
  'Don’t see a position that suits you? E-mail your resume to {email} and we will get in touch when a matching role opens.':
    'आपल्याला योग्य अशी जागा दिसत नाही? आपला बायोडेटा {email} वर ई-मेल करा; योग्य जागा निघाल्यावर आम्ही आपल्याशी संपर्क साधू.',
  'Apply Now': 'आताच अर्ज करा',
  'Accepted file types: PDF, DOC, DOCX or TXT, up to 1 MB.': 'चालणाऱ्या फाइल: PDF, DOC, DOCX किंवा TXT, 1 MB पर्यंत.',
  // The application form.
  'All fields are required.': 'सर्व माहिती भरणे आवश्यक आहे.',
  'First Name': 'पहिले नाव',
  'Middle Name': 'मधले नाव',
  'Last Name': 'आडनाव',
  Email: 'ई-मेल',
  Phone: 'फोन',
  '10 digits, e.g. 9823045671': '10 अंक, उदा. 9823045671',
  'Post Applied For': 'अर्ज करत असलेले पद',
  'Select a post': 'पद निवडा',
  'Current Location': 'सध्याचे ठिकाण',
  'Current Employer': 'सध्याचा नियोक्ता',
  'Years of Experience': 'अनुभवाची वर्षे',
  Qualification: 'शैक्षणिक पात्रता',
  Resume: 'बायोडेटा',
  Submit: 'पाठवा',
} satisfies Record<string, string>;
