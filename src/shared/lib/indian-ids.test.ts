import {
  gstinCheckCharacter,
  gstinProblem,
  isValidGstin,
  isValidMobile,
  isValidPan,
  isValidUdyam,
  normalizeId,
  panOfGstin,
} from './indian-ids';

describe('GSTIN', () => {
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '27AAACR5055K1Z7', '33AAACH7409R1Z8'])('accepts the real GSTIN %s', (gstin) => {
    expect(gstinProblem(gstin)).toBeNull();
    expect(isValidGstin(gstin)).toBe(true);
  });

  it('rejects 22AAAAA0000A1Z5: well formed, but its check character should be C', () => {
    expect(gstinProblem('22AAAAA0000A1Z5')).toBe('check');
    expect(gstinCheckCharacter('22AAAAA0000A1Z')).toBe('C');
    expect(isValidGstin('22AAAAA0000A1ZC')).toBe(true);
  });

  it('catches a single mistyped character through the check character', () => {
    expect(gstinProblem('27AAPFU0938F1ZV')).toBe('check');
    expect(gstinProblem('27AAPFU0939F2ZV')).toBe('check');
  });

  it.each([
    ['27AAPFU0939F1Z', 'length'],
    ['27AAPFU0939F1ZVX', 'length'],
    ['', 'length'],
    ['27aapfu0939f1zv', 'shape'],
    ['27AAPFU0939F1XV', 'shape'],
    ['27AAPF00939F1ZV', 'shape'],
    ['27AAPFU0939F0ZV', 'shape'],
    ['AAAAPFU0939F1ZV', 'shape'],
    ['00AAPFU0939F1ZV', 'state'],
    ['45AAPFU0939F1ZV', 'state'],
  ])('rejects %s (%s)', (gstin, problem) => {
    expect(gstinProblem(gstin)).toBe(problem);
  });

  it('holds the PAN in characters 3 to 12', () => {
    expect(panOfGstin('27AAPFU0939F1ZV')).toBe('AAPFU0939F');
  });
});

describe('PAN', () => {
  it.each(['AAPFU0939F', 'ABCDE1234F', 'AAACR5055K'])('accepts %s', (pan) => expect(isValidPan(pan)).toBe(true));
  it.each(['AAPFU0939', 'AAPF10939F', 'aapfu0939f', 'AAPFU09391', 'AAPFU0939FF', ''])('rejects %s', (pan) =>
    expect(isValidPan(pan)).toBe(false),
  );
});

describe('Udyam registration number', () => {
  it.each(['UDYAM-MH-26-0012345', 'UDYAM-DL-01-0000001'])('accepts %s', (udyam) => expect(isValidUdyam(udyam)).toBe(true));
  it.each(['UDYAM-MH-26-001234', 'UDYAM-M1-26-0012345', 'UDYAM MH 26 0012345', 'udyam-mh-26-0012345', 'UAM-MH-26-0012345'])(
    'rejects %s',
    (udyam) => expect(isValidUdyam(udyam)).toBe(false),
  );
});

describe('mobile number', () => {
  it.each(['9823045671', '6000000000', '7012345678', '8123456789'])('accepts %s', (mobile) => expect(isValidMobile(mobile)).toBe(true));
  it.each(['5823045671', '982304567', '98230456710', '+919823045671', '98230-4567', '0982304567'])('rejects %s', (mobile) =>
    expect(isValidMobile(mobile)).toBe(false),
  );
});

describe('normalizeId', () => {
  it('upper-cases and drops spaces, as the vendor types', () => {
    expect(normalizeId(' 27aapfu 0939f1zv ')).toBe('27AAPFU0939F1ZV');
  });
});
