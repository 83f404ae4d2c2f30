/**
 * A vendor's bid in Marathi, keyed by the English text (`BID_TEXTS` of the tenders slice, `OPENING_RECORD_TEXTS`,
 * the flags, and the server's answers to a vendor, `BID_MESSAGES`). `src/app/catalogues.test.ts` checks that
 * every one of those English texts has its line here.
 */
export default {
  // The "Bid online" section.
  'Bid online': 'ऑनलाइन बोली',
  'India time': 'भारतीय वेळ',
  'Loading your bid…': 'आपली बोली लोड होत आहे…',
  'Your bid could not be loaded just now.': 'आपली बोली आत्ता लोड होऊ शकली नाही.',
  'Try again': 'पुन्हा प्रयत्न करा',
  'Your price is sealed in your own browser before anything is sent: the server never sees it, and nobody, staff included, can read it before both openers open it.':
    'काहीही पाठवण्यापूर्वी आपली किंमत आपल्याच ब्राउझरमध्ये मोहोरबंद (एन्क्रिप्ट) होते: सर्व्हरला ती कधीच दिसत नाही, आणि दोन्ही उघडणारे अधिकारी उघडेपर्यंत ती कोणीही, आमच्या कर्मचाऱ्यांसह, वाचू शकत नाही.',
  'Review my bid': 'माझी बोली तपासा',
  'Seal and send my bid': 'माझी बोली मोहोरबंद करून पाठवा',
  'Change my bid': 'माझी बोली बदला',
  'Check your bid before you seal it': 'मोहोरबंद करण्यापूर्वी आपली बोली तपासा',
  'Once sealed, nobody can read or change it before the opening; you may withdraw it or send a new one until the deadline.':
    'मोहोरबंद झाल्यावर उघडण्यापूर्वी ती कोणीही वाचू किंवा बदलू शकत नाही; अंतिम मुदतीपर्यंत आपण ती मागे घेऊ शकता किंवा नवी पाठवू शकता.',
  'What you sealed': 'आपण मोहोरबंद केलेले',
  'Amount without GST': 'जीएसटीशिवाय रक्कम',
  'Total with GST': 'जीएसटीसह एकूण',
  Company: 'कंपनी',
  'Price schedule': 'किंमत तक्ता',
  'Download your letter of award (PDF)': 'आपले कार्यादेश पत्र (लेटर ऑफ अवॉर्ड) डाउनलोड करा (PDF)',
  'Your bid qualified in the technical evaluation: {{reason}}': 'तांत्रिक मूल्यमापनात आपली बोली पात्र ठरली: {{reason}}',
  'Your bid did not qualify in the technical evaluation: {{reason}}. Its financial envelope will never be opened.':
    'तांत्रिक मूल्यमापनात आपली बोली पात्र ठरली नाही: {{reason}}. तिचा आर्थिक लिफाफा कधीही उघडला जाणार नाही.',
  'Log in as a vendor to bid on this tender.': 'या निविदेवर बोली लावण्यासाठी विक्रेता म्हणून लॉग इन करा.',
  'Log in': 'लॉग इन करा',
  'Create an account': 'खाते तयार करा',
  'Complete your vendor profile': 'आपली विक्रेता माहिती पूर्ण करा',
  'A bid goes out under your vendor profile. Fill it in once; it is kept with your account and fills the forms next time.':
    'बोली आपल्या विक्रेता माहितीच्या नावाने सादर होते. ती एकदाच भरा; ती आपल्या खात्यासोबत जपली जाते आणि पुढच्या वेळी फॉर्म आपोआप भरते.',
  'A bid goes out under your vendor profile, and yours is missing a detail or has one that no longer passes our checks: check the form below and save it.':
    'बोली आपल्या विक्रेता माहितीच्या नावाने सादर होते, आणि आपल्या माहितीत एखादा तपशील नाही किंवा एखादा तपशील आता आमच्या तपासणीत बसत नाही: खालील फॉर्म तपासून तो जतन करा.',
  'Save profile and continue to the bid': 'माहिती जतन करा आणि बोलीकडे चला',
  'Online bids are not taken now.': 'सध्या ऑनलाइन बोली स्वीकारल्या जात नाहीत.',
  // The vendor's bid.
  'Your bid': 'आपली बोली',
  Submitted: 'सादर केली',
  Withdrawn: 'मागे घेतली',
  'Replaced by a later bid': 'नंतरच्या बोलीने बदलली',
  State: 'स्थिती',
  'Withdrawn at': 'मागे घेतल्याची वेळ',
  'The tender was amended after you bid. Re-confirm your bid before the deadline, or it is listed as "not re-confirmed" at the opening.':
    'आपण बोली लावल्यानंतर निविदेत सुधारणा झाली. अंतिम मुदतीपूर्वी आपल्या बोलीची पुन्हा पुष्टी करा, नाहीतर उघडताना ती "पुन्हा पुष्टी न केलेली" म्हणून नोंदवली जाईल.',
  'Re-confirm my bid': 'माझ्या बोलीची पुन्हा पुष्टी करा',
  'Withdraw my bid': 'माझी बोली मागे घ्या',
  'Withdraw your bid?': 'आपली बोली मागे घ्यायची?',
  'Your sealed bid will not be opened. You may send a new bid until the deadline.': 'आपली मोहोरबंद बोली उघडली जाणार नाही. अंतिम मुदतीपर्यंत आपण नवी बोली पाठवू शकता.',
  'Withdraw bid': 'बोली मागे घ्या',
  'Send a new bid': 'नवी बोली पाठवा',
  'A new bid replaces your current one: only the latest counts.': 'नवी बोली आपल्या सध्याच्या बोलीची जागा घेते: फक्त सर्वात शेवटची बोली ग्राह्य धरली जाते.',
  // The bid form.
  'Financial envelope': 'आर्थिक लिफाफा',
  'Technical envelope': 'तांत्रिक लिफाफा',
  'Amount in rupees, without GST': 'रक्कम रुपयांत, GST शिवाय',
  'For example 1462846.50': 'उदाहरणार्थ 1462846.50',
  'GST rate': 'GST दर',
  'Choose the rate': 'दर निवडा',
  'Bid validity (days)': 'बोलीची वैधता (दिवस)',
  'Whole days, 30 to 365.': 'पूर्ण दिवस, 30 ते 365.',
  'I declare that the information and documents in this bid are true and that I accept the tender’s terms.':
    'मी जाहीर करतो/करते की या बोलीतील माहिती आणि कागदपत्रे खरी आहेत आणि मला निविदेच्या अटी मान्य आहेत.',
  'Technical documents': 'तांत्रिक कागदपत्रे',
  'PDF, XLSX, DOCX, ZIP or DWG; 1 to 20 files, each at most 20 MB, all together at most 100 MB.':
    'PDF, XLSX, DOCX, ZIP किंवा DWG; 1 ते 20 फायली, प्रत्येकी जास्तीत जास्त 20 MB, सर्व मिळून जास्तीत जास्त 100 MB.',
  'Price schedule (optional)': 'दरपत्रक (ऐच्छिक)',
  'One XLSX file, at most 20 MB.': 'एक XLSX फाइल, जास्तीत जास्त 20 MB.',
  'Chosen files': 'निवडलेल्या फायली',
  'Total {{size}} of 100 MB': '100 MB पैकी एकूण {{size}}',
  'Remove {{name}}': '{{name}} काढा',
  'larger than 20 MB: take it off': '20 MB पेक्षा मोठी: ही काढून टाका',
  'over the 100 MB limit': '100 MB मर्यादेपेक्षा जास्त',
  'Submit sealed bid': 'मोहोरबंद बोली सादर करा',
  'Upload progress': 'अपलोडची प्रगती',
  'Uploading: {{percent}} %': 'अपलोड होत आहे: {{percent}} %',
  'Your bid could not be sent (no answer from the server). Nothing was received; every value and file is kept, please try again.':
    'आपली बोली पाठवता आली नाही (सर्व्हरकडून उत्तर आले नाही). काहीही मिळालेले नाही; सर्व माहिती आणि फायली जपून ठेवल्या आहेत, कृपया पुन्हा प्रयत्न करा.',
  'Your bid was not accepted (the server gave no reason). Every value and file is kept; please try again.':
    'आपली बोली स्वीकारली गेली नाही (सर्व्हरने कारण दिले नाही). सर्व माहिती आणि फायली जपून ठेवल्या आहेत; कृपया पुन्हा प्रयत्न करा.',
  // The receipt.
  'Bid receipt': 'बोलीची पावती',
  'Bid number': 'बोली क्रमांक',
  Tender: 'निविदा',
  'Received at': 'मिळाल्याची वेळ',
  'Last confirmed at': 'शेवटची पुष्टी',
  Files: 'फायली',
  File: 'फाइल',
  Envelope: 'लिफाफा',
  Size: 'आकार',
  Technical: 'तांत्रिक',
  Financial: 'आर्थिक',
  'SHA-256 of the financial envelope': 'आर्थिक लिफाफ्याचा SHA-256',
  'Print receipt': 'पावती छापा',
  // After the opening.
  'Bid opening': 'बोली उघडणे',
  'Bids received': 'मिळालेल्या बोली',
  'Awarded to': 'काम कोणाला दिले',
  '{{amount}} without GST (GST {{gst}} %)': '{{amount}} GST शिवाय (GST {{gst}} %)',
  'Opening record': 'उघडण्याचा अहवाल',
  // The opening record table (`OPENING_RECORD_TEXTS`) and its flags.
  'Opening record of tender {{tenderNo}}': 'निविदा {{tenderNo}} च्या बोली उघडण्याचा अहवाल',
  'Opened at': 'उघडल्याची वेळ',
  'Opened by': 'उघडणारे',
  'Bids counted': 'मोजलेल्या बोली',
  Rank: 'क्रम',
  Bidder: 'बोलीदार',
  'Amount (without GST)': 'रक्कम (GST शिवाय)',
  Total: 'एकूण',
  Validity: 'वैधता',
  Flags: 'नोंदी',
  'not ranked': 'क्रम नाही',
  none: 'काही नाही',
  '{{days}} days': '{{days}} दिवस',
  'hash matches': 'हॅश जुळतो',
  'hash does not match': 'हॅश जुळत नाही',
  'financial envelope hash does not match': 'आर्थिक लिफाफ्याचा हॅश जुळत नाही',
  late: 'उशिरा',
  'not re-confirmed': 'पुन्हा पुष्टी नाही',
  // The server's answers to a vendor (`BID_MESSAGES`), shown in the section's notices and its refusals.
  'Please log in as a vendor to bid.': 'बोली लावण्यासाठी कृपया विक्रेता म्हणून लॉग इन करा.',
  'Complete your vendor profile before you bid: the bid goes out under its company name.':
    'बोली लावण्यापूर्वी आपली विक्रेता माहिती पूर्ण करा: बोली त्यातील कंपनीच्या नावाने सादर होते.',
  'There is no such tender on the board.': 'अशी निविदा फलकावर नाही.',
  'This tender does not take online bids.': 'ही निविदा ऑनलाइन बोली स्वीकारत नाही.',
  'This tender does not take online bids yet: its bid openers have not set up the sealing.':
    'ही निविदा अद्याप ऑनलाइन बोली स्वीकारत नाही: बोली उघडणाऱ्यांनी मोहोरबंदीची व्यवस्था अजून केलेली नाही.',
  'The bid submission deadline has passed: your bid was not accepted.': 'बोली सादर करण्याची अंतिम मुदत संपली आहे: आपली बोली स्वीकारली गेली नाही.',
  'The bid submission deadline passed while your files were uploading: your bid was not accepted.':
    'आपल्या फायली अपलोड होत असतानाच बोली सादर करण्याची अंतिम मुदत संपली: आपली बोली स्वीकारली गेली नाही.',
  'Enter the amount in rupees without GST, in digits only (for example 1462846.50): more than 0, at most 2 decimals, at most ₹ 10,000 crore; no commas, signs or letters.':
    'जीएसटीशिवाय रक्कम रुपयांत फक्त अंकांत लिहा (उदा. 1462846.50): 0 पेक्षा जास्त, जास्तीत जास्त 2 दशांश, जास्तीत जास्त ₹ 10,000 कोटी; स्वल्पविराम, चिन्हे किंवा अक्षरे नकोत.',
  'This browser cannot seal a bid (it has no WebCrypto). Use a current browser over https: a bid is never sent unsealed.':
    'हा ब्राउझर बोली मोहोरबंद करू शकत नाही (त्यात WebCrypto नाही). https वर नवीन ब्राउझर वापरा: बोली कधीही मोहोरबंद न करता पाठवली जात नाही.',
  'The sealed financial envelope is missing. Please send the bid again from the tender page.': 'मोहोरबंद आर्थिक लिफाफा आलेला नाही. कृपया निविदेच्या पानावरून बोली पुन्हा पाठवा.',
  'The sealed envelope did not arrive as your browser sealed it. Nothing was kept; please send the bid again.':
    'आपल्या ब्राउझरने मोहोरबंद केला तसा लिफाफा पोहोचला नाही. काहीही ठेवले नाही; कृपया बोली पुन्हा पाठवा.',
  'The sealed financial envelope is larger than allowed (the price schedule may be at most 20 MB).': 'मोहोरबंद आर्थिक लिफाफा परवानगीपेक्षा मोठा आहे (किंमत तक्ता जास्तीत जास्त 20 MB).',
  'does not match its receipt': 'पावतीशी जुळत नाही',
  'amount not in digits': 'रक्कम अंकांत नाही',
  'This tender no longer takes bids.': 'ही निविदा आता बोली स्वीकारत नाही.',
  'Your bid {{bidNumber}} was received and sealed. Your receipt is below and was e-mailed to you.':
    'आपली बोली {{bidNumber}} मिळाली आणि मोहोरबंद झाली. आपली पावती खाली आहे आणि ती आपल्याला ई-मेलनेही पाठवली आहे.',
  'Your new bid {{bidNumber}} was received and sealed; it replaces your earlier bid.':
    'आपली नवी बोली {{bidNumber}} मिळाली आणि मोहोरबंद झाली; ती आपल्या आधीच्या बोलीची जागा घेते.',
  'Your bid was withdrawn. You may bid again until the deadline.': 'आपली बोली मागे घेतली गेली. अंतिम मुदतीपर्यंत आपण पुन्हा बोली लावू शकता.',
  'You have no bid on this tender to withdraw.': 'या निविदेवर मागे घेण्यासाठी आपली कोणतीही बोली नाही.',
  'Your bid is re-confirmed for the amended tender.': 'सुधारित निविदेसाठी आपल्या बोलीची पुन्हा पुष्टी झाली आहे.',
  'Your bid does not need re-confirming.': 'आपल्या बोलीची पुन्हा पुष्टी करण्याची गरज नाही.',
  'Your vendor profile is saved.': 'आपली विक्रेता माहिती जतन झाली आहे.',
  'The bids are not opened yet.': 'बोली अद्याप उघडलेल्या नाहीत.',
};
