import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import type { Corrigendum, TenderDocument } from '@/entities/tender/model/tender-rules';
import { describeDb, useTestApp } from '../test-helpers';
import { ocdsPath, ocdsReleasePackage, type OcdsInput } from './ocds';
import { createTender, addTenderCorrigendum, setTenderOutcome } from './tender-service';
import packageSchema from './ocds-schema/release-package-schema.json';
import releaseSchema from './ocds-schema/release-schema.json';

jest.setTimeout(60_000);

/**
 * The OCDS 1.1 release package (issue 23, item 7) checked against the standard's own schemas, kept in
 * `ocds-schema/` with their licence: the release package schema and the release schema it references.
 */
function validator() {
  // OCDS 1.1 is JSON Schema draft 4; `strict: false` because the schemas carry OCDS's own keywords (codelist, deprecated…).
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(releaseSchema);
  return ajv.compile(packageSchema);
}

const NOW = new Date('2026-12-01T06:00:00Z');
const document: TenderDocument = { id: 7, Title: 'Tender notice', File_Name: 'notice.pdf', Type: 'pdf', Size: 1234, Url: '/api/tender-documents/7/notice.pdf' };
const corrigendum: Corrigendum = { id: 3, Date: '2026-11-25', Text: 'Deadline extended; clause 4.2 amended.', New_Deadline: '2027-01-20', Document: null };

const input = (extra: Partial<OcdsInput> = {}, tender: Partial<OcdsInput['tender']> = {}): OcdsInput => ({
  tender: {
    TenderNo: 'VI/TN/2026/015',
    TenderDate: '2026-11-10',
    Expiry_Date: '2027-01-20',
    PreBid_Date: '2026-12-01',
    Bid_Opening_Date: '2027-01-22',
    Reference: 'Gypsum false ceiling, 3rd floor',
    Ship_To: 'Nashik office',
    Currency: 'INR',
    TenderTotalAmont: 118000,
    Outcome: '',
    ...tender,
  },
  changedAt: '2026-11-25T10:00:00.000Z',
  documents: [document],
  corrigenda: [corrigendum],
  origin: 'https://www.example.in',
  basePath: '/backend',
  publisher: 'Vastukala Interiors Pvt. Ltd.',
  now: NOW,
  ...extra,
});

describe('the OCDS release package', () => {
  const validate = validator();
  const valid = (value: unknown) => {
    const ok = validate(value);
    return ok ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
  };

  it('is a valid OCDS 1.1 package for an open tender: the tender, its documents, the corrigenda as amendments', () => {
    const pack = ocdsReleasePackage(input());
    expect(valid(pack)).toEqual([]);
    expect(pack).toMatchObject({ uri: 'https://www.example.in/backend/api/tenders/ocds/VI/TN/2026/015.json', version: '1.1', publisher: { name: 'Vastukala Interiors Pvt. Ltd.' } });
    const [release] = pack.releases;
    expect(release.tag).toEqual(['tender', 'tenderAmendment']);
    expect(release.ocid).toBe('ocds-vkin00-VI-TN-2026-015');
    expect(release.tender).toMatchObject({
      id: 'VI/TN/2026/015',
      status: 'active',
      value: { amount: 118000, currency: 'INR' },
      tenderPeriod: { startDate: '2026-11-10T00:00:00+05:30', endDate: '2027-01-20T23:59:59+05:30' },
      enquiryPeriod: { endDate: '2026-12-01T23:59:59+05:30' },
      amendments: [{ id: 'corrigendum-3', date: '2026-11-25T00:00:00+05:30', description: 'Deadline extended; clause 4.2 amended.' }],
    });
    expect(release.tender.documents.map((doc) => doc.url)).toContain('https://www.example.in/backend/api/tender-documents/7/notice.pdf');
    expect(release).not.toHaveProperty('awards');
    expect(release).not.toHaveProperty('bids');
    expect(release.tender).not.toHaveProperty('numberOfTenderers');
  });

  it('adds the award once awarded, and the bid count when the opening gives one', () => {
    const pack = ocdsReleasePackage(input({ bidStatistics: { count: 4 } }, { Outcome: 'Awarded' }));
    expect(valid(pack)).toEqual([]);
    const [release] = pack.releases;
    expect(release.tag).toEqual(['tender', 'tenderAmendment', 'award']);
    expect(release.tender.status).toBe('complete');
    expect(release.awards).toEqual([expect.objectContaining({ status: 'active' })]);
    expect(release.tender.numberOfTenderers).toBe(4);
    expect(release.bids).toEqual({ statistics: [{ id: 'bids', measure: 'bids', value: 4 }] });
    expect(pack.extensions).toHaveLength(1);
  });

  it('names the winner and the amount once awarded after the opening, as a party the award refers to', () => {
    const pack = ocdsReleasePackage(input({ bidStatistics: { count: 3 }, winner: { name: 'Shree Glass Works', amount: 1462846.5 } }, { Outcome: 'Awarded' }));
    expect(valid(pack)).toEqual([]);
    const [release] = pack.releases;
    const [award] = release.awards!;
    expect(award).toMatchObject({ suppliers: [{ name: 'Shree Glass Works' }], value: { amount: 1462846.5, currency: 'INR' } });
    expect(release.parties).toContainEqual({ id: award.suppliers![0].id, name: 'Shree Glass Works', roles: ['supplier', 'tenderer'] });
    // Not awarded (only opened): no winner is named, whatever the input says.
    expect(ocdsReleasePackage(input({ winner: { name: 'Shree Glass Works', amount: 1 } })).releases[0]).not.toHaveProperty('awards');
  });

  it('stays valid with nothing optional: no pre-bid or opening date, no amount, no documents, cancelled', () => {
    const pack = ocdsReleasePackage(input({ documents: [], corrigenda: [], changedAt: '' }, { PreBid_Date: '', Bid_Opening_Date: '', TenderTotalAmont: 0, Outcome: 'Cancelled' }));
    expect(valid(pack)).toEqual([]);
    expect(pack.releases[0].tender.status).toBe('cancelled');
    expect(pack.releases[0].tag).toEqual(['tender']);
  });

  it('is refused by the schema when broken, so the test would see a wrong package', () => {
    const pack = ocdsReleasePackage(input());
    expect(valid({ ...pack, version: 'one' })).not.toEqual([]);
    expect(valid({ ...pack, releases: [{ ...pack.releases[0], tender: { ...pack.releases[0].tender, value: { amount: 1, currency: 'RUPEES' } } }] })).not.toEqual([]);
  });

  it('keeps the slashes of the number in its address, each part encoded', () => {
    expect(ocdsPath('/backend', 'VI/TN/2026/015')).toBe('/backend/api/tenders/ocds/VI/TN/2026/015.json');
    expect(ocdsPath('', 'A B/1')).toBe('/api/tenders/ocds/A%20B/1.json');
  });
});

describeDb('GET /api/tenders/ocds/<TenderNo>.json', () => {
  const server = useTestApp({ seed: false });
  const cli = { kind: 'cli', user: 'office' } as const;
  const validate = validator();

  beforeAll(async () => {
    const db = server.app.database.db;
    await createTender(db, cli, {
      values: { TenderNo: 'VI/TN/2026/701', TenderDate: '2026-11-20', Expiry_Date: '2099-01-15', PreBid_Date: '2098-12-01', Reference: 'Glass partitions', CustomerID: 4, ProjectID: 2, BillingTypeID: 1, TenderTotalAmont: 250000, Currency: 'INR' },
    });
    await addTenderCorrigendum(db, cli, { tenderNo: 'VI/TN/2026/701', text: 'Drawings revised.', newDeadline: '2099-02-01' });
    await createTender(db, cli, { values: { TenderNo: 'VI/TN/2026/702', TenderDate: '2026-11-20', Expiry_Date: '2099-01-15', Reference: 'Hidden', CustomerID: 4, ProjectID: 2, BillingTypeID: 1, TenderTotalAmont: 1, Published: false } });
    await createTender(db, cli, { values: { TenderNo: 'VI/TN/2026/703', TenderDate: '2026-11-20', Expiry_Date: '2026-11-30', Reference: 'Awarded one', CustomerID: 4, ProjectID: 2, BillingTypeID: 1, TenderTotalAmont: 90000, Currency: 'INR' } });
    await setTenderOutcome(db, cli, { tenderNo: 'VI/TN/2026/703', action: 'award' });
  });

  it('answers a published tender’s package as JSON that the OCDS schema accepts', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/backend/api/tenders/ocds/VI/TN/2026/701.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const pack = response.json();
    expect(validate(pack) ? [] : validate.errors).toEqual([]);
    expect(pack.releases[0].tender.amendments).toEqual([expect.objectContaining({ description: 'Drawings revised.' })]);
    expect(pack.uri).toMatch(/\/backend\/api\/tenders\/ocds\/VI\/TN\/2026\/701\.json$/);

    const awarded = (await server.app.inject({ method: 'GET', url: '/backend/api/tenders/ocds/VI/TN/2026/703.json' })).json();
    expect(validate(awarded) ? [] : validate.errors).toEqual([]);
    expect(awarded.releases[0].awards).toHaveLength(1);
  });

  it('answers 404 for an unpublished or unknown tender and for an address without .json', async () => {
    for (const url of ['VI/TN/2026/702.json', 'VI/TN/2026/999.json', 'VI/TN/2026/701', `${'x'.repeat(80)}.json`, '.json']) {
      const response = await server.app.inject({ method: 'GET', url: `/backend/api/tenders/ocds/${url}` });
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({ url, status: 404, body: { success: false, message: 'Tender not found.' } });
    }
  });
});
