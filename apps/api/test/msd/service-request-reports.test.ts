// The reports: by date filed, by date accomplished, the NEA summary of complaints received and
// acted upon per area with the crews' average hours, and their .xlsx exports.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { exportDateAccomplishedReportEndpoint } from '@ilaw/contracts/msd/service-request-reports/export-date-accomplished-report';
import { exportDateAccomplishedSummaryEndpoint } from '@ilaw/contracts/msd/service-request-reports/export-date-accomplished-summary';
import { exportServiceRequestReportEndpoint } from '@ilaw/contracts/msd/service-request-reports/export-service-request-report';
import { getDateAccomplishedReportEndpoint } from '@ilaw/contracts/msd/service-request-reports/get-date-accomplished-report';
import { getDateAccomplishedSummaryEndpoint } from '@ilaw/contracts/msd/service-request-reports/get-date-accomplished-summary';
import { getServiceRequestReportEndpoint } from '@ilaw/contracts/msd/service-request-reports/get-service-request-report';
import { REPORT_RANGE_MESSAGE } from '@ilaw/contracts/msd/service-request-reports/service-request-report';
import { changeServiceRequestStatusTsdEndpoint as crewEndpoint } from '@ilaw/contracts/msd/tsd-service-requests/change-tsd-service-request-status';
import { createServiceRequestEndpoint } from '@ilaw/contracts/msd/service-requests/create-service-request';
import ExcelJS from 'exceljs';
import { contractUrl } from '../support/contract-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { complaint, setUpMsd, toArrived, type Msd } from './msd-support.ts';

describe('service request reports', () => {
  let t: TestApp;
  let m: Msd;
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const range = { dateFrom: today, dateTo: today };
  before(async () => {
    t = await createTestApp();
    m = await setUpMsd(t);
    // Two accomplished (leaning pole, residence no power), one still open (low voltage).
    for (const code of ['POLE-LEAN', 'NP-RES']) {
      const sr = await toArrived(m, code);
      await m.lineman.call(crewEndpoint, { body: { serviceRequestId: sr.id, action: 'Findings', findings: 'Fixed.' } });
      await m.lineman.call(crewEndpoint, { body: { serviceRequestId: sr.id, action: 'Accomplish' } });
    }
    await m.clerk.call(createServiceRequestEndpoint, { body: complaint(m, 'PQ-LV') });
  });
  after(() => t.close());

  test('by date filed: by type, branch, team and day', async () => {
    const r = await m.reporter.call(getServiceRequestReportEndpoint, { query: range });
    assert.equal(r.totals.received, 3);
    assert.equal(r.totals.accomplished, 2);
    assert.equal(r.totals.forSchedule, 1);
    assert.equal(r.totals.withinTarget, 2);
    assert.equal(r.byBranch[0]!.branchCode, 5);
    assert.equal(r.byTeam.find((x) => x.teamId === m.teamId)?.accomplished, 2);
    assert.deepEqual(r.byDay, [{ date: today, received: 3, accomplished: 2 }]);
    const pole = r.byType.find((x) => x.typeName === 'Pole and Line')!;
    assert.equal(pole.received, 1);
    const teamOnly = await m.reporter.call(getServiceRequestReportEndpoint, { query: { ...range, teamId: m.teamId } });
    assert.equal(teamOnly.totals.received, 2);
  });

  test('by date accomplished: each request with its times', async () => {
    const rows = await m.clerk.call(getDateAccomplishedReportEndpoint, { query: range });
    assert.equal(rows.length, 2);
    for (const r of rows) {
      assert.ok(r.receivedToDispatchedHours !== null && r.receivedToDispatchedHours >= 0);
      assert.equal(r.withinTarget, true);
      assert.equal(r.teamName?.startsWith('Line Crew'), true);
    }
  });

  test('the NEA summary: received and acted upon by category per area, crews averaged', async () => {
    const s = await m.reporter.call(getDateAccomplishedSummaryEndpoint, { query: range });
    const sanJose = s.areas.find((a) => a.branchCode === 5)!;
    assert.equal(sanJose.received, 3);
    assert.equal(sanJose.actedUpon, 2);
    const line = (code: string) => sanJose.lines.find((l) => l.code === code)!;
    assert.deepEqual([line('4b').received, line('4b').actedUpon], [1, 1]);
    assert.deepEqual([line('1c').received, line('1c').actedUpon], [1, 1]);
    assert.deepEqual([line('2a').received, line('2a').actedUpon], [1, 0]);
    assert.equal(sanJose.lines.length, 19);
    const crew = s.crews.find((c) => c.teamId === m.teamId)!;
    assert.equal(crew.accomplished, 2);
    assert.ok(crew.avgReceivedToDispatched !== null);
  });

  test('the three exports are workbooks; the summary carries the NEA title', async () => {
    for (const e of [
      exportServiceRequestReportEndpoint,
      exportDateAccomplishedReportEndpoint,
      exportDateAccomplishedSummaryEndpoint,
    ]) {
      const res = await m.reporter.request('GET', contractUrl(e, undefined, range));
      assert.equal(res.status, 200, e.path);
      assert.equal(res.raw.subarray(0, 2).toString(), 'PK');
    }
    const res = await m.reporter.request('GET', contractUrl(exportDateAccomplishedSummaryEndpoint, undefined, range));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.raw as unknown as ArrayBuffer);
    const title = String(wb.getWorksheet('All areas')!.getCell('A1').value);
    assert.match(title, /^SUMMARY OF COMPLAINTS RECEIVED AND ACTED UPON/);
  });

  test('a range ending before it starts, and a reader without the role, are refused', async () => {
    const bad = await m.reporter.send(getServiceRequestReportEndpoint, {
      query: { dateFrom: '2026-11-02', dateTo: '2026-11-01' },
    });
    assert.equal(bad.status, 400);
    assert.ok(JSON.stringify(bad.body).includes(REPORT_RANGE_MESSAGE));
    assert.equal((await m.lineman.send(getServiceRequestReportEndpoint, { query: range })).status, 403);
  });
});
