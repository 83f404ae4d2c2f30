/** The staff desk's messages about members, used by the schema and by the server: a leaf, so `staff-member.schema.ts` and `staff-member.ts` import it and not each other. */
export const STAFF_MEMBER_MESSAGES = {
  nameRequired: 'Enter the member\'s name.',
  emailInvalid: 'Enter an e-mail address.',
  roleRequired: 'Choose a role.',
  lastAdmin: 'This is the last active admin: make another member admin first, so someone can still manage staff.',
  notFound: 'No such staff member.',
} as const;
