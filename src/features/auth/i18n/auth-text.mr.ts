/**
 * The vendor's account screens and the header's session indicator in Marathi, keyed by the English text (the spec's
 * labels verbatim, typos and spacing included: they are the keys, not what a Marathi page shows).
 */
export default {
  // Log In (docs/spec-fields.md §2).
  'Log In': 'लॉग इन',
  Email: 'ई-मेल',
  Password: 'पासवर्ड',
  'Log in to apply for tender {{tenderNo}}.': 'निविदा {{tenderNo}} साठी अर्ज करण्याकरिता लॉग इन करा.',
  'You are logged in as {{firstname}} {{lastname}}.': 'आपण {{firstname}} {{lastname}} म्हणून लॉग इन केले आहे.',
  'Continue to the vendor registration form': 'विक्रेता नोंदणी फॉर्मकडे चला',
  'Forgot Password ?': 'पासवर्ड विसरलात?',
  "Don't have an account?Sign up": 'खाते नाही? नोंदणी करा',
  // Sign Up.
  'Sign Up': 'नोंदणी',
  First_Name: 'पहिले नाव',
  Last_Name: 'आडनाव',
  'E-mail': 'ई-मेल',
  'At least 8 characters.': 'किमान 8 अक्षरे.',
  Confirm_Password: 'पासवर्डची पुष्टी करा',
  Signup: 'नोंदणी करा',
  'Allready have an account ? Log In': 'आधीच खाते आहे? लॉग इन करा',
  'Thank you for signing up. You can now log in with this e-mail address.': 'नोंदणी केल्याबद्दल धन्यवाद. आता आपण या ई-मेल पत्त्याने लॉग इन करू शकता.',
  // Forgotten and new password.
  'Forgot Password': 'पासवर्ड विसरलात',
  'Forgot your password?': 'आपला पासवर्ड विसरलात?',
  'Enter the e-mail address you signed up with and we will e-mail you a link to set a new password. The link works once, for one hour. Setting the new password logs you out on every device.':
    'ज्या ई-मेल पत्त्याने नोंदणी केली तो लिहा; नवा पासवर्ड ठेवण्याचा दुवा आम्ही त्यावर ई-मेलने पाठवू. दुवा एकदाच, एका तासासाठी चालतो. नवा पासवर्ड ठेवल्यावर आपण प्रत्येक उपकरणावरून लॉग आउट व्हाल.',
  'No e-mail, or no longer using that address?': 'ई-मेल आला नाही, किंवा तो पत्ता आता वापरत नाही?',
  'Check your spam folder, or ask for a new link. If you no longer use the address you signed up with, write to us or call us and we will help you back into your account:':
    'स्पॅम फोल्डर पाहा, किंवा नवा दुवा मागवा. नोंदणीचा पत्ता आता वापरत नसल्यास आम्हाला लिहा किंवा फोन करा; आपले खाते पुन्हा वापरता यावे यासाठी आम्ही मदत करू:',
  'E-mail:': 'ई-मेल:',
  'Phone:': 'फोन:',
  'Our offices': 'आमची कार्यालये',
  'Back to Log In': 'लॉग इनकडे परत',
  'Get a reset link by e-mail': 'नवा पासवर्ड ठेवण्याचा दुवा ई-मेलने मिळवा',
  'If an account uses this e-mail, a link to set a new password is on its way. It works once, for one hour.':
    'या ई-मेलचे खाते असल्यास, नवा पासवर्ड ठेवण्याचा दुवा पाठवला जात आहे. तो एकदाच, एका तासासाठी चालतो.',
  'Get a reset link': 'पासवर्डचा दुवा मिळवा',
  'The address you signed up with. The link works once, for one hour.': 'ज्या पत्त्याने नोंदणी केली तो. दुवा एकदाच, एका तासासाठी चालतो.',
  'Send the link': 'दुवा पाठवा',
  'Set a New Password': 'नवा पासवर्ड ठेवा',
  'Set a new password': 'नवा पासवर्ड ठेवा',
  'New password': 'नवा पासवर्ड',
  'Confirm the new password': 'नव्या पासवर्डची पुष्टी करा',
  'Your password has been changed. Please log in with the new password.': 'आपला पासवर्ड बदलला आहे. कृपया नव्या पासवर्डने लॉग इन करा.',
  'This link has expired or has already been used. Please ask for a new one.': 'या दुव्याची मुदत संपली आहे किंवा तो आधीच वापरला गेला आहे. कृपया नवा दुवा मागवा.',
  'Ask for a new link': 'नवा दुवा मागवा',
  'Save the new password': 'नवा पासवर्ड जतन करा',
  // Vendor registration (`/userinfo`).
  'Vendor Registration': 'विक्रेता नोंदणी',
  'Fill The Below Form': 'खालील फॉर्म भरा',
  'Vendor registration for tender {{tenderNo}}.': 'निविदा {{tenderNo}} साठी विक्रेता नोंदणी.',
  'This tender is closed: its bid submission deadline has passed, so it no longer takes applications.':
    'ही निविदा बंद झाली आहे: बोली सादर करण्याची अंतिम मुदत संपल्याने ती आता अर्ज स्वीकारत नाही.',
  'This tender has been awarded and no longer takes applications.': 'या निविदेचे काम दिले गेले आहे आणि ती आता अर्ज स्वीकारत नाही.',
  'This tender has been cancelled and takes no applications.': 'ही निविदा रद्द झाली आहे आणि ती अर्ज स्वीकारत नाही.',
  'This tender is not open for applications.': 'ही निविदा अर्जांसाठी खुली नाही.',
  'See the open tenders': 'खुल्या निविदा पाहा',
  'Registration received': 'नोंदणी मिळाली',
  'Thank you. Your vendor registration has been received; our purchase team will contact you.': 'धन्यवाद. आपली विक्रेता नोंदणी मिळाली आहे; आमचा खरेदी विभाग आपल्याशी संपर्क साधेल.',
  'Back to tenders': 'निविदांकडे परत',
  'My applications': 'माझे अर्ज',
  'Register another company': 'दुसऱ्या कंपनीची नोंदणी करा',
  'You have registered for this tender': 'आपण या निविदेसाठी नोंदणी केली आहे',
  '{{companyName}} registered for tender {{tenderNo}} on {{date}}. Our purchase team will contact you.':
    '{{companyName}} यांनी {{date}} रोजी निविदा {{tenderNo}} साठी नोंदणी केली. आमचा खरेदी विभाग आपल्याशी संपर्क साधेल.',
  'Back to the tender': 'निविदेकडे परत',
  'Filled in from your saved vendor profile: check it, change what is out of date, and apply. Your changes are saved with the application.':
    'आपल्या जतन केलेल्या विक्रेता माहितीतून भरले आहे: ते तपासा, जुने झालेले बदला आणि अर्ज करा. आपले बदल अर्जासोबत जतन होतात.',
  'Please log in before registering as a vendor.': 'विक्रेता म्हणून नोंदणी करण्यापूर्वी कृपया लॉग इन करा.',
  '{{login}} or {{signUp}}.': '{{login}} किंवा {{signUp}}.',
  'Log in': 'लॉग इन करा',
  'create an account': 'खाते तयार करा',
  'Vendor registration': 'विक्रेता नोंदणी',
  Apply: 'अर्ज करा',
  // The header's session indicator.
  'Logged in as ': 'लॉग इन केलेले: ',
  'Log out': 'लॉग आउट',
  // The vendor's trades (issue 38).
  'Your trades': 'आपले कामाचे प्रकार',
  'Trades you work in': 'आपण करत असलेले कामाचे प्रकार',
  'We e-mail you when a tender of one of these trades is published, corrected, awarded or cancelled. Choose none to receive no such e-mails.':
    'यांपैकी एखाद्या कामाच्या प्रकाराची निविदा प्रसिद्ध, दुरुस्त, मंजूर किंवा रद्द झाल्यावर आम्ही आपल्याला ई-मेल करतो. असे ई-मेल नको असल्यास एकही निवडू नका.',
  'Save my trades': 'माझे कामाचे प्रकार जतन करा',
};
