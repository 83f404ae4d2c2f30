/**
 * The words of the desk's "Sealed bids" section (issue 23): the sealing, arming, the two-step opening and
 * the record. The server's own sentences (`BID_MESSAGES` of `@/entities/bid`) are shown as they come.
 */
export const SEALED_BIDS_TEXTS = {
  title: 'Sealed bids',
  loading: 'Loading the sealed bids…',
  notOnline: 'This tender does not take online bids. Tick “Takes sealed online bids” in its fields to take them.',
  deadline: 'Bid deadline',
  opening: 'Bids may be opened from',
  notSet: 'not set',
  indiaTime: 'India time',
  sealing: 'Sealing',
  sealingState: {
    none: 'Not armed: bids are not taken until two members of the tenders team arm the sealing.',
    pending: 'Armed by one member: a second member must arm it too.',
    armed: 'Armed: the tender takes sealed bids.',
    opened: 'Opened.',
  } as Record<string, string>,
  armedBy: 'Armed by (the openers)',
  pendingUntil: (at: string) => `The first arming lapses at ${at} unless a second member arms it.`,
  count: 'Bids received',
  countOnly: 'Before the opening nobody, staff included, can see who bid or any amount: only how many bids arrived.',
  // Arming.
  armTitle: 'Arm the sealing',
  armWarning:
    'Choose a passphrase of at least 12 characters and keep it safe. It is never stored: if you lose it, the bids of this tender can never be opened. You will type it again at the opening.',
  passphrase: 'Your passphrase',
  show: 'Show',
  hide: 'Hide',
  thePassphrase: ' the passphrase',
  arm: 'Arm with my passphrase',
  // Opening.
  openTitle: 'Open the bids',
  openHelp: 'Each of the two openers confirms with their authenticator code and their passphrase. The bids are opened at the second confirmation.',
  notYet: (at: string) => `The bids may be opened from ${at}.`,
  code: 'Authenticator code',
  codeHelp: 'The 6 digits your authenticator app shows now.',
  open: 'Confirm the opening',
  waiting: 'Waiting for the second opener.',
  confirmedBy: (name: string, until: string) => `${name} confirmed the opening; the confirmation holds until ${until}.`,
  // The record.
  recordTitle: 'Opening record',
  download: (name: string) => `Download ${name}`,
  downloadOf: (bidder: string) => ` (bid of ${bidder})`,
  failure: 'The desk could not be reached. Please try again.',
} as const;
