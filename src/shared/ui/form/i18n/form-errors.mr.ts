import { COMPANY } from '@/shared/config/company';

/**
 * The schemas' messages (`shared/contracts`: the spec's words, verbatim, on English pages) as a Marathi page shows
 * them, keyed by the English message itself. A message made from a field's label (too long, control
 * characters, a wait) is matched by its key, read as a pattern (`{{label}}`, `{{max}}`, …) by `useFormMessage`, the
 * label translated from `labels`.
 */
export default {
  // Shared by every form.
  'Your form has been submitted successfully!': 'आपला फॉर्म यशस्वीरीत्या पाठवला गेला!',
  'Please correct the highlighted fields and try again.': 'कृपया ठळक केलेल्या जागा दुरुस्त करून पुन्हा प्रयत्न करा.',
  // The form's own failure (`SEND_FAILURE_MESSAGE`) and the server's common refusals.
  [`We couldn't send your message. Please try again or call us on ${COMPANY.phoneDisplay}.`]: `आपला संदेश पाठवता आला नाही. कृपया पुन्हा प्रयत्न करा किंवा आम्हाला ${COMPANY.phoneDisplay} वर फोन करा.`,
  'Some values are not valid.': 'काही माहिती योग्य नाही.',
  'Something went wrong on our side. Please try again later.': 'आमच्याकडे काहीतरी चुकले. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
  'Your security token is missing or out of date. Please reload the page and try again.':
    'आपले सुरक्षा टोकन नाही किंवा जुने झाले आहे. कृपया पान पुन्हा लोड करून पुन्हा प्रयत्न करा.',
  // Enquiry (home page).
  'Name is required.': 'नाव आवश्यक आहे.',
  'Email is required.': 'ई-मेल आवश्यक आहे.',
  'Contact Number is required.': 'संपर्क क्रमांक आवश्यक आहे.',
  'Please enter an e-mail address such as name@example.com.': 'कृपया name@example.com सारखा ई-मेल पत्ता लिहा.',
  'Please enter a 10-digit mobile number, or a landline number with its STD code.':
    'कृपया 10 अंकी मोबाइल क्रमांक, किंवा STD कोडसह लँडलाइन क्रमांक लिहा.',
  // Contact form.
  'Name is required': 'नाव आवश्यक आहे',
  'Email is required': 'ई-मेल आवश्यक आहे',
  'Phone number is required': 'फोन क्रमांक आवश्यक आहे',
  // Career application.
  'First name is required': 'पहिले नाव आवश्यक आहे',
  'Middle name is required': 'मधले नाव आवश्यक आहे',
  'Last name is required': 'आडनाव आवश्यक आहे',
  'Valid email is required': 'योग्य ई-मेल आवश्यक आहे',
  'Valid phone number is required': 'योग्य फोन क्रमांक आवश्यक आहे',
  'Post applied for is required': 'अर्ज केलेले पद आवश्यक आहे',
  'Current location is required': 'सध्याचे ठिकाण आवश्यक आहे',
  'Current employer is required': 'सध्याचा नियोक्ता आवश्यक आहे',
  'Years of experience is required': 'अनुभवाची वर्षे आवश्यक आहेत',
  'Qualification is required': 'शैक्षणिक पात्रता आवश्यक आहे',
  'Resume is required': 'बायोडेटा आवश्यक आहे',
  'Resume must be a PDF, DOC, DOCX or TXT file.': 'बायोडेटा PDF, DOC, DOCX किंवा TXT फाइल असावा.',
  'Resume must be 1 MB or smaller.': 'बायोडेटा 1 MB किंवा त्याहून लहान असावा.',
  'This file is not a real PDF, Word or text document. Please attach your resume in one of those formats.':
    'ही फाइल खरी PDF, Word किंवा मजकूर फाइल नाही. कृपया आपला बायोडेटा यापैकी एका स्वरूपात जोडा.',
  // Messages made from a field's label (see form-text.ts), and the labels they name.
  '{{label}} must be at most {{max}} characters.': '{{label}} जास्तीत जास्त {{max}} अक्षरांचे असावे.',
  '{{label}} must not contain control characters.': '{{label}} मध्ये नियंत्रण अक्षरे (control characters) असू नयेत.',
  '{{label}} must be text.': '{{label}} मजकूर असावा.',
  // The server's waits (a number of minutes or seconds): "मि." and "सेकंद" read right for one and for many.
  'Too many failed log-in attempts. Please wait {{minutes}} minutes and try again.': 'लॉग इनचे खूप अयशस्वी प्रयत्न झाले. कृपया {{minutes}} मि. थांबून पुन्हा प्रयत्न करा.',
  'Too many failed log-in attempts. Please wait {{minutes}} minute and try again.': 'लॉग इनचे खूप अयशस्वी प्रयत्न झाले. कृपया {{minutes}} मि. थांबून पुन्हा प्रयत्न करा.',
  'Too many requests. Please wait {{seconds}} seconds and try again.': 'खूप विनंत्या आल्या. कृपया {{seconds}} सेकंद थांबून पुन्हा प्रयत्न करा.',
  'Name': 'नाव',
  'Email': 'ई-मेल',
  'Contact Number': 'संपर्क क्रमांक',
  'Address': 'पत्ता',
  'Message': 'संदेश',
  'First name': 'पहिले नाव',
  'Middle name': 'मधले नाव',
  'Last name': 'आडनाव',
  'Post applied for': 'अर्ज केलेले पद',
  'Current location': 'सध्याचे ठिकाण',
  'Current employer': 'सध्याचा नियोक्ता',
  'Years of experience': 'अनुभवाची वर्षे',
  'Qualification': 'शैक्षणिक पात्रता',
} satisfies Record<string, string>;
