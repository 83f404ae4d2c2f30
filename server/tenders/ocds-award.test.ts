import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { ocdsReleasePackage, type OcdsInput } from './ocds';
import { BIDS_EXTENSION_V115, ocdsAward, tenderOcid, type OcdsAwardInput } from './ocds-award';
import bidsExtension from './ocds-extensions/bids-v1.1.5/release-schema.json';
import packageSchema from './ocds-schema/release-package-schema.json';
import releaseSchema from './ocds-schema/release-schema.json';

/** RFC 7386 JSON merge patch, as OCDS applies an extension's schema to the release schema. */
function mergePatch(target: unknown, patch: unknown): unknown {
  if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) return patch;
  const result: Record<string, unknown> = typeof target === 'object' && target !== null && !Array.isArray(target) ? { ...(target as Record<string, unknown>) } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = mergePatch(result[key], value);
  }
  return result;
}

/** The release package schema over the release schema with the bids extension applied (draft 4, as `ocds.test.ts`). */
function validator() {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(mergePatch(releaseSchema, bidsExtension) as object);
  const validate = ajv.compile(packageSchema);
  return (value: unknown) => (validate(value) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`));
}

const tender: OcdsInput = {
  tender: {
    TenderNo: 'VI/TN/2026/015',
    TenderDate: '2026-11-10',
    Expiry_Date: '2027-01-20',
    PreBid_Date: '',
    Bid_Opening_Date: '2027-01-22',
    Reference: 'Gypsum false ceiling, 3rd floor',
    Ship_To: 'Nashik office',
    Currency: 'INR',
    TenderTotalAmont: 1_500_000,
    Outcome: 'Awarded',
  },
  changedAt: '2027-02-01T06:30:00.000Z',
  documents: [],
  corrigenda: [],
  origin: 'https://www.example.in',
  basePath: '/backend',
  publisher: 'Vastukala Interiors Pvt. Ltd.',
  bidStatistics: { count: 4 },
  winner: { name: 'Shree Glass Works', amount: 1462846.5 },
  now: new Date('2027-02-02T00:00:00Z'),
};

const input: OcdsAwardInput = {
  tenderNo: 'VI/TN/2026/015',
  currency: 'INR',
  openedAt: '2027-01-22T05:30:00Z',
  award: {
    bidNumber: 'BID-A',
    bidder: 'Shree Glass Works',
    amountPaise: 146_284_650,
    gstRate: 18,
    totalPaise: 172_615_887,
    rank: 'L1',
    reason: '',
    awardedAt: '2027-02-01T06:30:00Z',
  },
  biddersCount: 4,
  qualifiedCount: 3,
  bids: [
    { bidNumber: 'BID-A', amountPaise: 146_284_650, totalPaise: 172_615_887, valid: true },
    { bidNumber: 'BID-B', amountPaise: 151_000_000, totalPaise: 178_180_000, valid: true },
    { bidNumber: 'BID-C', amountPaise: 120_000_000, totalPaise: 134_400_000, valid: false },
  ],
};

/** The package `ocds.ts` makes for the tender, with the award, its party and the statistics of `ocdsAward` in place. */
function completed(section = ocdsAward(input)) {
  const pack = ocdsReleasePackage(tender);
  const [release] = pack.releases;
  return {
    ...pack,
    extensions: [section.extension],
    releases: [
      {
        ...release,
        parties: [...release.parties.filter((party) => !party.roles.includes('supplier')), section.party],
        awards: [section.award],
        bids: section.bids,
      },
    ],
  };
}

describe('ocdsAward', () => {
  const valid = validator();

  it('completes the release ocds.ts makes into a valid OCDS 1.1 package with the bids extension', () => {
    expect(valid(completed())).toEqual([]);
  });

  it('names the award and its supplier as ocds.ts does, with the value without GST and what it means', () => {
    const section = ocdsAward(input);
    const [fromOcds] = ocdsReleasePackage(tender).releases[0].awards!;
    expect(section.award).toMatchObject({ id: fromOcds.id, title: fromOcds.title, status: 'active', suppliers: fromOcds.suppliers, value: { amount: 1462846.5, currency: 'INR' } });
    expect(section.award.date).toBe('2027-02-01T06:30:00.000Z');
    expect(section.award.description).toBe('Awarded to the lowest valid bid (L1), BID-A. Amount without GST; with GST at 18%: 1726158.87 INR.');
    expect(section.party).toEqual({ id: `${tenderOcid('VI/TN/2026/015')}-supplier-1`, name: 'Shree Glass Works', roles: ['supplier', 'tenderer'] });
    expect(section.extension).toBe(BIDS_EXTENSION_V115);
  });

  it('counts the bids, the qualified and disqualified bidders, the valid bids, and gives the lowest and highest valid amounts', () => {
    const { statistics } = ocdsAward(input).bids;
    expect(statistics.map(({ measure, value }) => [measure, value])).toEqual([
      ['bids', 4],
      ['bidders', 4],
      ['electronicBids', 4],
      ['qualifiedBidders', 3],
      ['disqualifiedBidders', 1],
      ['validBids', 2],
      ['disqualifiedBids', 2],
      ['lowestValidBidValue', 1462846.5],
      ['highestValidBidValue', 1510000],
    ]);
    for (const statistic of statistics) {
      expect(statistic).toMatchObject({ id: statistic.measure, date: '2027-01-22T05:30:00.000Z', notes: expect.any(String) });
    }
    expect(statistics.filter((statistic) => statistic.currency === 'INR').map((statistic) => statistic.measure)).toEqual(['lowestValidBidValue', 'highestValidBidValue']);
  });

  it('says why a bid other than L1 was chosen, and gives no lowest or highest without a valid bid', () => {
    const second = ocdsAward({ ...input, award: { ...input.award, rank: 'L2', reason: 'L1 withdrew before the award.' } });
    expect(second.award.description).toMatch(/^Awarded to the L2 bid, BID-A, not the lowest: L1 withdrew before the award\. /);
    const none = ocdsAward({ ...input, bids: input.bids.map((bid) => ({ ...bid, valid: false })) });
    expect(none.bids.statistics.map((statistic) => statistic.measure)).not.toContain('lowestValidBidValue');
    expect(valid(completed(none))).toEqual([]);
  });

  it('refuses counts that cannot be true, an awarded bid not among the bids, and fractions of a paisa', () => {
    expect(() => ocdsAward({ ...input, qualifiedCount: 5 })).toThrow(RangeError);
    expect(() => ocdsAward({ ...input, qualifiedCount: 2 })).toThrow(/financial bids/);
    expect(() => ocdsAward({ ...input, award: { ...input.award, bidNumber: 'BID-Z' } })).toThrow(/not among/);
    expect(() => ocdsAward({ ...input, award: { ...input.award, rank: 'L2' } })).toThrow(/must say why/);
    expect(() => ocdsAward({ ...input, award: { ...input.award, amountPaise: 10.5 } })).toThrow(/whole paise/);
  });

  it('is refused by the extended schema when a statistic is broken, so the test would see a wrong one', () => {
    const pack = completed();
    const broken = (statistic: object) => ({ ...pack, releases: [{ ...pack.releases[0], bids: { statistics: [statistic] } }] });
    expect(valid(broken({ id: 'bids', measure: 'bids', value: 'four' }))).not.toEqual([]);
    expect(valid(broken({ id: 'bids', measure: 'bids' }))).not.toEqual([]);
    expect(valid(broken({ id: 'low', measure: 'lowestValidBidValue', value: 1, currency: 'RUPEES' }))).not.toEqual([]);
  });
});
