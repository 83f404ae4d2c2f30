/** A bid's state and a file's envelope as a vendor reads them (in English: the key of `t` of `bidText`). */
export const BID_STATE_TEXTS: Record<string, string> = { submitted: 'Submitted', withdrawn: 'Withdrawn', superseded: 'Replaced by a later bid' };
export const ENVELOPE_TEXTS: Record<string, string> = { technical: 'Technical', financial: 'Financial' };

/**
 * Every visitor-facing sentence of the tender page's "Bid online" section, the bid form and the receipt
 * (issue 23), in English. The screens write each text where they show it, as the key of `t` of `bidText`
 * (`@/entities/bid`), which fills the `{{placeholders}}` and gives it in Marathi on a Marathi page: English
 * bundles carry neither this table nor its key names (issue 22's byte budget). This table is what the tests
 * name the screens' words by, and what `src/app/catalogues.test.ts` checks the Marathi of: a text changed in
 * a screen must be changed here too (the screens' tests, which find elements by these words, fail otherwise).
 * The server's own sentences (`BID_MESSAGES`) are translated the same way.
 */
export const BID_TEXTS = {
  sectionTitle: 'Bid online',
  indiaTime: 'India time',
  loading: 'Loading your bid…',
  loadFailed: 'Your bid could not be loaded just now.',
  tryAgain: 'Try again',
  sealedNote: 'Your price is sealed in your own browser before anything is sent: the server never sees it, and nobody, staff included, can read it before both openers open it.',
  noLongerTaking: 'This tender no longer takes bids.',
  loginFirst: 'Log in as a vendor to bid on this tender.',
  logIn: 'Log in',
  signUp: 'Create an account',
  profileTitle: 'Complete your vendor profile',
  profileMissing: 'A bid goes out under your vendor profile. Fill it in once; it is kept with your account and fills the forms next time.',
  profileIncomplete: 'A bid goes out under your vendor profile, and yours is missing a detail or has one that no longer passes our checks: check the form below and save it.',
  saveProfile: 'Save profile and continue to the bid',
  notTaking: 'Online bids are not taken now.',
  // The vendor's bid.
  yourBid: 'Your bid',
  state: BID_STATE_TEXTS,
  bidState: 'State',
  withdrawnAt: 'Withdrawn at',
  needsReconfirmation:
    'The tender was amended after you bid. Re-confirm your bid before the deadline, or it is listed as "not re-confirmed" at the opening.',
  reconfirm: 'Re-confirm my bid',
  withdraw: 'Withdraw my bid',
  withdrawTitle: 'Withdraw your bid?',
  withdrawBody: 'Your sealed bid will not be opened. You may send a new bid until the deadline.',
  withdrawConfirm: 'Withdraw bid',
  bidAgain: 'Send a new bid',
  replaceNote: 'A new bid replaces your current one: only the latest counts.',
  // The form.
  formTitle: 'Your bid',
  financial: 'Financial envelope',
  technical: 'Technical envelope',
  amount: 'Amount in rupees, without GST',
  amountHelp: 'For example 1462846.50',
  gstRate: 'GST rate',
  gstRatePlaceholder: 'Choose the rate',
  gstOption: (rate: number) => `${rate} %`,
  validityDays: 'Bid validity (days)',
  validityHelp: 'Whole days, 30 to 365.',
  declaration: 'I declare that the information and documents in this bid are true and that I accept the tender’s terms.',
  files: 'Technical documents',
  filesHelp: 'PDF, XLSX, DOCX, ZIP or DWG; 1 to 20 files, each at most 20 MB, all together at most 100 MB.',
  priceSchedule: 'Price schedule (optional)',
  priceScheduleHelp: 'One XLSX file, at most 20 MB.',
  chosenFiles: 'Chosen files',
  totalSize: 'Total {{size}} of 100 MB',
  removeFile: 'Remove {{name}}',
  fileTooLarge: 'larger than 20 MB: take it off',
  totalTooLarge: 'over the 100 MB limit',
  review: 'Review my bid',
  sealAndSend: 'Seal and send my bid',
  changeBid: 'Change my bid',
  reviewTitle: 'Check your bid before you seal it',
  reviewNote: 'Once sealed, nobody can read or change it before the opening; you may withdraw it or send a new one until the deadline.',
  sealedTitle: 'What you sealed',
  amountWithoutGst: 'Amount without GST',
  totalWithGst: 'Total with GST',
  company: 'Company',
  priceScheduleName: 'Price schedule',
  progress: 'Upload progress',
  progressText: 'Uploading: {{percent}} %',
  networkFailure: 'Your bid could not be sent (no answer from the server). Nothing was received; every value and file is kept, please try again.',
  unexpectedFailure: 'Your bid was not accepted (the server gave no reason). Every value and file is kept; please try again.',
  // The receipt.
  receiptTitle: 'Bid receipt',
  bidNumber: 'Bid number',
  tender: 'Tender',
  submittedAt: 'Received at',
  confirmedAt: 'Last confirmed at',
  receiptFiles: 'Files',
  fileName: 'File',
  envelope: 'Envelope',
  size: 'Size',
  sha256: 'SHA-256',
  envelopeName: ENVELOPE_TEXTS,
  financialSha256: 'SHA-256 of the financial envelope',
  printReceipt: 'Print receipt',
  // After the opening.
  openingTitle: 'Bid opening',
  bidsCount: 'Bids received',
  award: 'Awarded to',
  awardAmount: '{{amount}} without GST (GST {{gst}} %)',
  recordTitle: 'Opening record',
  qualified: 'Your bid qualified in the technical evaluation: {{reason}}',
  myLetter: 'Download your letter of award (PDF)',
  notQualified: 'Your bid did not qualify in the technical evaluation: {{reason}}. Its financial envelope will never be opened.',
} as const;
