import { z } from 'zod';

/**
 * The two openers of a tender that takes sealed online bids (issue 38 item 2): named before or with its
 * publication, checked again when they arm and open it (`server/tenders/openers.ts`). One module for the
 * desk's form, the server's routes and the msw handler: the shapes, the words.
 */

/** The roles that may open bids. */
export const OPENER_ROLES = ['tenders', 'admin'] as const;

export type OpenerSlot = 1 | 2;

export const OPENER_MESSAGES = {
  chooseFirst: 'Choose the first opener',
  chooseSecond: 'Choose the second opener',
  different: 'Choose a member other than the first opener',
  chooseBoth: 'Name two openers: two staff ids',
  failure: 'The openers were not saved. Please try again.',
  named: (tenderNo: string) => `The openers of tender ${tenderNo} are named; every admin is told by e-mail.`,
  unchanged: (tenderNo: string) => `Those two are already the openers of tender ${tenderNo}.`,
  notOnline: (tenderNo: string) => `Tender ${tenderNo} does not take online bids, so it has no openers.`,
  locked: (tenderNo: string) => `The openers of tender ${tenderNo} can no longer change: its sealing is armed (or its bids are opened).`,
  needOpeners: (tenderNo: string) =>
    `Tender ${tenderNo} takes sealed online bids: name its two openers before it is published (the tender's page, "Openers"), or name them with the publication.`,
  noSuchMember: (id: number) => `No staff member has the id ${id}.`,
  noneNamed: (tenderNo: string) => `Tender ${tenderNo} has no named openers: name them on the tender's page first.`,
  notNamed: (tenderNo: string) => `You are not one of the two openers named for tender ${tenderNo}.`,
} as const;

const isMemberId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

const memberIds = z.array(z.unknown(), { required_error: OPENER_MESSAGES.chooseBoth, invalid_type_error: OPENER_MESSAGES.chooseBoth });

/** `PUT /api/staff/tenders/:tenderNo/openers`: `{ staffIds: [first, second] }`; a wrong one is named as the form's field `opener1` or `opener2`. */
export const tenderOpenersSchema = z
  .object({ staffIds: memberIds })
  .superRefine(({ staffIds }, context) => {
    const [first, second] = staffIds;
    if (staffIds.length > 2) context.addIssue({ code: 'custom', path: ['staffIds'], message: OPENER_MESSAGES.chooseBoth });
    if (!isMemberId(first)) context.addIssue({ code: 'custom', path: ['opener1'], message: OPENER_MESSAGES.chooseFirst });
    if (!isMemberId(second)) context.addIssue({ code: 'custom', path: ['opener2'], message: OPENER_MESSAGES.chooseSecond });
    else if (first === second) context.addIssue({ code: 'custom', path: ['opener2'], message: OPENER_MESSAGES.different });
  })
  .transform(({ staffIds }) => ({ staffIds: [staffIds[0], staffIds[1]] as [number, number] }));

export type TenderOpenersPayload = z.output<typeof tenderOpenersSchema>;

/** `POST /api/staff/tenders/:tenderNo/publish`: no body, or the openers to name with the publication. */
export const tenderPublishSchema = z.object({
  openers: z
    .array(z.number().int().positive(), { invalid_type_error: OPENER_MESSAGES.chooseBoth })
    .length(2, OPENER_MESSAGES.chooseBoth)
    .refine(([first, second]) => first !== second, OPENER_MESSAGES.different)
    .transform((ids) => ids as [number, number])
    .optional(),
});

export type TenderPublishPayload = z.input<typeof tenderPublishSchema>;

/** A named opener, as the desk shows them. */
export interface TenderOpener {
  slot: OpenerSlot;
  staffId: number;
  name: string;
  email: string;
  namedAt: string;
  /** Who named them: a staff e-mail or `cli:<user>`. */
  namedBy: string;
}

/** A member the desk may offer, and why not when they cannot be chosen. */
export interface OpenerCandidate {
  staffId: number;
  name: string;
  email: string;
  role: string;
  /** Why this member cannot open this tender's bids at all; null when they can. */
  reason: string | null;
  /** The members this one cannot open with (one made the other's sign-in), and why. */
  notWith: Array<{ staffId: number; reason: string }>;
}

/** `GET /api/staff/tenders/:tenderNo/openers`. */
export interface TenderOpeners {
  tenderNo: string;
  onlineBids: boolean;
  /** When it first went on the board taking online bids; null while it has not. */
  publishedAt: string | null;
  /** Why the openers cannot change now (armed, opened, not online); null while they can. */
  locked: string | null;
  named: TenderOpener[];
  members: OpenerCandidate[];
}
