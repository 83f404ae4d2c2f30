/** The Contact Us screen's words (SPEC section 2). */
export const contactEn = {
  title: 'Contact Us',
  formTitle: 'Send Us A Message',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  phoneHelp: '10 digits, e.g. 9823045671',
  message: 'Message',
  submit: 'Submit',
  officesTitle: 'Corporate Address',
  officeEmail: 'Email: ',
  officePhone: 'Phone: ',
};
