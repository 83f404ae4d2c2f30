/**
 * The words of the desk's "Openers" section (issue 38 item 2). The server's own sentences (why a member
 * cannot be chosen, a refusal) are shown as they come; `OPENER_MESSAGES` of `@/entities/tender` holds the fixed ones.
 */
export const TENDER_OPENERS_TEXTS = {
  title: 'Openers',
  loading: 'Loading the openers…',
  intro:
    'Two members of the tenders team (or admins) open this tender’s sealed bids, each with their own passphrase and authenticator. Neither may have added, reset or set up the other’s sign-in. Every admin is e-mailed when they are named or changed.',
  notOnline: 'This tender does not take online bids, so it has no openers.',
  named: 'Named openers',
  noneNamed: 'No openers named yet: the tender cannot be published until two are.',
  namedBy: (name: string, email: string, by: string, at: string) => `${name} (${email}), named by ${by} on ${at}`,
  opener: (slot: 1 | 2) => (slot === 1 ? 'First opener' : 'Second opener'),
  choose: 'Choose a member',
  save: 'Name these openers',
  cannot: 'Who cannot be chosen, and why',
  notWith: (other: string) => `not with ${other}`,
} as const;
