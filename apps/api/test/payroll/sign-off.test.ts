// Payroll sign-off, payslips and reports through the API (decision 063): a generated payroll is
// submitted, signed by the Payroll Checker, Recommender, Auditor and Approver in that order and
// posted by the last; the requester and anyone paid in it never sign; employees read only their
// own payslips, and only once posted; the recap and the deduction report add up and export.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { OWN_REQUEST } from '@ilaw/contracts/approvals/requests/approval-request';
import { decideApprovalEndpoint } from '@ilaw/contracts/approvals/requests/decide-approval-request';
import { getDocumentApprovalEndpoint } from '@ilaw/contracts/approvals/requests/get-document-approval';
import { withdrawApprovalEndpoint } from '@ilaw/contracts/approvals/requests/withdraw-approval-request';
import { myWorkEndpoint } from '@ilaw/contracts/approvals/my-work/get-my-work';
import { listPayrollTypesEndpoint } from '@ilaw/contracts/payroll/payroll-types/list-payroll-types';
import { createPayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/create-payroll';
import { generatePayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/generate-payroll';
import { getPayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/get-payroll';
import { listPayrollEmployeesEndpoint } from '@ilaw/contracts/payroll/payrolls/list-payroll-employees';
import { updatePayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/update-payroll';
import {
  OWN_PAYROLL_DECISION,
  PAYROLL_DOCUMENT_TYPE,
  PAYROLL_NOT_DRAFT,
  PAYROLL_NOT_GENERATED,
  type PayrollFields,
} from '@ilaw/contracts/payroll/payrolls/payroll';
import { submitPayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/submit-payroll';
import { getMyPayslipEndpoint } from '@ilaw/contracts/payroll/payslips/get-my-payslip';
import { getPayslipEndpoint } from '@ilaw/contracts/payroll/payslips/get-payslip';
import { listMyPayslipsEndpoint } from '@ilaw/contracts/payroll/payslips/list-my-payslips';
import { exportDeductionReportEndpoint } from '@ilaw/contracts/payroll/payroll-reports/export-deduction-report';
import { exportPayrollRecapEndpoint } from '@ilaw/contracts/payroll/payroll-reports/export-payroll-recap';
import { getDeductionReportEndpoint } from '@ilaw/contracts/payroll/payroll-reports/get-deduction-report';
import { getPayrollRecapEndpoint } from '@ilaw/contracts/payroll/payroll-reports/get-payroll-recap';
import { Decimal } from 'decimal.js';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { employeeWithSalary, punch } from './payroll-support.ts';

type Client = TestClient & { userId: number };
type Errors = { errors: Record<string, string[]> };

let t: TestApp;
let clerk: Client;
let checker: Client;
let recommender: Client;
let auditor: Client;
let approver: Client;
/** A payroll clerk who is paid in the payroll: may never sign it. */
let paidChecker: Client;
let ana: Client;
let ben: Client;
let outsider: Client;
let dept: number;
let anaId: number;
let benId: number;
let secondHalf: number;
let periodDay = 0;

const WORKDAYS = ['01', '02', '03', '04', '05', '08', '09', '10', '11', '15'].map((d) => `2026-06-${d}`);

before(async () => {
  t = await createTestApp();
  const db = t.running.database.db;
  clerk = await t.userWithRoles(['Payroll']);
  checker = await t.userWithRoles(['Payroll']);
  recommender = await t.userWithRoles(['Manager']);
  auditor = await t.userWithRoles(['AuditViewer']);
  approver = await t.userWithRoles(['Manager']);
  paidChecker = await t.userWithRoles(['Payroll']);
  ana = await t.userWithRoles([]);
  ben = await t.userWithRoles([]);
  outsider = await t.userWithRoles(['Employee']);
  const hr = await t.userWithRoles(['Employee']);
  dept = (
    await db
      .insertInto('departments')
      .values({ code: 'SIGN', name: 'Sign-off Test' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const hire = async (code: string, first: string, amount: string, user: Client) => {
    const id = await employeeWithSalary(
      t,
      hr,
      { employeeId: code, firstName: first, lastName: 'Signo', departmentId: dept },
      { salaryType: 0, amount, effectiveDate: '2026-01-01' },
    );
    await db.updateTable('employees').set({ user_id: user.userId }).where('id', '=', id).execute();
    await punch(t, id, WORKDAYS);
    return id;
  };
  anaId = await hire('SIGN-001', 'Ana', '26100.00', ana);
  benId = await hire('SIGN-002', 'Ben', '40000.00', ben);
  await hire('SIGN-003', 'Cora', '18000.00', paidChecker);
  const types = await clerk.call(listPayrollTypesEndpoint);
  secondHalf = types.find((x) => x.name === 'Regular payroll, 2nd half')!.id;
});
after(async () => t.close());

/** A new generated payroll (each on its own period: one payroll per type and period). */
async function generatedPayroll(): Promise<number> {
  periodDay += 1;
  const fields: PayrollFields = {
    name: `Sign-off ${periodDay}`,
    payrollTypeId: secondHalf,
    periodStart: '2026-06-01',
    periodEnd: `2026-06-${String(14 + periodDay).padStart(2, '0')}`,
    payDate: '2026-06-30',
    departmentId: dept,
    employeeStatus: 1,
    employmentType: null,
    remarks: null,
  };
  const p = await clerk.call(createPayrollEndpoint, { body: fields });
  await clerk.call(generatePayrollEndpoint, { params: { id: p.id } });
  await t.running.services.jobs.drain();
  return p.id;
}

const decide = (c: TestClient, requestId: number, approve = true, remarks: string | null = null) =>
  c.send(decideApprovalEndpoint, { params: { id: requestId }, body: { approve, remarks } });

async function submitted(): Promise<{ id: number; requestId: number }> {
  const id = await generatedPayroll();
  const p = await clerk.call(submitPayrollEndpoint, { params: { id } });
  return { id, requestId: p.approval!.requestId };
}

async function posted(): Promise<number> {
  const { id, requestId } = await submitted();
  for (const s of [checker, recommender, auditor, approver]) assert.equal((await decide(s, requestId)).status, 200);
  return id;
}

describe('sign-off', () => {
  test('a draft without lines is not submitted; a generated one goes For approval at step 1 and is frozen', async () => {
    const p = await clerk.call(createPayrollEndpoint, {
      body: {
        name: 'Not generated',
        payrollTypeId: secondHalf,
        periodStart: '2026-05-16',
        periodEnd: '2026-05-31',
        payDate: '2026-06-05',
        departmentId: dept,
        employeeStatus: 1,
        employmentType: null,
        remarks: null,
      },
    });
    const early = await clerk.send(submitPayrollEndpoint, { params: { id: p.id } });
    assert.equal(early.status, 409);
    assert.deepEqual((early.body as Errors).errors['generalErrors'], [PAYROLL_NOT_GENERATED]);
    assert.equal((await outsider.send(submitPayrollEndpoint, { params: { id: p.id } })).status, 403);

    const id = await generatedPayroll();
    const s = await clerk.call(submitPayrollEndpoint, { params: { id } });
    assert.equal(s.status, 'ForApproval');
    assert.equal(s.approval?.status, 'Pending');
    assert.equal(s.approval?.currentStep, 1);
    assert.equal(s.approval?.stepCount, 4);
    assert.equal(s.approval?.currentSignatory, 'Payroll Checker');
    assert.equal(s.approval?.canDecide, false, 'the requester does not decide');
    const again = await clerk.send(submitPayrollEndpoint, { params: { id } });
    assert.equal(again.status, 409);
    assert.deepEqual((again.body as Errors).errors['generalErrors'], [PAYROLL_NOT_DRAFT]);
    const regenerate = await clerk.send(generatePayrollEndpoint, { params: { id } });
    assert.equal(regenerate.status, 409);
    const edit = await clerk.send(updatePayrollEndpoint, {
      params: { id },
      body: {
        name: 'Changed',
        payrollTypeId: secondHalf,
        periodStart: s.periodStart,
        periodEnd: s.periodEnd,
        payDate: s.payDate!,
        departmentId: dept,
        employeeStatus: 1,
        employmentType: null,
        remarks: null,
      },
    });
    assert.equal(edit.status, 409);
  });

  test('signed in order by four signatories: refusals on the way, and the last approval posts it', async () => {
    const { id, requestId } = await submitted();
    const own = await decide(clerk, requestId);
    assert.equal(own.status, 403);
    assert.deepEqual((own.body as Errors).errors['generalErrors'], [OWN_REQUEST.approve]);
    // A payroll clerk paid in this payroll is a member of step 1 but never signs it.
    const paid = await decide(paidChecker, requestId);
    assert.equal(paid.status, 403);
    assert.deepEqual((paid.body as Errors).errors['generalErrors'], [OWN_PAYROLL_DECISION.approve]);
    const paidWork = await paidChecker.call(myWorkEndpoint);
    assert.equal(
      paidWork.approvals.some((a) => a.documentType === PAYROLL_DOCUMENT_TYPE && a.documentId === id),
      false,
    );
    // Out of order: the auditor is not a signatory of step 1.
    const early = await decide(auditor, requestId);
    assert.equal(early.status, 403);
    assert.match((early.body as Errors).errors['generalErrors']![0]!, /step 1: Payroll Checker/);

    const work = await checker.call(myWorkEndpoint);
    assert.ok(work.approvals.some((a) => a.documentType === PAYROLL_DOCUMENT_TYPE && a.documentId === id));
    // The checker reads the payroll and its lines to sign it; someone outside the chain does not.
    const seen = await checker.call(getPayrollEndpoint, { params: { id } });
    assert.equal(seen.approval?.canDecide, true);
    assert.equal((await outsider.send(getPayrollEndpoint, { params: { id } })).status, 403);
    assert.equal((await outsider.send(listPayrollEmployeesEndpoint, { params: { id }, query: {} })).status, 403);
    assert.equal((await recommender.call(getPayrollEndpoint, { params: { id } })).id, id);

    const signers: [Client, string][] = [
      [checker, 'Payroll Checker'],
      [recommender, 'Payroll Recommender'],
      [auditor, 'Payroll Auditor'],
      [approver, 'Payroll Approver'],
    ];
    for (const [i, [who, title]] of signers.entries()) {
      const before = await clerk.call(getPayrollEndpoint, { params: { id } });
      assert.equal(before.status, 'ForApproval');
      assert.equal(before.approval?.currentSignatory, title);
      const res = await decide(who, requestId, true, `Signed as ${title}`);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      if (i === 1) {
        // The checker already signed: the same person never signs twice.
        assert.equal((await decide(checker, requestId)).status, 403);
      }
    }
    const p = await clerk.call(getPayrollEndpoint, { params: { id } });
    assert.equal(p.status, 'Posted');
    assert.ok(p.postedAt);
    assert.equal(p.approval?.status, 'Approved');
    const history = await clerk.call(getDocumentApprovalEndpoint, {
      params: { documentType: PAYROLL_DOCUMENT_TYPE, documentId: id },
    });
    assert.deepEqual(
      history.history.map((h) => [h.action, h.signatoryType]),
      [
        ['Submitted', null],
        ['Approved', 'Payroll Checker'],
        ['Approved', 'Payroll Recommender'],
        ['Approved', 'Payroll Auditor'],
        ['Approved', 'Payroll Approver'],
      ],
    );
    assert.equal((await decide(approver, requestId)).status, 409);
    // Posted is final: the API refuses and so does the database.
    assert.equal((await clerk.send(generatePayrollEndpoint, { params: { id } })).status, 409);
    await assert.rejects(
      sql`UPDATE payroll_lines SET net_pay = 0 WHERE payroll_id = ${id}`.execute(t.running.database.db),
      /posted records/,
    );
    const audit = await t.running.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_type', '=', 'payroll')
      .where('entity_id', '=', String(id))
      .execute();
    assert.equal(audit.filter((a) => a.action === 'approved and posted').length, 1);
  });

  test('a rejection or a withdrawal returns the payroll to draft, to correct and submit again', async () => {
    const { id, requestId } = await submitted();
    assert.equal((await decide(checker, requestId)).status, 200);
    const rejected = await decide(recommender, requestId, false, 'Overtime of SIGN-002 not authorised');
    assert.equal(rejected.status, 200);
    let p = await clerk.call(getPayrollEndpoint, { params: { id } });
    assert.equal(p.status, 'Draft');
    assert.equal(p.approval?.status, 'Rejected');
    // Regenerated and submitted again: a new request from step 1.
    await clerk.call(generatePayrollEndpoint, { params: { id } });
    await t.running.services.jobs.drain();
    p = await clerk.call(submitPayrollEndpoint, { params: { id } });
    assert.equal(p.approval?.currentStep, 1);
    assert.notEqual(p.approval?.requestId, requestId);
    await clerk.call(withdrawApprovalEndpoint, {
      params: { id: p.approval!.requestId },
      body: { reason: 'Wrong pay date' },
    });
    p = await clerk.call(getPayrollEndpoint, { params: { id } });
    assert.equal(p.status, 'Draft');
    assert.equal(p.approval?.status, 'Withdrawn');
  });
});

describe('payslips', () => {
  test('an employee reads only their own payslip, and only once the payroll is posted', async () => {
    const { id, requestId } = await submitted();
    // Not published while it waits for approval.
    assert.equal((await ana.send(getMyPayslipEndpoint, { params: { id } })).status, 404);
    assert.equal(
      (await ana.call(listMyPayslipsEndpoint, { query: {} })).data.some((s) => s.payrollId === id),
      false,
    );
    for (const s of [checker, recommender, auditor, approver]) assert.equal((await decide(s, requestId)).status, 200);

    const mine = await ana.call(getMyPayslipEndpoint, { params: { id } });
    assert.equal(mine.line.employeeId, anaId);
    assert.equal(mine.status, 'Posted');
    // Every earning and deduction, each with its explanation; earnings less deductions = net pay.
    assert.ok(mine.line.items.length > 0);
    for (const i of mine.line.items) assert.notEqual(i.basis, '');
    const earned = mine.line.items
      .filter((i) => i.kind === 'Earning')
      .reduce((s, i) => s.plus(i.amount), new Decimal(0));
    const deducted = mine.line.items
      .filter((i) => i.kind === 'Deduction')
      .reduce((s, i) => s.plus(i.amount), new Decimal(0));
    assert.equal(earned.minus(deducted).toFixed(2), mine.line.netPay);
    const list = await ana.call(listMyPayslipsEndpoint, { query: {} });
    assert.ok(list.data.some((s) => s.payrollId === id && s.netPay === mine.line.netPay));

    // Another's payslip: the staff endpoint is refused, and the own endpoint only ever answers one's own.
    const other = await ana.send(getPayslipEndpoint, { params: { id, employeeId: benId } });
    assert.equal(other.status, 403);
    const bens = await ben.call(getMyPayslipEndpoint, { params: { id } });
    assert.equal(bens.line.employeeId, benId);
    // Someone with no line in the payroll (or no employee record) finds nothing.
    assert.equal((await outsider.send(getMyPayslipEndpoint, { params: { id } })).status, 404);
    assert.equal((await outsider.call(listMyPayslipsEndpoint, { query: {} })).total, 0);

    // Payroll staff read any employee's payslip of any status.
    const staff = await clerk.call(getPayslipEndpoint, { params: { id, employeeId: benId } });
    assert.equal(staff.line.netPay, bens.line.netPay);
    const draft = await generatedPayroll();
    assert.equal((await clerk.call(getPayslipEndpoint, { params: { id: draft, employeeId: anaId } })).status, 'Draft');
    assert.equal((await ana.send(getMyPayslipEndpoint, { params: { id: draft } })).status, 404);
    assert.equal((await clerk.send(getPayslipEndpoint, { params: { id: draft, employeeId: 999999 } })).status, 404);
  });
});

describe('recap and deduction report', () => {
  test('the recap per department and the deduction report per type add up to the lines, and export as .xlsx', async () => {
    const id = await posted();
    const lines = (await clerk.call(listPayrollEmployeesEndpoint, { params: { id }, query: { itemsPerPage: 500 } }))
      .data;
    const sum = (f: (l: (typeof lines)[number]) => string) =>
      lines.reduce((s, l) => s.plus(f(l)), new Decimal(0)).toFixed(2);
    const recap = await clerk.call(getPayrollRecapEndpoint, { params: { id } });
    assert.equal(recap.departments.length, 1);
    assert.equal(recap.departments[0]!.departmentName, 'Sign-off Test');
    assert.equal(recap.total.employees, 3);
    assert.equal(
      recap.total.netPay,
      sum((l) => l.netPay),
    );
    assert.equal(
      recap.total.grossPay,
      sum((l) => l.grossPay),
    );
    assert.equal(recap.total.netPay, recap.payroll.totalNet);
    // A signatory reads the recap; someone else does not.
    assert.equal((await auditor.call(getPayrollRecapEndpoint, { params: { id } })).total.netPay, recap.total.netPay);
    assert.equal((await outsider.send(getPayrollRecapEndpoint, { params: { id } })).status, 403);

    const report = await clerk.call(getDeductionReportEndpoint, { params: { id } });
    assert.deepEqual(
      report.sections.map((s) => s.type),
      [
        'SSS',
        'PhilHealth',
        'PagIbig',
        'WithholdingTax',
        'SssLoan',
        'PagIbigLoan',
        'CooperativeLoan',
        'PowerBill',
        'OtherDeductions',
      ],
    );
    const sss = report.sections[0]!;
    assert.equal(
      sss.totals['mpfEmployee'],
      sum((l) => l.sssMpfEmployee),
    );
    assert.equal(
      sss.totals['ec'],
      sum((l) => l.sssEc),
    );
    assert.equal(
      new Decimal(sss.totals['regularEmployee']!).plus(sss.totals['mpfEmployee']!).toFixed(2),
      sum((l) => l.sssEmployee),
    );
    assert.equal(
      report.sections[1]!.totals['employee'],
      sum((l) => l.philHealthEmployee),
    );
    assert.equal(
      report.sections[2]!.totals['employer'],
      sum((l) => l.pagIbigEmployer),
    );
    assert.equal(
      report.sections[3]!.totals['tax'],
      sum((l) => l.withholdingTax),
    );
    // Ben's 40,000 salary credit passes 20,000: his SSS has a provident-fund part.
    const benRow = sss.rows.find((r) => r.employeeCode === 'SIGN-002');
    assert.ok(benRow && new Decimal(benRow.amounts['mpfEmployee']!).gt(0));
    assert.equal((await auditor.send(getDeductionReportEndpoint, { params: { id } })).status, 403);

    const recapFile = await clerk.request('GET', `/api/v2/isd/hr/payrolls/${id}/report/export`);
    assert.equal(recapFile.status, 200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(recapFile.raw as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Recap')!;
    assert.equal(ws.getRow(4).getCell(1).value, 'Sign-off Test');
    assert.equal(ws.getRow(5).getCell(1).value, 'Total');
    assert.equal(Number(ws.getRow(5).getCell(17).value).toFixed(2), recap.total.netPay);
    assert.equal((await outsider.send(exportPayrollRecapEndpoint, { params: { id } })).status, 403);

    const dedFile = await clerk.request('GET', `/api/v2/isd/hr/payrolls/${id}/deduction-report/export`);
    assert.equal(dedFile.status, 200);
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(dedFile.raw as unknown as ArrayBuffer);
    assert.deepEqual(
      wb2.worksheets.map((w) => w.name),
      [
        'SSS contributions',
        'PhilHealth premiums',
        'Pag-IBIG contributions',
        'Withholding tax on compensation',
        'SSS loans',
        'Pag-IBIG loans',
        "Employees' cooperative loans",
        'Own power bills',
        'Other deductions',
      ],
    );
    assert.equal((await auditor.send(exportDeductionReportEndpoint, { params: { id } })).status, 403);
    assert.equal((await clerk.send(getPayrollRecapEndpoint, { params: { id: 999999 } })).status, 404);
  });
});
