// Recurring payments and deductions through the API (decision 064): allowances (de minimis up to
// the ceiling), a loan whose balance only posted payrolls reduce, one-time amounts from the
// payroll's template through the import pipeline, net pay never below zero with the rest carried
// to the next payroll, and every refusal.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createEmployeeItemEndpoint } from '@ilaw/contracts/payroll/employee-items/create-employee-item';
import {
  EMPLOYEE_ITEM_USED,
  ONE_TIME_PAYROLL_NOT_DRAFT,
  PRINCIPAL_BELOW_PAID,
  PRINCIPAL_REQUIRED,
  UNKNOWN_DE_MINIMIS,
  type EmployeeItemFields,
} from '@ilaw/contracts/payroll/employee-items/employee-item';
import { getEmployeeItemEndpoint } from '@ilaw/contracts/payroll/employee-items/get-employee-item';
import { listEmployeeItemsEndpoint } from '@ilaw/contracts/payroll/employee-items/list-employee-items';
import { listEmployeePaymentsEndpoint } from '@ilaw/contracts/payroll/employee-items/list-employee-payments';
import { updateEmployeeItemEndpoint } from '@ilaw/contracts/payroll/employee-items/update-employee-item';
import { getDeductionReportEndpoint } from '@ilaw/contracts/payroll/payroll-reports/get-deduction-report';
import { listEmployeePayslipsEndpoint } from '@ilaw/contracts/payroll/payslips/list-employee-payslips';
import { createAdjustmentPayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/create-adjustment-payroll';
import { listPayrollsEndpoint } from '@ilaw/contracts/payroll/payrolls/list-payrolls';
import { ADJUST_ONLY_POSTED } from '@ilaw/contracts/payroll/payrolls/payroll';
import { deletePayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/delete-payroll';
import { updatePayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/update-payroll';
import { getPayrollRecapEndpoint } from '@ilaw/contracts/payroll/payroll-reports/get-payroll-recap';
import { submitPayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/submit-payroll';
import { BALANCE_TAKEN_MEANWHILE } from '../../src/modules/payroll/employee-items/check-balances.ts';
import { listPayrollTypesEndpoint } from '@ilaw/contracts/payroll/payroll-types/list-payroll-types';
import { createPayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/create-payroll';
import { generatePayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/generate-payroll';
import { listPayrollEmployeesEndpoint } from '@ilaw/contracts/payroll/payrolls/list-payroll-employees';
import type { ImportResult } from '@ilaw/contracts/platform/imports';
import { getJobEndpoint } from '@ilaw/contracts/platform/jobs';
import { Decimal } from 'decimal.js';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { upload } from '../hr/hr-support.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { employeeWithSalary, punch } from './payroll-support.ts';

let t: TestApp;
let clerk: TestClient;
let nobody: TestClient;
let dept: number;
let ana: number;
let secondHalf: number;
type Errors = { errors: Record<string, string[]> };

/** The weekdays of a half month (no holidays are recorded in this test). */
function weekdays(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) {
    const day = d.getUTCDay();
    if (day !== 0 && day !== 6) out.push(d.toISOString().slice(0, 10));
  }
  return out;
}

before(async () => {
  t = await createTestApp();
  clerk = await t.userWithRoles(['Payroll']);
  const hr = await t.userWithRoles(['Employee']);
  nobody = await t.userWithRoles([]);
  const db = t.running.database.db;
  dept = (
    await db
      .insertInto('departments')
      .values({ code: 'PITM', name: 'Payroll Items Test' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ana = await employeeWithSalary(
    t,
    hr,
    { employeeId: 'ITM-001', firstName: 'Ana', lastName: 'Aquino', departmentId: dept },
    { salaryType: 0, amount: '25000.00', effectiveDate: '2026-01-01' },
  );
  await punch(t, ana, [
    ...weekdays('2026-06-16', '2026-06-30'),
    ...weekdays('2026-07-16', '2026-07-31'),
    ...weekdays('2026-08-16', '2026-08-31'),
  ]);
  const types = await clerk.call(listPayrollTypesEndpoint);
  secondHalf = types.find((x) => x.name === 'Regular payroll, 2nd half')!.id;
});
after(async () => t.close());

const item = (over: Partial<EmployeeItemFields>): EmployeeItemFields => ({
  employeeId: ana,
  kind: 'Allowance',
  category: 'Allowance',
  label: 'Item',
  taxable: true,
  deMinimisCode: null,
  amount: '1000.00',
  principal: null,
  startDate: '2026-01-01',
  endDate: null,
  payrollId: null,
  priority: null,
  reference: null,
  remarks: null,
  isActive: true,
  ...over,
});

async function payroll(month: string) {
  return clerk.call(createPayrollEndpoint, {
    body: {
      name: `${month} 2nd half`,
      payrollTypeId: secondHalf,
      periodStart: `${month}-16`,
      periodEnd: month.endsWith('-06') ? `${month}-30` : `${month}-31`,
      payDate: `${month}-28`,
      departmentId: dept,
      employeeStatus: 1,
      employmentType: null,
      remarks: null,
    },
  });
}

async function generate(id: number) {
  const { jobId } = await clerk.call(generatePayrollEndpoint, { params: { id } });
  await t.running.services.jobs.drain();
  const job = await clerk.call(getJobEndpoint, { params: { id: jobId } });
  assert.equal(job.status, 'succeeded', JSON.stringify(job));
  const lines = await clerk.call(listPayrollEmployeesEndpoint, { params: { id }, query: {} });
  return lines.data.find((l) => l.employeeId === ana)!;
}

/** Posting is the sign-off's (sign-off.test.ts); here the status is set as the final approval does. */
async function post(id: number) {
  await sql`UPDATE payrolls SET status = 'Posted', posted_at = now() WHERE id = ${id}`.execute(t.running.database.db);
}

let loan: number;
let rice: number;

describe('recurring payments and deductions', () => {
  test('refusals: a loan needs its principal, a de minimis benefit must be in the table, Payroll only', async () => {
    const noPrincipal = await clerk.send(createEmployeeItemEndpoint, {
      body: item({ kind: 'Loan', category: 'SssLoan' }),
    });
    assert.equal(noPrincipal.status, 400);
    assert.deepEqual((noPrincipal.body as Errors).errors['principal'], [PRINCIPAL_REQUIRED]);
    const unknown = await clerk.send(createEmployeeItemEndpoint, { body: item({ deMinimisCode: 'yacht' }) });
    assert.equal(unknown.status, 400);
    assert.deepEqual((unknown.body as Errors).errors['deMinimisCode'], [UNKNOWN_DE_MINIMIS]);
    assert.equal((await nobody.send(createEmployeeItemEndpoint, { body: item({}) })).status, 403);
    assert.equal((await nobody.send(listEmployeeItemsEndpoint, { query: {} })).status, 403);
  });

  test('June: rice subsidy exempt, transportation and a one-time earning from the template taxed, the loan taken', async () => {
    loan = (
      await clerk.call(createEmployeeItemEndpoint, {
        body: item({
          kind: 'Loan',
          category: 'SssLoan',
          label: 'SSS salary loan',
          amount: '2000.00',
          principal: '1500.00',
        }),
      })
    ).id;
    rice = (
      await clerk.call(createEmployeeItemEndpoint, {
        body: item({ label: 'Rice subsidy', amount: '2000.00', deMinimisCode: 'rice', taxable: false }),
      })
    ).id;
    await clerk.call(createEmployeeItemEndpoint, { body: item({ label: 'Transportation', amount: '1000.00' }) });
    const june = await payroll('2026-06');

    // The template lists the payroll's employees; filled rows come back through the import pipeline.
    const res = await clerk.get(`/api/isd/hr/Payrolls/${june.id}/template`);
    assert.equal(res.status, 200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.raw as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('One-time amounts')!;
    assert.deepEqual((ws.getRow(1).values as unknown[]).slice(1), [
      'Employee ID',
      'Employee Name',
      'Earning or Deduction',
      'Description',
      'Amount',
      'Taxable',
      'Remarks',
    ]);
    assert.equal(ws.getRow(2).getCell(1).value, 'ITM-001');
    ws.getRow(2).getCell(3).value = 'Earning';
    ws.getRow(2).getCell(4).value = 'Salary differential';
    ws.getRow(2).getCell(5).value = 300;
    ws.getRow(2).getCell(6).value = 'Yes';
    // Rows below the listed ones (the template's spare rows keep their drop-downs).
    const put = (n: number, values: (string | number)[]) =>
      values.forEach((v, i) => (ws.getRow(n).getCell(i + 1).value = v));
    put(3, ['NOBODY-9', '', 'Deduction', 'Cash advance', 100]);
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    const imported = await upload<ImportResult>(clerk, `/api/v2/isd/hr/payrolls/${june.id}/one-time-amounts/import`, [
      { name: 'file', fileName: 'one-time.xlsx', bytes },
    ]);
    assert.equal(imported.status, 200, JSON.stringify(imported.body));
    assert.deepEqual([imported.body.posted, imported.body.failed], [1, 1]);
    assert.deepEqual(imported.body.errors[0], {
      row: 3,
      field: 'Employee ID',
      value: 'NOBODY-9',
      message: "No employee has the ID 'NOBODY-9'.",
    });

    const line = await generate(june.id);
    // Basic 12,500 + rice 1,000 (exempt) + transportation 500 + differential 300 = 14,300; taxable
    // 14,300 - 1,000 - contributions 2,075 = 11,225; tax 15% over 10,417 = 121.20; loan 1,000.
    assert.deepEqual(
      [line.grossPay, line.taxableCompensation, line.withholdingTax, line.netPay],
      ['14300.00', '11225.00', '121.20', '11103.80'],
    );
    assert.equal(line.items.find((i) => i.code === `item-${loan}`)?.amount, '1000.00');
    const sum = (kind: string) =>
      line.items.filter((i) => i.kind === kind).reduce((s, i) => s + Number(i.amount) * 100, 0);
    assert.equal(sum('Earning') - sum('Deduction'), Math.round(Number(line.netPay) * 100));

    // A draft does not reduce the loan; posting does.
    assert.equal((await clerk.call(getEmployeeItemEndpoint, { params: { id: loan } })).balance, '1500.00');
    await post(june.id);
    const after = await clerk.call(getEmployeeItemEndpoint, { params: { id: loan } });
    assert.deepEqual([after.settled, after.balance, after.monthsLeft], ['1000.00', '500.00', 1]);
    assert.deepEqual(
      after.uses.map((u) => [u.payrollId, u.taken, u.balanceAfter]),
      [[june.id, '1000.00', '500.00']],
    );

    // Posted: its one-time amounts and its item uses are final.
    put(4, ['ITM-001', '', 'Earning', 'Late bonus', 100]);
    const again = await upload<Errors>(clerk, `/api/v2/isd/hr/payrolls/${june.id}/one-time-amounts/import`, [
      { name: 'file', fileName: 'again.xlsx', bytes: Buffer.from(await wb.xlsx.writeBuffer()) },
    ]);
    assert.equal(again.status, 409);
    assert.deepEqual(again.body.errors['generalErrors'], [ONE_TIME_PAYROLL_NOT_DRAFT]);
    await assert.rejects(
      sql`DELETE FROM payroll_line_employee_items WHERE payroll_id = ${june.id}`.execute(t.running.database.db),
      /posted records/,
    );
    const addToPosted = await clerk.send(createEmployeeItemEndpoint, {
      body: item({ kind: 'OneTimeEarning', category: 'Adjustment', label: 'Late bonus', payrollId: june.id }),
    });
    assert.equal(addToPosted.status, 409);
    assert.deepEqual((addToPosted.body as Errors).errors['payrollId'], [ONE_TIME_PAYROLL_NOT_DRAFT]);
  });

  test('June is corrected by an adjustment payroll, never edited: unpaid overtime, the tax recomputed', async () => {
    const june = (await clerk.call(listPayrollsEndpoint, { query: { search: '2026-06 2nd half' } })).data.find(
      (p) => p.adjustsPayrollId === null,
    )!;
    const draft = await payroll('2026-12');
    const notPosted = await clerk.send(createAdjustmentPayrollEndpoint, { params: { id: draft.id } });
    assert.equal(notPosted.status, 409);
    assert.deepEqual((notPosted.body as Errors).errors['generalErrors'], [ADJUST_ONLY_POSTED]);

    const adj = await clerk.call(createAdjustmentPayrollEndpoint, { params: { id: june.id } });
    assert.deepEqual(
      [adj.adjustsPayrollId, adj.name, adj.periodEnd, adj.status],
      [june.id, '2026-06 2nd half, adjustment 1', '2026-06-30', 'Draft'],
    );
    await clerk.call(createEmployeeItemEndpoint, {
      body: item({
        kind: 'OneTimeEarning',
        category: 'Adjustment',
        label: 'Overtime of 18 June not paid',
        amount: '2000.00',
        payrollId: adj.id,
      }),
    });
    const line = await generate(adj.id);
    // June's taxable 11,225 + 2,000 = 13,225: tax 15% over 10,417 = 421.20, less 121.20 withheld.
    assert.deepEqual(
      [line.grossPay, line.taxableCompensation, line.withholdingTax, line.netPay, line.basicPay, line.sssEmployee],
      ['2000.00', '2000.00', '300.00', '1700.00', '0.00', '0.00'],
    );
    const lines = await clerk.call(listPayrollEmployeesEndpoint, { params: { id: adj.id }, query: {} });
    assert.equal(lines.total, 1, 'only employees with corrections');
    // The posted payroll itself is untouched.
    const original = await clerk.call(listPayrollEmployeesEndpoint, { params: { id: june.id }, query: {} });
    assert.equal(original.data[0]!.netPay, '11103.80');
  });

  test('a used loan keeps its kind and cannot owe less than was paid', async () => {
    const before = await clerk.call(getEmployeeItemEndpoint, { params: { id: loan } });
    const fields = item({
      kind: 'Loan',
      category: 'SssLoan',
      label: before.label,
      amount: before.amount,
      principal: before.principal,
    });
    const below = await clerk.send(updateEmployeeItemEndpoint, {
      params: { id: loan },
      body: { ...fields, principal: '900.00' },
    });
    assert.equal(below.status, 409);
    assert.deepEqual((below.body as Errors).errors['principal'], [PRINCIPAL_BELOW_PAID]);
    const kind = await clerk.send(updateEmployeeItemEndpoint, {
      params: { id: loan },
      body: { ...fields, kind: 'Deduction', principal: null },
    });
    assert.equal(kind.status, 409);
    assert.deepEqual((kind.body as Errors).errors['kind'], [EMPLOYEE_ITEM_USED]);
    const renamed = await clerk.call(updateEmployeeItemEndpoint, {
      params: { id: loan },
      body: { ...fields, label: 'SSS salary loan 2026' },
    });
    assert.equal(renamed.label, 'SSS salary loan 2026');
  });

  test('July: a deduction larger than the pay stops at zero net pay; the rest is taken in August', async () => {
    const july = await payroll('2026-07');
    const cash = await clerk.call(createEmployeeItemEndpoint, {
      body: item({
        kind: 'OneTimeDeduction',
        category: 'Adjustment',
        label: 'Cash advance',
        amount: '20000.00',
        payrollId: july.id,
      }),
    });
    const line = await generate(july.id);
    assert.equal(line.netPay, '0.00');
    // The loan's last 500 goes first (priority 10), then as much of the advance as fits.
    assert.equal(line.items.find((i) => i.code === `item-${loan}`)?.amount, '500.00');
    const taken = line.items.find((i) => i.code === `item-${cash.id}`)!.amount;
    const carried = line.items.find((i) => i.code === `item-${cash.id}-carried`)!;
    assert.equal(carried.kind, 'CarriedOver');
    assert.equal((Number(taken) * 100 + Number(carried.amount) * 100) / 100, 20000);
    // The recap shows allowances and the loans and other deductions per department.
    const recap = await clerk.call(getPayrollRecapEndpoint, { params: { id: july.id } });
    assert.equal(recap.total.otherDeductions, new Decimal(taken).plus(500).toFixed(2));
    assert.equal(recap.total.allowances, '1500.00');
    // The deduction report lists them for remittance: the SSS loan, and the advance among the others.
    const report = await clerk.call(getDeductionReportEndpoint, { params: { id: july.id } });
    const section = (type: string) => report.sections.find((x) => x.type === type)!;
    assert.deepEqual(
      section('SssLoan').rows.map((r) => [r.employeeCode, r.amounts['deducted']]),
      [['ITM-001', '500.00']],
    );
    assert.equal(section('OtherDeductions').totals['deducted'], taken);
    assert.deepEqual(section('PagIbigLoan').rows, []);
    await post(july.id);
    const owed = await clerk.call(getEmployeeItemEndpoint, { params: { id: cash.id } });
    assert.equal(owed.balance, carried.amount);
    assert.equal((await clerk.call(getEmployeeItemEndpoint, { params: { id: loan } })).balance, '0.00');

    const august = await payroll('2026-08');
    const next = await generate(august.id);
    assert.equal(next.items.find((i) => i.code === `item-${cash.id}`)?.amount, carried.amount);
    assert.equal(
      next.items.find((i) => i.code === `item-${loan}`),
      undefined,
      'a paid loan is no longer deducted',
    );
    // The rice subsidy is exempt again: a new month's ceiling.
    assert.match(next.items.find((i) => i.code === `item-${rice}`)!.basis, /1,000.00 exempt/);
    assert.deepEqual(
      (await clerk.call(getEmployeeItemEndpoint, { params: { id: cash.id } })).uses.map((u) => u.payrollId),
      [july.id, august.id],
    );
    // Editing the draft drops its lines and what they did with the items; deleting it is allowed.
    await clerk.call(updatePayrollEndpoint, {
      params: { id: august.id },
      body: {
        name: 'August, renamed',
        payrollTypeId: secondHalf,
        periodStart: '2026-08-16',
        periodEnd: '2026-08-31',
        payDate: '2026-08-28',
        departmentId: dept,
        employeeStatus: 1,
        employmentType: null,
        remarks: null,
      },
    });
    assert.deepEqual(
      (await clerk.call(getEmployeeItemEndpoint, { params: { id: cash.id } })).uses.map((u) => u.payrollId),
      [july.id],
    );
    await generate(august.id);
    await clerk.call(deletePayrollEndpoint, { params: { id: august.id } });
    assert.deepEqual(
      (await clerk.call(getEmployeeItemEndpoint, { params: { id: cash.id } })).uses.map((u) => u.payrollId),
      [july.id],
    );
  });

  test('two drafts generated from the same loan balance: the second submission is refused until regenerated', async () => {
    const small = await clerk.call(createEmployeeItemEndpoint, {
      body: item({
        kind: 'Loan',
        category: 'PagIbigLoan',
        label: 'Pag-IBIG short loan',
        amount: '2000.00',
        principal: '700.00',
      }),
    });
    const types = await clerk.call(listPayrollTypesEndpoint);
    const firstHalf = types.find((x) => x.name === 'Regular payroll, 1st half')!.id;
    const decemberFirst = await clerk.call(createPayrollEndpoint, {
      body: {
        name: '2026-12 1st half',
        payrollTypeId: firstHalf,
        periodStart: '2026-12-01',
        periodEnd: '2026-12-15',
        payDate: '2026-12-15',
        departmentId: dept,
        employeeStatus: 1,
        employmentType: null,
        remarks: null,
      },
    });
    const decemberSecond = (await clerk.call(listPayrollsEndpoint, { query: { search: '2026-12 2nd half' } })).data[0]!;
    for (const id of [decemberFirst.id, decemberSecond.id]) {
      const line = await generate(id);
      assert.equal(line.items.find((i) => i.code === `item-${small.id}`)?.amount, '700.00');
    }
    await clerk.call(submitPayrollEndpoint, { params: { id: decemberFirst.id } });
    const refused = await clerk.send(submitPayrollEndpoint, { params: { id: decemberSecond.id } });
    assert.equal(refused.status, 409);
    assert.deepEqual((refused.body as Errors).errors['generalErrors'], [BALANCE_TAKEN_MEANWHILE]);
    const again = await generate(decemberSecond.id);
    assert.equal(
      again.items.find((i) => i.code === `item-${small.id}`),
      undefined,
    );
    assert.equal(
      (await clerk.call(submitPayrollEndpoint, { params: { id: decemberSecond.id } })).status,
      'ForApproval',
    );
  });

  test("the employee record's payslips tab lists the posted payrolls only, to Payroll staff", async () => {
    const slips = await clerk.call(listEmployeePayslipsEndpoint, { params: { employeeId: ana }, query: {} });
    assert.deepEqual(
      slips.data.map((p) => p.payrollName),
      ['2026-07 2nd half', '2026-06 2nd half'],
    );
    assert.equal(
      (await nobody.send(listEmployeePayslipsEndpoint, { params: { employeeId: ana }, query: {} })).status,
      403,
    );
  });

  test("the employees' payments list and the items list", async () => {
    const list = await clerk.call(listEmployeePaymentsEndpoint, { query: { departmentId: dept } });
    const row = list.data.find((r) => r.employeeId === ana)!;
    assert.deepEqual([row.monthlyAllowances, row.loanBalance], ['3000.00', '0.00']);
    const items = await clerk.call(listEmployeeItemsEndpoint, {
      query: { employeeId: ana, kind: 'Loan', category: 'SssLoan' },
    });
    assert.deepEqual(
      items.data.map((i) => [i.id, i.balance]),
      [[loan, '0.00']],
    );
  });
});
