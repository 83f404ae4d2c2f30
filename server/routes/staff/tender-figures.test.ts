import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Tender } from '@/entities/tender/model/tender';
import { describeDb, useTestApp, sessionCsrfHeaders } from '../../test-helpers';
import { parseTendersArgs, runTendersCommand } from '../../cli/tenders';
import { addSignedInStaff, memberOf } from '../../staff/staff-fixtures';

/**
 * Issue 38: the desk's figures. Discount, tax and total are the server's, from the sub-total, by the rule
 * the import uses too, so a taxed tender never shows "Tax amount ₹0.00"; the scope of work is stored and
 * shown to vendors.
 */

jest.setTimeout(60_000);

const API = '/backend/api/staff/tenders';
const at = (tenderNo: string) => `${API}/${encodeURIComponent(tenderNo)}`;

/** A new tender as the desk's form sends it, with a sub-total and a tax rate but the tax amount as typed (none). */
const values = (TenderNo: string, extra: Record<string, unknown> = {}) => ({
  TenderNo,
  TenderDate: '2026-11-20',
  Bid_Deadline: '2099-12-20T15:00',
  Reference: `Gypsum false ceiling for ${TenderNo}`,
  Description: 'Supply and fix 240 m² of gypsum false ceiling.\nSite: Shirdi office, first floor.',
  SubCostTotalAmont: 1265000,
  Discount_Type: 'Before Tax',
  TotalDicountPer: 2,
  TotalTaxPER: 18,
  TotalTax: 0,
  TotalDicountAmont: 0,
  TenderTotalAmont: 0,
  Published: true,
  ...extra,
});

describeDb('the desk’s tender figures and scope of work', () => {
  const server = useTestApp({ seed: false });
  const db = () => server.app.database.db;
  let cookie = '';

  beforeAll(async () => {
    ({ cookie } = await addSignedInStaff(db(), memberOf('tenders')));
  });

  const send = (method: 'POST' | 'PATCH', url: string, payload: object) => server.app.inject({ method, url, headers: sessionCsrfHeaders(server.app, cookie), payload });
  const publicTender = async (tenderNo: string) => (await server.app.inject({ method: 'GET', url: '/backend/get_tender', query: { tenderNo } })).json<Tender[]>()[0];

  it('computes discount, tax and total from the sub-total on create, whatever was sent for them; vendors see them and the scope of work', async () => {
    const created = await send('POST', API, { values: values('VI/TN/2099/901') });
    expect(created.statusCode).toBe(201);
    const shown = await publicTender('VI/TN/2099/901');
    expect(shown).toMatchObject({ SubCostTotalAmont: 1265000, TotalDicountAmont: 25300, TotalTax: 223146, TenderTotalAmont: 1462846, Expiry_Date: '2099-12-20' });
    expect(shown.Description).toBe('Supply and fix 240 m² of gypsum false ceiling.\nSite: Shirdi office, first floor.');
  });

  it('recomputes them on an edit of a figure, and leaves a lump sum (no sub-total) as given', async () => {
    const { version } = (await server.app.inject({ method: 'GET', url: at('VI/TN/2099/901'), headers: sessionCsrfHeaders(server.app, cookie) })).json();
    const edited = await send('PATCH', at('VI/TN/2099/901'), { version, changes: { TotalTaxPER: 12, AdjustmentCost: -0.5, Description: '' } });
    expect(edited.statusCode).toBe(200);
    expect(await publicTender('VI/TN/2099/901')).toMatchObject({ TotalTax: 148764, TenderTotalAmont: 1388463.5, Description: '' });

    expect((await send('POST', API, { values: values('VI/TN/2099/902', { SubCostTotalAmont: '', TotalTaxPER: 18, TenderTotalAmont: 250000 }) })).statusCode).toBe(201);
    expect(await publicTender('VI/TN/2099/902')).toMatchObject({ SubCostTotalAmont: 0, TotalTax: 0, TenderTotalAmont: 250000 });
  });

  it('refuses negative figures and percentages over 100 with per-field messages, never a 5xx', async () => {
    const bad = await send('POST', API, { values: values('VI/TN/2099/903', { SubCostTotalAmont: -5, TotalTaxPER: 180, Description: 'x'.repeat(5001) }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ SubCostTotalAmont: 'must not be negative', TotalTaxPER: 'must be a percentage, at most 100', Description: 'must be at most 5000 characters' });
    const notNumber = await send('POST', API, { values: values('VI/TN/2099/903', { TotalTaxPER: 'eighteen' }) });
    expect([notNumber.statusCode, notNumber.json().errors]).toEqual([400, { TotalTaxPER: 'must be a number' }]);
  });

  it('computes the same figures for a row of the import', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tender-import-'));
    try {
      const file = path.join(dir, 'erp.json');
      const { Published: _published, ...row } = values('VI/TN/2099/904', { TotalTax: '', TenderTotalAmont: '', SubCostTotalAmont: '5,89,000', TotalDicountPer: '3', AdjustmentCost: '-1200' });
      writeFileSync(file, JSON.stringify([{ ...row, Expiry_Date: '2099-12-20', CustomerID: 4, ProjectID: 2, BillingTypeID: 1 }]));
      const result = await runTendersCommand(server.app.database, parseTendersArgs(['import', file]));
      expect(result.code).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const stored = await db().selectFrom('tenders').selectAll().where('TenderNo', '=', 'VI/TN/2099/904').executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ TotalDicountAmont: 17670, TotalTax: 102839.4, TenderTotalAmont: 672969.4 });
  });
});
