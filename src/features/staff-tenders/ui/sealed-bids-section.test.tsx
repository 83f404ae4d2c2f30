import { webcrypto } from 'node:crypto';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_STAFF } from '@mocks/handlers/staff';
import { resetStaffBidsFixtures, setStaffBidsAnswer, setStaffBidsFixture, staffBidsSent } from '@mocks/handlers/bids';
import {
  BID_MESSAGES,
  BID_PATHS,
  fromBase64Url,
  makeArmingShare,
  partialFor,
  passphraseKeys,
  randomBytes,
  sealingArmSchema,
  sha256Hex,
  toBase64Url,
  unwrapShare,
  wrapDataKey,
  type ArmingShare,
  type OpenerShare,
  type OpeningStage,
  type OpeningStep,
  type TechnicalRecord,
} from '@/entities/bid';
import { API_URL } from '@/shared/config/env';
import { SEALED_BIDS_TEXTS as TEXTS } from '../config/sealed-bids-texts';
import { renderWithProviders } from '../../../../test/utils/render';
import { SealedBidsSection } from './sealed-bids-section';
import { signedInToTheDesk } from '../../../../test/fixtures/staff-desk';

/*
 * jsdom has no WebCrypto's `subtle`; Node's is the same standard API the browsers have. Node checks its
 * byte arguments against its own realm's ArrayBuffer, and the test environment's typed arrays are
 * jsdom's: every byte argument is copied into a Node Buffer on the way in (the results need nothing).
 */
const nodeBytes = (value: unknown): unknown => {
  const tag = Object.prototype.toString.call(value);
  if (tag === '[object ArrayBuffer]') return Buffer.from(new Uint8Array(value as ArrayBuffer));
  if (ArrayBuffer.isView(value)) return Buffer.from(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
  if (tag === '[object Object]') return Object.fromEntries(Object.entries(value as object).map(([key, field]) => [key, nodeBytes(field)]));
  return value;
};
const subtle = new Proxy(webcrypto.subtle, {
  get: (target, name) => {
    const member = Reflect.get(target, name) as unknown;
    return typeof member === 'function' ? (...args: unknown[]) => (member as (...all: unknown[]) => unknown).apply(target, args.map(nodeBytes)) : member;
  },
});
const testCrypto = { subtle, getRandomValues: <T extends ArrayBufferView | null>(array: T): T => webcrypto.getRandomValues(array as never) as T };
const jsdomCrypto = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
beforeAll(() => Object.defineProperty(globalThis, 'crypto', { value: testCrypto, configurable: true, writable: true }));
afterAll(() => {
  if (jsdomCrypto) Object.defineProperty(globalThis, 'crypto', jsdomCrypto);
});

const NUMBER = 'VI/TN/2026/101';
/** Few rounds for the fixtures' shares (the server says how many at the opening); the arming takes the schema's least. */
const FIXTURE_ROUNDS = 1_000;
const ARMING_ROUNDS = 100_000;
const MINE = 'office-long-passphrase';
const THEIRS = 'asha-long-passphrase';
const ASHA = { name: 'Asha Patil', email: 'asha@example.com', at: '2026-11-20T05:00:00Z' };
const OFFICE = { name: DEMO_STAFF.member.name, email: DEMO_STAFF.member.email, at: '2026-11-20T05:10:00Z' };

type StaffBidsInput = Parameters<typeof setStaffBidsFixture>[1];

function deskBids(fields: Partial<StaffBidsInput> = {}): StaffBidsInput {
  return {
    tenderNo: NUMBER,
    Online_Bids: true,
    Bid_Deadline: '2026-12-20T15:00',
    Bid_Opening_At: '2026-12-20T16:00',
    sealing: { state: 'armed', armedBy: [ASHA, OFFICE], pendingUntil: null, openingConfirmedBy: null },
    bidsCount: 2,
    youAreOpener: true,
    stageDue: null,
    mayOpen: false,
    technical: null,
    record: null,
    award: null,
    ...fields,
  };
}

/** The page around the section: its live notice, as the tender page shows `onChanged`'s sentence. */
function Desk() {
  const [notice, setNotice] = useState('');
  return (
    <>
      <p aria-live="polite">{notice}</p>
      <SealedBidsSection tenderNo={NUMBER} onlineBids onChanged={setNotice} pbkdf2Iterations={ARMING_ROUNDS} />
    </>
  );
}

const section = async () => (await screen.findByRole('heading', { name: TEXTS.title })).closest('section')!;

/** An opener as their browser armed: the share sent to the server, and their private keys. */
async function anOpener(passphrase: string): Promise<{ share: ArmingShare; keys: OpenerShare }> {
  const share = await makeArmingShare(NUMBER, passphrase, FIXTURE_ROUNDS);
  const { wrapKey } = await passphraseKeys(passphrase, fromBase64Url(share.salt), FIXTURE_ROUNDS);
  return { share, keys: (await unwrapShare(NUMBER, share.wrappedShare, wrapKey))! };
}

/** Two bids sealed to both openers (slot 1: Asha, slot 2: the office), with their data keys. */
async function sealedBids(stage: OpeningStage, slot1: ArmingShare, slot2: ArmingShare) {
  const publicKeys = stage === 'technical' ? ([slot1.technicalPublicKey, slot2.technicalPublicKey] as const) : ([slot1.financialPublicKey, slot2.financialPublicKey] as const);
  return Promise.all(
    ['BID-0001', 'BID-0002'].map(async (bidNumber) => {
      const dataKey = randomBytes(32);
      const sealId = toBase64Url(randomBytes(18));
      const wrappedKey = await wrapDataKey(dataKey, { tenderNo: NUMBER, stage, publicKeys, sealId });
      return { bidNumber, sealId, wrappedKey: toBase64Url(wrappedKey), dataKey };
    }),
  );
}

const partialsOf = async (keys: OpenerShare, stage: OpeningStage, bids: Array<{ bidNumber: string; wrappedKey: string }>) =>
  Object.fromEntries(await Promise.all(bids.map(async (bid) => [bid.bidNumber, toBase64Url(await partialFor(keys[stage], fromBase64Url(bid.wrappedKey)))] as const)));

const technicalRecord = (decided = false): TechnicalRecord => ({
  tenderNo: NUMBER,
  openedAt: '2026-12-20T10:40:00Z',
  openedBy: ['Asha Patil', 'Office Admin'],
  bidsCount: 2,
  evaluatedAt: null,
  bidders: [
    { company: 'Patil Interiors', bidNumber: 'BID-0001' },
    { company: 'Deshmukh Fabricators', bidNumber: 'BID-0002' },
  ].map(({ company, bidNumber }) => ({
    bidNumber,
    bidder: company,
    submittedAt: '2026-12-01T05:00:00Z',
    flags: { late: false, notReconfirmed: bidNumber === 'BID-0002', hashMismatch: false, amountInvalid: false },
    files: [{ index: 0, envelope: 'technical' as const, name: `${bidNumber}-technical.pdf`, type: 'pdf' as const, size: 2048, sha256: 'ab'.repeat(32), matches: true }],
    decision: decided ? ('qualified' as const) : null,
    reason: decided ? 'Meets every criterion.' : '',
    decidedBy: decided ? 'Office Admin' : '',
    decidedAt: decided ? '2026-12-20T11:00:00Z' : '',
  })),
});

/** Nothing the browser sent holds a passphrase, in any form it was typed. */
const expectNoPassphraseSent = (...passphrases: string[]) => {
  const sent = JSON.stringify(staffBidsSent());
  for (const passphrase of passphrases) expect(sent).not.toContain(passphrase);
};

signedInToTheDesk(resetStaffBidsFixtures);

describe('arming the sealing', () => {
  it('warns, checks the passphrase twice, makes the keys in the browser and sends only the keys', async () => {
    setStaffBidsFixture(NUMBER, deskBids({ sealing: { state: 'none', armedBy: [], pendingUntil: null, openingConfirmedBy: null }, bidsCount: 0, youAreOpener: false }));
    setStaffBidsAnswer(NUMBER, 'arm', {
      answer: { success: true, message: BID_MESSAGES.armedFirst },
      then: deskBids({ sealing: { state: 'pending', armedBy: [OFFICE], pendingUntil: null, openingConfirmedBy: null }, bidsCount: 0 }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Desk />);
    const desk = await section();
    expect(await within(desk).findByText(TEXTS.sealingState.none)).toBeInTheDocument();
    const form = within(desk).getByRole('form', { name: TEXTS.armTitle });
    expect(form).toHaveTextContent('nobody can reset it');
    expect(form).toHaveTextContent(TEXTS.armNoReArm);

    const passphrase = within(form).getByLabelText(TEXTS.passphrase);
    const again = within(form).getByLabelText(TEXTS.confirmPassphrase);
    expect(passphrase).toHaveAttribute('type', 'password');
    await user.click(within(form).getByRole('button', { name: 'Show the passphrase' }));
    expect(passphrase).toHaveAttribute('type', 'text');
    await user.click(within(form).getByRole('button', { name: 'Hide the passphrase' }));
    expect(passphrase).toHaveAttribute('type', 'password');

    await user.type(passphrase, 'short');
    await user.click(within(form).getByRole('button', { name: TEXTS.arm }));
    expect(await within(form).findByText(BID_MESSAGES.passphraseShort)).toBeInTheDocument();
    expect(passphrase).toHaveAccessibleDescription(BID_MESSAGES.passphraseShort);
    expect(passphrase).toHaveFocus();

    await user.type(passphrase, '-but-now-long-enough');
    await user.type(again, 'short-but-now-long-enougH');
    await user.click(within(form).getByRole('button', { name: TEXTS.arm }));
    expect(await within(form).findByText(TEXTS.passphraseMismatch)).toBeInTheDocument();
    expect(again).toHaveAccessibleDescription(TEXTS.passphraseMismatch);
    expect(staffBidsSent()).toEqual([]);

    await user.clear(again);
    await user.type(again, 'short-but-now-long-enough');
    await user.click(within(form).getByRole('button', { name: TEXTS.arm }));
    expect(await screen.findByText(BID_MESSAGES.armedFirst)).toBeInTheDocument();
    expect(await within(desk).findByText(TEXTS.sealingState.pending)).toBeInTheDocument();
    expect(desk).toHaveTextContent('Office Admin (office@example.com)');

    // What was sent is the share the browser made: the passphrase (and nothing else) unwraps it.
    const [sent] = staffBidsSent();
    expect(sent.route).toBe('arm');
    const share = sealingArmSchema.parse(sent.body);
    expect(share.iterations).toBe(ARMING_ROUNDS);
    const { wrapKey, proof } = await passphraseKeys('short-but-now-long-enough', fromBase64Url(share.salt), share.iterations);
    expect(await unwrapShare(NUMBER, share.wrappedShare, wrapKey)).not.toBeNull();
    expect(await sha256Hex(proof)).toBe(share.proofSha256);
    expectNoPassphraseSent('short-but-now-long-enough');
  });

  it('says a browser without WebCrypto cannot arm, and does not let it try', async () => {
    Object.defineProperty(globalThis, 'crypto', { value: { getRandomValues: testCrypto.getRandomValues }, configurable: true, writable: true });
    try {
      setStaffBidsFixture(NUMBER, deskBids({ sealing: { state: 'none', armedBy: [], pendingUntil: null, openingConfirmedBy: null }, bidsCount: 0, youAreOpener: false }));
      renderWithProviders(<Desk />);
      const form = await within(await section()).findByRole('form', { name: TEXTS.armTitle });
      expect(within(form).getByRole('alert')).toHaveTextContent(BID_MESSAGES.sealingUnavailable);
      expect(within(form).getByRole('button', { name: TEXTS.arm })).toBeDisabled();
      expect(within(form).getByLabelText(TEXTS.passphrase)).toBeDisabled();
    } finally {
      Object.defineProperty(globalThis, 'crypto', { value: testCrypto, configurable: true, writable: true });
    }
  });
});

describe('before the opening', () => {
  it('shows only the count: no bidder, no opening form until the opening is due', async () => {
    setStaffBidsFixture(NUMBER, deskBids());
    renderWithProviders(<Desk />);
    const desk = await section();
    expect(await within(desk).findByText(TEXTS.count)).toBeInTheDocument();
    expect(within(desk).getByText(TEXTS.count).nextElementSibling).toHaveTextContent('2');
    expect(desk).toHaveTextContent(TEXTS.notYet('2026-12-20 16:00 (India time)'));
    expect(desk).toHaveTextContent('Asha Patil (asha@example.com)');
    expect(within(desk).queryByRole('form')).not.toBeInTheDocument();
  });

  it('tells a member who is not an opener that only the openers open, even when the opening is due', async () => {
    setStaffBidsFixture(NUMBER, deskBids({ stageDue: 'technical', mayOpen: true, youAreOpener: false }));
    renderWithProviders(<Desk />);
    const desk = await section();
    expect(await within(desk).findByText(TEXTS.notAnOpener)).toBeInTheDocument();
    expect(within(desk).queryByRole('form')).not.toBeInTheDocument();
  });
});

describe('opening a stage', () => {
  it('confirms first: the code and the passphrase’s proof, then this opener’s partials; then it waits for the other opener', async () => {
    const office = await anOpener(MINE);
    const asha = await anOpener(THEIRS);
    const bids = await sealedBids('technical', office.share, asha.share);
    setStaffBidsFixture(NUMBER, deskBids({ stageDue: 'technical', mayOpen: true }));
    setStaffBidsAnswer(NUMBER, 'share', { answer: { success: true, share: { slot: 1, salt: office.share.salt, iterations: FIXTURE_ROUNDS } } });
    const step: OpeningStep = { token: 'step-token', slot: 1, wrappedShare: office.share.wrappedShare, bids: bids.map(({ dataKey: _key, ...bid }) => bid), partials: null };
    setStaffBidsAnswer(NUMBER, 'begin', { answer: { success: true, step } });
    const until = '2026-12-20T10:55:00Z';
    setStaffBidsAnswer(NUMBER, 'partials', {
      answer: { success: true, message: BID_MESSAGES.firstConfirmed },
      then: deskBids({ stageDue: 'technical', mayOpen: true, sealing: { state: 'armed', armedBy: [ASHA, OFFICE], pendingUntil: null, openingConfirmedBy: { name: 'Office Admin', email: OFFICE.email, until } } }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Desk />);
    const desk = await section();
    const form = await within(desk).findByRole('form', { name: TEXTS.openTitle('technical') });
    await user.type(within(form).getByLabelText(TEXTS.code), DEMO_STAFF.code);
    await user.type(within(form).getByLabelText(TEXTS.passphrase), MINE);
    await user.click(within(form).getByRole('button', { name: TEXTS.open }));

    expect(await screen.findByText(BID_MESSAGES.firstConfirmed)).toBeInTheDocument();
    expect(await within(desk).findByText(TEXTS.waiting)).toBeInTheDocument();
    expect(desk).toHaveTextContent(TEXTS.confirmedBy('Office Admin', '20/12/2026, 16:25:00 IST'));

    const [begin, partials] = staffBidsSent();
    const { proof } = await passphraseKeys(MINE, fromBase64Url(office.share.salt), FIXTURE_ROUNDS);
    expect(begin).toEqual({ route: 'begin', tenderNo: NUMBER, stage: 'technical', body: { code: DEMO_STAFF.code, proof: toBase64Url(proof) } });
    expect(partials).toEqual({ route: 'partials', tenderNo: NUMBER, stage: 'technical', body: { token: 'step-token', partials: await partialsOf(office.keys, 'technical', bids) } });
    expectNoPassphraseSent(MINE);
  });

  it('completes second: combines both partials in slot order and sends the data keys; the technical envelopes open', async () => {
    const asha = await anOpener(THEIRS);
    const office = await anOpener(MINE);
    // The office is slot 2 this time: its partial goes second.
    const bids = await sealedBids('technical', asha.share, office.share);
    setStaffBidsFixture(NUMBER, deskBids({ stageDue: 'technical', mayOpen: true, sealing: { state: 'armed', armedBy: [ASHA, OFFICE], pendingUntil: null, openingConfirmedBy: { name: 'Asha Patil', email: ASHA.email, until: '2026-12-20T10:55:00Z' } } }));
    setStaffBidsAnswer(NUMBER, 'share', { answer: { success: true, share: { slot: 2, salt: office.share.salt, iterations: FIXTURE_ROUNDS } } });
    const step: OpeningStep = {
      token: 'step-token',
      slot: 2,
      wrappedShare: office.share.wrappedShare,
      bids: bids.map(({ dataKey: _key, ...bid }) => bid),
      partials: await partialsOf(asha.keys, 'technical', bids),
    };
    setStaffBidsAnswer(NUMBER, 'begin', { answer: { success: true, step } });
    setStaffBidsAnswer(NUMBER, 'keys', {
      answer: { success: true, message: BID_MESSAGES.technicalOpened(2), technical: technicalRecord(), record: null },
      then: deskBids({ sealing: { state: 'technical-opened', armedBy: [ASHA, OFFICE], pendingUntil: null, openingConfirmedBy: null }, technical: technicalRecord() }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Desk />);
    const desk = await section();
    expect(await within(desk).findByText(TEXTS.waiting)).toBeInTheDocument();
    const form = within(desk).getByRole('form', { name: TEXTS.openTitle('technical') });
    await user.type(within(form).getByLabelText(TEXTS.code), DEMO_STAFF.code);
    await user.type(within(form).getByLabelText(TEXTS.passphrase), MINE);
    await user.click(within(form).getByRole('button', { name: TEXTS.open }));

    expect(await screen.findByText(BID_MESSAGES.technicalOpened(2))).toBeInTheDocument();
    const keys = staffBidsSent().find((sent) => sent.route === 'keys')!;
    expect(keys.body).toEqual({ token: 'step-token', keys: Object.fromEntries(bids.map((bid) => [bid.bidNumber, toBase64Url(bid.dataKey)])) });
    expectNoPassphraseSent(MINE);

    const table = await within(desk).findByRole('table', { name: TEXTS.technicalCaption(NUMBER) });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Patil Interiors');
    expect(rows[1]).toHaveTextContent('not re-confirmed');
    expect(within(rows[0]).getByRole('link', { name: /Download BID-0001-technical.pdf/ })).toHaveAttribute('href', `${API_URL}${BID_PATHS.file(NUMBER, 'BID-0001', 'technical', 0)}`);
    expect(within(desk).queryByRole('form', { name: TEXTS.openTitle('technical') })).not.toBeInTheDocument();
  });

  it('clears the spent code after a wrong one, keeps the passphrase, and says when the passphrase does not unwrap the key', async () => {
    const office = await anOpener(MINE);
    const other = await anOpener('a-different-passphrase');
    setStaffBidsFixture(NUMBER, deskBids({ stageDue: 'technical', mayOpen: true }));
    for (let i = 0; i < 2; i += 1) setStaffBidsAnswer(NUMBER, 'share', { answer: { success: true, share: { slot: 1, salt: office.share.salt, iterations: FIXTURE_ROUNDS } } });
    setStaffBidsAnswer(NUMBER, 'begin', { answer: { status: 401, message: BID_MESSAGES.codeWrong, errors: { code: BID_MESSAGES.codeWrong } } });
    // A share the passphrase does not unwrap (another opener's, say).
    setStaffBidsAnswer(NUMBER, 'begin', { answer: { success: true, step: { token: 't', slot: 1, wrappedShare: other.share.wrappedShare, bids: [], partials: null } } });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Desk />);
    const form = await within(await section()).findByRole('form', { name: TEXTS.openTitle('technical') });
    const code = within(form).getByLabelText(TEXTS.code);
    const passphrase = within(form).getByLabelText(TEXTS.passphrase);
    await user.type(code, '135790');
    await user.type(passphrase, MINE);
    await user.click(within(form).getByRole('button', { name: TEXTS.open }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(`${BID_MESSAGES.codeWrong} ${TEXTS.codeHelp}`));
    expect(code).toHaveValue('');
    expect(passphrase).toHaveValue(MINE);

    await user.type(code, DEMO_STAFF.code);
    await user.click(within(form).getByRole('button', { name: TEXTS.open }));
    await waitFor(() => expect(passphrase).toHaveAccessibleDescription(TEXTS.shareDoesNotUnwrap));
    expect(staffBidsSent().map((sent) => sent.route)).toEqual(['begin', 'begin']);
  });

  it('shows the server’s words when it refuses (locked, too early)', async () => {
    const office = await anOpener(MINE);
    setStaffBidsFixture(NUMBER, deskBids({ stageDue: 'financial', mayOpen: true }));
    setStaffBidsAnswer(NUMBER, 'share', { answer: { success: true, share: { slot: 1, salt: office.share.salt, iterations: FIXTURE_ROUNDS } } });
    setStaffBidsAnswer(NUMBER, 'begin', { answer: { status: 403, message: BID_MESSAGES.locked } });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Desk />);
    const form = await within(await section()).findByRole('form', { name: TEXTS.openTitle('financial') });
    await user.type(within(form).getByLabelText(TEXTS.code), DEMO_STAFF.code);
    await user.type(within(form).getByLabelText(TEXTS.passphrase), MINE);
    await user.click(within(form).getByRole('button', { name: TEXTS.open }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(BID_MESSAGES.locked);
    expect(staffBidsSent()[0].stage).toBe('financial');
  });
});

describe('the technical evaluation', () => {
  it('decides each bidder with a reason, then makes the evaluation final after asking', async () => {
    const opened = deskBids({ sealing: { state: 'technical-opened', armedBy: [ASHA, OFFICE], pendingUntil: null, openingConfirmedBy: null }, technical: technicalRecord() });
    setStaffBidsFixture(NUMBER, opened);
    const decided = deskBids({ sealing: { state: 'technical-opened', armedBy: [ASHA, OFFICE], pendingUntil: null, openingConfirmedBy: null }, technical: technicalRecord(true) });
    setStaffBidsAnswer(NUMBER, 'evaluate', { answer: { success: true, message: BID_MESSAGES.decided, technical: technicalRecord() } });
    setStaffBidsAnswer(NUMBER, 'evaluate', { answer: { success: true, message: BID_MESSAGES.decided, technical: technicalRecord(true) }, then: decided });
    const final = { ...technicalRecord(true), evaluatedAt: '2026-12-20T11:30:00Z' };
    setStaffBidsAnswer(NUMBER, 'evaluationDone', {
      answer: { success: true, message: BID_MESSAGES.evaluationDone(2, 2), technical: final },
      then: deskBids({ sealing: { state: 'evaluated', armedBy: [ASHA, OFFICE], pendingUntil: null, openingConfirmedBy: null }, technical: final, stageDue: 'financial', mayOpen: true }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Desk />);
    const desk = await section();
    const finish = await within(desk).findByRole('button', { name: TEXTS.finish });
    expect(finish).toBeDisabled();
    expect(finish).toHaveAccessibleDescription(TEXTS.finishWaits);

    const patil = within(desk).getByRole('form', { name: TEXTS.decisionOf('Patil Interiors') });
    await user.click(within(patil).getByRole('button', { name: `${TEXTS.save} on Patil Interiors` }));
    expect(await within(patil).findByText(TEXTS.decisionRequired)).toBeInTheDocument();
    expect(within(patil).getByText(BID_MESSAGES.evaluationReason)).toBeInTheDocument();
    expect(staffBidsSent()).toEqual([]);

    await user.click(within(patil).getByRole('radio', { name: TEXTS.qualified }));
    await user.type(within(patil).getByLabelText(TEXTS.reasonOf('Patil Interiors')), 'Meets every criterion.');
    await user.click(within(patil).getByRole('button', { name: `${TEXTS.save} on Patil Interiors` }));
    expect(await screen.findByText(BID_MESSAGES.decided)).toBeInTheDocument();

    const deshmukh = within(desk).getByRole('form', { name: TEXTS.decisionOf('Deshmukh Fabricators') });
    await user.click(within(deshmukh).getByRole('radio', { name: TEXTS.qualified }));
    await user.type(within(deshmukh).getByLabelText(TEXTS.reasonOf('Deshmukh Fabricators')), 'Meets every criterion.');
    await user.click(within(deshmukh).getByRole('button', { name: `${TEXTS.save} on Deshmukh Fabricators` }));
    expect(staffBidsSent().map((sent) => sent.body)).toEqual([
      { bidNumber: 'BID-0001', decision: 'qualified', reason: 'Meets every criterion.' },
      { bidNumber: 'BID-0002', decision: 'qualified', reason: 'Meets every criterion.' },
    ]);

    await waitFor(() => expect(within(desk).getByRole('button', { name: TEXTS.finish })).toBeEnabled());
    // The saved decision is back in the form, from the desk's refetch.
    expect(within(deshmukh).getByRole('radio', { name: TEXTS.qualified })).toBeChecked();
    await user.click(within(desk).getByRole('button', { name: TEXTS.finish }));
    const dialog = await screen.findByRole('dialog', { name: TEXTS.finishTitle });
    await user.click(within(dialog).getByRole('button', { name: TEXTS.finishConfirm }));
    expect(await screen.findByText(BID_MESSAGES.evaluationDone(2, 2))).toBeInTheDocument();
    expect(await within(desk).findByText(TEXTS.sealingState.evaluated)).toBeInTheDocument();
    expect(within(desk).getByRole('form', { name: TEXTS.openTitle('financial') })).toBeInTheDocument();
    expect(within(desk).queryByRole('form', { name: TEXTS.decisionOf('Patil Interiors') })).not.toBeInTheDocument();
  });
});

describe('the comparative statement and the award', () => {
  const record = {
    tenderNo: NUMBER,
    openedAt: '2026-12-21T05:00:00Z',
    openedBy: ['Asha Patil', 'Office Admin'],
    bidsCount: 3,
    bidders: [
      { bidNumber: 'BID-0002', bidder: 'Deshmukh Fabricators', amountPaise: 123_967_84, gstRate: 18, gstPaise: 22_314_21, totalPaise: 146_282_05, rank: 'L1' },
      { bidNumber: 'BID-0001', bidder: 'Patil Interiors', amountPaise: 146_284_650, gstRate: 18, gstPaise: 26_331_237, totalPaise: 172_615_887, rank: 'L2' },
      { bidNumber: 'BID-0003', bidder: 'Kulkarni Works', amountPaise: 0, gstRate: 0, gstPaise: 0, totalPaise: 0, rank: null },
    ].map((row) => ({
      ...row,
      validityDays: 90,
      submittedAt: '2026-12-01T05:00:00Z',
      flags: { late: false, notReconfirmed: false, hashMismatch: false, amountInvalid: row.rank === null },
      files:
        row.bidNumber === 'BID-0001'
          ? [{ index: 1, envelope: 'financial' as const, name: 'price-schedule.xlsx', type: 'xlsx' as const, size: 4096, sha256: 'ef'.repeat(32), matches: true }]
          : [],
      financialMatches: true,
    })),
  };
  const opened = (award: StaffBidsInput['award'] = null) =>
    deskBids({ sealing: { state: 'opened', armedBy: [ASHA, OFFICE], pendingUntil: null, openingConfirmedBy: null }, technical: { ...technicalRecord(true), evaluatedAt: '2026-12-20T11:30:00Z' }, record, award });

  it('shows the statement in rupees from paise, the ranks and flags, and the downloads', async () => {
    setStaffBidsFixture(NUMBER, opened());
    renderWithProviders(<Desk />);
    const desk = await section();
    const table = await within(desk).findByRole('table', { name: `Opening record of tender ${NUMBER}` });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('L1');
    expect(rows[0]).toHaveTextContent('₹1,23,967.84');
    expect(rows[1]).toHaveTextContent('₹14,62,846.50');
    expect(rows[1]).toHaveTextContent('₹17,26,158.87');
    expect(rows[2]).toHaveTextContent('not ranked');
    expect(rows[2]).toHaveTextContent('amount not in digits');
    expect(within(rows[1]).getByRole('link', { name: /Download price-schedule.xlsx/ })).toHaveAttribute('href', `${API_URL}${BID_PATHS.file(NUMBER, 'BID-0001', 'financial', 0)}`);
    expect(within(rows[0]).queryByRole('link')).not.toBeInTheDocument();
    expect(within(desk).getByRole('link', { name: TEXTS.statementCsv })).toHaveAttribute('href', `${API_URL}${BID_PATHS.statement(NUMBER, 'csv')}`);
    expect(within(desk).getByRole('link', { name: TEXTS.statementPdf })).toHaveAttribute('href', `${API_URL}${BID_PATHS.statement(NUMBER, 'pdf')}`);
    // The technical evaluation stays on show, final.
    expect(within(desk).getByRole('table', { name: TEXTS.technicalCaption(NUMBER) })).toBeInTheDocument();
    expect(within(desk).queryByRole('button', { name: TEXTS.finish })).not.toBeInTheDocument();
  });

  it('awards L1 by default; another ranked bidder needs a reason; then the award and its letter', async () => {
    setStaffBidsFixture(NUMBER, opened());
    const award = { bidNumber: 'BID-0001', bidder: 'Patil Interiors', rank: 'L2', amountPaise: 146_284_650, gstRate: 18, gstPaise: 26_331_237, totalPaise: 172_615_887, reason: 'L1 did not extend its validity.', awardedAt: '2026-12-22T05:00:00Z', awardedBy: 'Office Admin' };
    setStaffBidsAnswer(NUMBER, 'award', { answer: { success: true, message: BID_MESSAGES.awarded('Patil Interiors'), award }, then: opened(award) });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Desk />);
    const form = await within(await section()).findByRole('form', { name: TEXTS.awardTitle });
    const radios = within(form).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(within(form).getByRole('radio', { name: /^L1: Deshmukh Fabricators/ })).toBeChecked();

    await user.click(within(form).getByRole('radio', { name: /^L2: Patil Interiors, ₹17,26,158.87/ }));
    await user.click(within(form).getByRole('button', { name: TEXTS.award }));
    const reason = within(form).getByLabelText(TEXTS.awardReason);
    await waitFor(() => expect(reason).toHaveAccessibleDescription(expect.stringContaining(`${BID_MESSAGES.awardReason} ${TEXTS.awardReasonHelp}`)));
    expect(staffBidsSent()).toEqual([]);

    await user.type(reason, 'L1 did not extend its validity.');
    await user.click(within(form).getByRole('button', { name: TEXTS.award }));
    expect(await screen.findByText(BID_MESSAGES.awarded('Patil Interiors'))).toBeInTheDocument();
    expect(staffBidsSent()[0].body).toEqual({ bidNumber: 'BID-0001', reason: 'L1 did not extend its validity.' });
    const desk = await section();
    expect(await within(desk).findByText(TEXTS.awarded('Patil Interiors', 'L2', '₹17,26,158.87'))).toBeInTheDocument();
    expect(within(desk).getByRole('link', { name: TEXTS.letter })).toHaveAttribute('href', `${API_URL}${BID_PATHS.letter(NUMBER)}`);
    expect(within(desk).queryByRole('form', { name: TEXTS.awardTitle })).not.toBeInTheDocument();
  });
});
