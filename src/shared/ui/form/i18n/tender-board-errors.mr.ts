/**
 * The tender board's form messages in Marathi (vendor accounts, the vendor profile, pre-bid questions and
 * sealed bids: the schemas' and the server's sentences, `shared/contracts/accounts.ts`, `BID_MESSAGES`,
 * `QUESTION_MESSAGES`), keyed by the English message; the catalogue `tenderBoardErrorsText` (form-text.ts). `src/app/catalogues.test.ts`
 * checks that every one of those messages has its line here.
 */
export default {
  // Accounts: sign-up, log-in (docs/spec-fields.md §5's and section 8's sentences, their spaces kept in the keys).
  ' Email is required': 'ई-मेल आवश्यक आहे',
  'Please use at most 60 characters': 'कृपया जास्तीत जास्त 60 अक्षरे वापरा',
  'Password must be at least 8 characters': 'पासवर्ड किमान 8 अक्षरांचा असावा',
  'Password must be at most 200 characters': 'पासवर्ड जास्तीत जास्त 200 अक्षरांचा असावा',
  'Password is required': 'पासवर्ड आवश्यक आहे',
  'Passwords do not match': 'पासवर्ड जुळत नाहीत',
  'Thank you for signing up. You can now log in with this e-mail address.': 'नोंदणी केल्याबद्दल धन्यवाद. आता आपण या ई-मेल पत्त्याने लॉग इन करू शकता.',
  'An account with this e-mail already exists.': 'या ई-मेलचे खाते आधीच अस्तित्वात आहे.',
  'Invalid email or password.': 'ई-मेल किंवा पासवर्ड चुकीचा आहे.',
  'Invalid email or password. ': 'ई-मेल किंवा पासवर्ड चुकीचा आहे. ',
  'You are logged in.': 'आपण लॉग इन केले आहे.',
  'You are logged out.': 'आपण लॉग आउट केले आहे.',
  'We could not reach the server. Please check your connection and try again.': 'सर्व्हरशी संपर्क होऊ शकला नाही. कृपया आपले इंटरनेट कनेक्शन तपासून पुन्हा प्रयत्न करा.',
  'Something went wrong. Please try again.': 'काहीतरी चुकले. कृपया पुन्हा प्रयत्न करा.',
  'Sign In  successfully!': 'नोंदणी यशस्वी झाली!',
  // The vendor profile and registration.
  'Vendor name is required': 'विक्रेत्याचे नाव आवश्यक आहे',
  'Valid email is required': 'योग्य ई-मेल आवश्यक आहे',
  'Enter a 10-digit mobile number starting with 6, 7, 8 or 9': '6, 7, 8 किंवा 9 ने सुरू होणारा 10 अंकी मोबाइल क्रमांक लिहा',
  'Company name is required': 'कंपनीचे नाव आवश्यक आहे',
  'G.S.T number is required': 'जी.एस.टी. क्रमांक आवश्यक आहे',
  'A GSTIN has exactly 15 characters': 'GSTIN मध्ये नेमकी 15 अक्षरे असतात',
  'A GSTIN is a 2-digit state code, the 10-character PAN, an entity number, Z and a check character':
    'GSTIN म्हणजे 2 अंकी राज्य कोड, 10 अक्षरी PAN, संस्था क्रमांक, Z आणि एक तपासणी अक्षर',
  'The first two digits of a GSTIN are a state code from 01 to 38': 'GSTIN चे पहिले दोन अंक 01 ते 38 पैकी राज्य कोड असतात',
  'This GSTIN is not valid: its last character does not match. Please check the number': 'हा GSTIN वैध नाही: त्याचे शेवटचे अक्षर जुळत नाही. कृपया क्रमांक तपासा',
  'Characters 3 to 12 of the GSTIN must be the PAN given below': 'GSTIN ची 3 ते 12 ही अक्षरे खाली दिलेला PAN असली पाहिजेत',
  'Enter the PAN as 5 letters, 4 digits and a letter (for example ABCDE1234F)': 'PAN 5 अक्षरे, 4 अंक आणि एक अक्षर असा लिहा (उदाहरणार्थ ABCDE1234F)',
  'Enter the Udyam number as UDYAM-XX-00-0000000': 'उद्यम क्रमांक UDYAM-XX-00-0000000 असा लिहा',
  'Please use at most 120 characters': 'कृपया जास्तीत जास्त 120 अक्षरे वापरा',
  'Please log in before registering as a vendor.': 'विक्रेता म्हणून नोंदणी करण्यापूर्वी कृपया लॉग इन करा.',
  'You have already registered for this tender.': 'आपण या निविदेसाठी आधीच नोंदणी केली आहे.',
  'This tender is not open for applications.': 'ही निविदा अर्जांसाठी खुली नाही.',
  'Thank you. Your vendor registration has been received; our purchase team will contact you.': 'धन्यवाद. आपली विक्रेता नोंदणी मिळाली आहे; आमचा खरेदी विभाग आपल्याशी संपर्क साधेल.',
  'Your vendor profile is saved.': 'आपली विक्रेता माहिती जतन झाली आहे.',
  'Your trades are saved: we will e-mail you about tenders of these trades.': 'आपले कामाचे प्रकार जतन झाले: या प्रकारांच्या निविदांबद्दल आम्ही आपल्याला ई-मेल करू.',
  'Your trades are saved: you chose none, so we will not e-mail you about new tenders.': 'आपले कामाचे प्रकार जतन झाले: आपण एकही निवडला नाही, म्हणून नवीन निविदांबद्दल आम्ही ई-मेल करणार नाही.',
  'This field': 'ही जागा',
  'This tender is closed: its bid submission deadline has passed, so it no longer takes applications.':
    'ही निविदा बंद झाली आहे: बोली सादर करण्याची अंतिम मुदत संपल्याने ती आता अर्ज स्वीकारत नाही.',
  'This tender has been awarded and no longer takes applications.': 'या निविदेचे काम दिले गेले आहे आणि ती आता अर्ज स्वीकारत नाही.',
  'This tender has been cancelled and takes no applications.': 'ही निविदा रद्द झाली आहे आणि ती अर्ज स्वीकारत नाही.',
  // Password reset.
  'If an account uses this e-mail, a link to set a new password is on its way. It works once, for one hour.':
    'या ई-मेलचे खाते असल्यास, नवा पासवर्ड ठेवण्याचा दुवा पाठवला जात आहे. तो एकदाच, एका तासासाठी चालतो.',
  'This link has expired or has already been used. Please ask for a new one.': 'या दुव्याची मुदत संपली आहे किंवा तो आधीच वापरला गेला आहे. कृपया नवा दुवा मागवा.',
  'Your password has been changed. Please log in with the new password.': 'आपला पासवर्ड बदलला आहे. कृपया नव्या पासवर्डने लॉग इन करा.',
  'Too many requests for this e-mail. Please wait an hour and try again.': 'या ई-मेलसाठी खूप विनंत्या आल्या. कृपया एक तास थांबून पुन्हा प्रयत्न करा.',
  // Pre-bid questions.
  'Please type your question': 'कृपया आपला प्रश्न लिहा',
  'Please keep your question to 1000 characters': 'कृपया आपला प्रश्न 1000 अक्षरांपर्यंत मर्यादित ठेवा',
  'This text must not contain control characters.': 'या मजकुरात नियंत्रण अक्षरे (control characters) असू नयेत.',
  'Please log in to ask a question about this tender.': 'या निविदेबद्दल प्रश्न विचारण्यासाठी कृपया लॉग इन करा.',
  'Questions on this tender are closed: the pre-bid date has passed or the tender no longer takes bids.':
    'या निविदेवरील प्रश्न बंद झाले आहेत: बोलीपूर्व दिनांक उलटून गेला आहे किंवा निविदा आता बोली स्वीकारत नाही.',
  'No such tender.': 'अशी निविदा नाही.',
  'You have asked many questions today. Please wait until tomorrow or write to our office.': 'आज आपण बरेच प्रश्न विचारले आहेत. कृपया उद्यापर्यंत थांबा किंवा आमच्या कार्यालयाला लिहा.',
  // Sealed bids: the form's own checks and the server's refusals.
  'Please log in as a vendor to bid.': 'बोली लावण्यासाठी कृपया विक्रेता म्हणून लॉग इन करा.',
  'Complete your vendor profile before you bid: the bid goes out under its company name.': 'बोली लावण्यापूर्वी आपली विक्रेता माहिती पूर्ण करा: बोली त्यातील कंपनीच्या नावाने सादर होते.',
  'There is no such tender on the board.': 'अशी निविदा फलकावर नाही.',
  'This tender does not take online bids.': 'ही निविदा ऑनलाइन बोली स्वीकारत नाही.',
  'This tender does not take online bids yet: its bid openers have not set up the sealing.': 'ही निविदा अद्याप ऑनलाइन बोली स्वीकारत नाही: बोली उघडणाऱ्यांनी मोहोरबंदीची व्यवस्था अजून केलेली नाही.',
  'The bid submission deadline has passed: your bid was not accepted.': 'बोली सादर करण्याची अंतिम मुदत संपली आहे: आपली बोली स्वीकारली गेली नाही.',
  'The bid submission deadline passed while your files were uploading: your bid was not accepted.': 'आपल्या फायली अपलोड होत असतानाच बोली सादर करण्याची अंतिम मुदत संपली: आपली बोली स्वीकारली गेली नाही.',
  'This tender no longer takes bids.': 'ही निविदा आता बोली स्वीकारत नाही.',
  'A bid file must be a PDF, XLSX, DOCX, ZIP or DWG file (checked by its content).': 'बोलीची फाइल PDF, XLSX, DOCX, ZIP किंवा DWG असावी (तिच्या मजकुरावरून तपासली जाते).',
  'The price schedule must be an XLSX file.': 'दरपत्रक XLSX फाइल असावे.',
  'A file is empty.': 'एक फाइल रिकामी आहे.',
  'A file is larger than 20 MB.': 'एक फाइल 20 MB पेक्षा मोठी आहे.',
  'The files together are larger than 100 MB.': 'सर्व फायली मिळून 100 MB पेक्षा मोठ्या आहेत.',
  'Attach at most 20 files.': 'जास्तीत जास्त 20 फायली जोडा.',
  'Attach the technical envelope: at least one file.': 'तांत्रिक लिफाफा जोडा: किमान एक फाइल.',
  'The bid could not be read. Please try again.': 'बोली वाचता आली नाही. कृपया पुन्हा प्रयत्न करा.',
  'Enter the amount in rupees without GST, in digits only (for example 1462846.50): more than 0, at most 2 decimals, at most ₹ 10,000 crore; no commas, signs or letters.':
    'जीएसटीशिवाय रक्कम रुपयांत फक्त अंकांत लिहा (उदा. 1462846.50): 0 पेक्षा जास्त, जास्तीत जास्त 2 दशांश, जास्तीत जास्त ₹ 10,000 कोटी; स्वल्पविराम, चिन्हे किंवा अक्षरे नकोत.',
  'This browser cannot seal a bid (it has no WebCrypto). Use a current browser over https: a bid is never sent unsealed.':
    'हा ब्राउझर बोली मोहोरबंद करू शकत नाही (त्यात WebCrypto नाही). https वर नवीन ब्राउझर वापरा: बोली कधीही मोहोरबंद न करता पाठवली जात नाही.',
  'The sealed financial envelope is missing. Please send the bid again from the tender page.': 'मोहोरबंद आर्थिक लिफाफा आलेला नाही. कृपया निविदेच्या पानावरून बोली पुन्हा पाठवा.',
  'The sealed envelope did not arrive as your browser sealed it. Nothing was kept; please send the bid again.':
    'आपल्या ब्राउझरने मोहोरबंद केला तसा लिफाफा पोहोचला नाही. काहीही ठेवले नाही; कृपया बोली पुन्हा पाठवा.',
  'The sealed financial envelope is larger than allowed (the price schedule may be at most 20 MB).': 'मोहोरबंद आर्थिक लिफाफा परवानगीपेक्षा मोठा आहे (किंमत तक्ता जास्तीत जास्त 20 MB).',
  'Choose the GST rate: 0, 5, 12, 18 or 28 %.': 'GST दर निवडा: 0, 5, 12, 18 किंवा 28 %.',
  "Enter the bid's validity in whole days, from 30 to 365.": 'बोलीची वैधता पूर्ण दिवसांत लिहा, 30 ते 365.',
  'Tick the declaration to submit the bid.': 'बोली सादर करण्यासाठी घोषणेवर खूण करा.',
  'The server could not store your bid (no space left). Nothing was kept and no receipt was issued; please try again later.':
    'सर्व्हर आपली बोली साठवू शकला नाही (जागा शिल्लक नाही). काहीही ठेवले गेले नाही आणि पावती दिली गेली नाही; कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
  'Your bid could not be sent (no answer from the server). Nothing was received; every value and file is kept, please try again.':
    'आपली बोली पाठवता आली नाही (सर्व्हरकडून उत्तर आले नाही). काहीही मिळालेले नाही; सर्व माहिती आणि फायली जपून ठेवल्या आहेत, कृपया पुन्हा प्रयत्न करा.',
  'Your bid was not accepted (the server gave no reason). Every value and file is kept; please try again.':
    'आपली बोली स्वीकारली गेली नाही (सर्व्हरने कारण दिले नाही). सर्व माहिती आणि फायली जपून ठेवल्या आहेत; कृपया पुन्हा प्रयत्न करा.',
};
