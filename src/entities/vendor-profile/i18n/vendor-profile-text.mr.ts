/** The vendor profile's seven boxes in Marathi, keyed by their English labels and hints. */
export default {
  'Vendor Name': 'विक्रेत्याचे नाव',
  Email: 'ई-मेल',
  'Mobile Number': 'मोबाइल क्रमांक',
  '10 digits, starting with 6, 7, 8 or 9.': '10 अंक, सुरुवात 6, 7, 8 किंवा 9 ने.',
  'Company Name': 'कंपनीचे नाव',
  'G.S.T Number': 'जी.एस.टी. क्रमांक',
  '15 characters: state code, your PAN, entity number, Z and a check character.': '15 अक्षरे: राज्य कोड, आपला PAN, संस्था क्रमांक, Z आणि एक तपासणी अक्षर.',
  'Pancard Number': 'पॅन कार्ड क्रमांक',
  '5 letters, 4 digits and a letter.': '5 अक्षरे, 4 अंक आणि एक अक्षर.',
  'Udyam Aadhar': 'उद्यम आधार',
  'As on your Udyam registration certificate: UDYAM-XX-00-0000000.': 'आपल्या उद्यम नोंदणी प्रमाणपत्रावर आहे तसा: UDYAM-XX-00-0000000.',
};
