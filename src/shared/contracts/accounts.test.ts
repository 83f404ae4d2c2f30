import { loginSchema, signUpFormSchema, signUpSchema, tooManyAttemptsMessage, vendorRegistrationSchema } from './accounts';
import { fieldErrorsOf } from './forms';

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrorsOf>[0] }) =>
  result.success ? {} : fieldErrorsOf(result.error!);

describe('sign-up schema', () => {
  it('trims names and lower-cases the e-mail', () => {
    expect(signUpSchema.parse({ firstname: ' Asha ', lastname: 'Deshmukh', email: ' Asha@Example.IN ', password: 'Tender#2026' })).toEqual({
      firstname: 'Asha',
      lastname: 'Deshmukh',
      email: 'asha@example.in',
      password: 'Tender#2026',
    });
  });

  it('uses the spec’s messages, verbatim', () => {
    expect(errorsOf(signUpSchema.safeParse({ firstname: ' ', lastname: '', email: 'a@b', password: '1234567' }))).toEqual({
      firstname: 'Name is required',
      lastname: 'Name is required',
      email: ' Email is required',
      password: 'Password must be at least 8 characters',
    });
  });

  it('checks the confirmation on the form only', () => {
    const values = { firstname: 'A', lastname: 'B', email: 'a@b.in', password: 'Tender#2026' };
    expect(errorsOf(signUpFormSchema.safeParse({ ...values, confirmPassword: 'Tender#2025' }))).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(signUpSchema.safeParse(values).success).toBe(true);
  });
});

describe('log-in schema', () => {
  it('needs both fields and nothing more', () => {
    expect(errorsOf(loginSchema.safeParse({}))).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect(loginSchema.parse({ email: ' A@B.IN ', password: ' spaced ' })).toEqual({ email: 'a@b.in', password: ' spaced ' });
  });
});

describe('vendor registration schema', () => {
  const valid = {
    vendorName: 'Asha Deshmukh',
    email: 'asha@example.in',
    mobileNumber: '98230 45671',
    companyName: 'Deshmukh Fabricators',
    gstNumber: '27aapfu0939f1zv',
    panNumber: 'aapfu 0939f',
    udyamNumber: 'udyam-mh-26-0012345',
  };

  it('upper-cases identifiers, drops spaces, and leaves out an empty tender number', () => {
    expect(vendorRegistrationSchema.parse({ ...valid, tenderNo: '' })).toEqual({
      ...valid,
      mobileNumber: '9823045671',
      gstNumber: '27AAPFU0939F1ZV',
      panNumber: 'AAPFU0939F',
      udyamNumber: 'UDYAM-MH-26-0012345',
      tenderNo: undefined,
    });
  });

  it('explains each kind of GSTIN mistake', () => {
    const gst = (gstNumber: string) => errorsOf(vendorRegistrationSchema.safeParse({ ...valid, gstNumber })).gstNumber;
    expect(gst('')).toBe('G.S.T number is required');
    expect(gst('27AAPFU0939F1Z')).toBe('A GSTIN has exactly 15 characters');
    expect(gst('27AAPFU0939F1XV')).toMatch(/^A GSTIN is a 2-digit state code/);
    expect(gst('45AAPFU0939F1ZV')).toMatch(/state code from 01 to 38/);
    expect(gst('27AAPFU0939F1ZW')).toMatch(/last character does not match/);
  });

  it('refuses a GSTIN that does not hold the PAN given', () => {
    expect(errorsOf(vendorRegistrationSchema.safeParse({ ...valid, panNumber: 'ABCDE1234F' }))).toEqual({
      gstNumber: 'Characters 3 to 12 of the GSTIN must be the PAN given below',
    });
  });

  it('refuses a mobile number that does not start with 6 to 9, and a malformed tender number', () => {
    expect(errorsOf(vendorRegistrationSchema.safeParse({ ...valid, mobileNumber: '5823045671', tenderNo: '<script>' }))).toEqual({
      mobileNumber: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
      tenderNo: 'This tender is not open for applications.',
    });
  });
});

it('tells a throttled vendor how long to wait, in whole minutes', () => {
  expect(tooManyAttemptsMessage(14 * 60_000 + 1)).toBe('Too many failed log-in attempts. Please wait 15 minutes and try again.');
  expect(tooManyAttemptsMessage(30_000)).toBe('Too many failed log-in attempts. Please wait 1 minute and try again.');
});
