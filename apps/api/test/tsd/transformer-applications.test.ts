// Transformer applications (issue 15 item 6, decision 081): intake, inspection, evaluation with a
// tested unit and priced fees, approval through the engine (never by its evaluator), the fees paid
// at the teller as a non-power bill, installation into the registry's history; every refusal.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { decideApprovalEndpoint } from '@ilaw/contracts/approvals/requests/decide-approval-request';
import { OWN_REQUEST } from '@ilaw/contracts/approvals/requests/approval-request';
import { withdrawApprovalEndpoint } from '@ilaw/contracts/approvals/requests/withdraw-approval-request';
import { listDataSheetsEndpoint } from '@ilaw/contracts/tsd/data-sheets/list-data-sheets';
import { searchTransformersEndpoint } from '@ilaw/contracts/tsd/transformers/search-transformers';
import { storeTestResultEndpoint } from '@ilaw/contracts/tsd/data-sheets/store-test-result';
import { cancelTransformerApplicationEndpoint } from '@ilaw/contracts/tsd/transformer-applications/cancel-transformer-application';
import { createTransformerApplicationEndpoint } from '@ilaw/contracts/tsd/transformer-applications/create-transformer-application';
import { evaluateTransformerApplicationEndpoint } from '@ilaw/contracts/tsd/transformer-applications/evaluate-transformer-application';
import { getTransformerApplicationEndpoint } from '@ilaw/contracts/tsd/transformer-applications/get-transformer-application';
import { inspectTransformerApplicationEndpoint } from '@ilaw/contracts/tsd/transformer-applications/inspect-transformer-application';
import { installTransformerApplicationEndpoint } from '@ilaw/contracts/tsd/transformer-applications/install-transformer-application';
import { listTransformerApplicationsEndpoint } from '@ilaw/contracts/tsd/transformer-applications/list-transformer-applications';
import { scheduleTransformerInspectionEndpoint } from '@ilaw/contracts/tsd/transformer-applications/schedule-transformer-inspection';
import {
  ACCOUNT_NOT_FOUND,
  NOT_PAID,
  NO_PRICE,
  SHEET_NOT_PASSED,
  SHEET_OF_OTHER_UNIT,
  UNIT_IN_OTHER_APPLICATION,
  UNIT_MOUNTED,
  WRONG_STAGE,
} from '@ilaw/contracts/tsd/transformer-applications/transformer-application';
import { createTransformerFeesEndpoint } from '@ilaw/contracts/tsd/transformer-fees/create-transformer-fees';
import { listTransformerFeesEndpoint } from '@ilaw/contracts/tsd/transformer-fees/list-transformer-fees';
import { FEES_FROM_TODAY } from '@ilaw/contracts/tsd/transformer-fees/transformer-fee';
import { getTransformerByIdEndpoint } from '@ilaw/contracts/tsd/transformers/get-transformer-by-id';
import { getTransformerServiceRequestsEndpoint } from '@ilaw/contracts/tsd/transformers/get-transformer-service-requests';
import { getTransformerTypesEndpoint } from '@ilaw/contracts/tsd/transformers/get-transformer-types';
import { moveTransformerEndpoint } from '@ilaw/contracts/tsd/transformers/move-transformer';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { pay } from '../collection/collection-support.ts';
import {
  apply,
  applicationBody,
  applicationForApproval,
  approve,
  inspectionBody,
  setUpDesk,
  standardFees,
  testedUnit,
  type Desk,
} from './application-support.ts';
import { daysAgo, openSheet, passingResults, registerTransformer } from './tsd-support.ts';

const errorsOf = (body: unknown) => Object.values((body as { errors: Record<string, string[]> }).errors).flat();

describe('transformer applications', () => {
  let t: TestApp;
  let d: Desk;
  before(async () => {
    t = await createTestApp();
    d = await setUpDesk(t);
  });
  after(() => t.close());

  test('intake to installation: inspected, evaluated, approved by another, paid at the teller, installed', async () => {
    const a = await apply(d);
    assert.match(a.applicationNo, /^TA-\d{4}-\d{6}$/);
    assert.equal(a.applicantName.startsWith('REYES, ANTONIO'), true);
    assert.equal(a.accountNo, d.accountNo);
    assert.deepEqual([a.stage, a.status], ['ForInspection', 'New']);

    const scheduled = await d.inspector.call(scheduleTransformerInspectionEndpoint, {
      params: { id: a.id },
      body: { inspectorName: 'Rodel Bautista', scheduledOn: daysAgo(9) },
    });
    assert.deepEqual(
      [scheduled.stage, scheduled.status, scheduled.inspectorName],
      ['ForInspection', 'ForSchedule', 'Rodel Bautista'],
    );
    const inspected = await d.inspector.call(inspectTransformerApplicationEndpoint, {
      params: { id: a.id },
      body: inspectionBody,
    });
    assert.deepEqual(
      [inspected.stage, inspected.status, inspected.inspectionResult],
      ['ForEvaluation', 'Assigned', 'Passed'],
    );
    assert.equal(inspected.poleNo, 'P-12');

    const { unit, sheet } = await testedUnit(d);
    // The evaluator finds the unit and its sheets in the registry.
    const found = await d.evaluator.call(searchTransformersEndpoint, { query: { search: unit.serialNo } });
    assert.deepEqual(
      found.map((x) => x.id),
      [unit.id],
    );
    const sheets = await d.evaluator.call(listDataSheetsEndpoint, { query: { transformerId: unit.id } });
    assert.deepEqual(
      sheets.data.map((x) => x.id),
      [sheet.id],
    );
    const evaluated = await d.evaluatorManager.call(evaluateTransformerApplicationEndpoint, {
      params: { id: a.id },
      body: { evaluatedOn: daysAgo(5), transformerId: unit.id, dataSheetId: sheet.id, fees: standardFees },
    });
    assert.equal(evaluated.stage, 'ForApproval');
    assert.equal(evaluated.serialNo, unit.serialNo);
    assert.equal(evaluated.sheetNo, sheet.sheetNo);
    // Testing 1,500 + 12 % EVAT, inspection 500 + 12 %, deposit 2,000 without VAT.
    assert.deepEqual(
      evaluated.fees.map((f) => [f.item, f.amount, f.evat]),
      [
        ['TestingFee', '1500.00', '180.00'],
        ['UpdatedGuaranteeDeposit', '2000.00', '0.00'],
        ['InspectionFee', '500.00', '60.00'],
      ],
    );
    assert.equal(evaluated.feesTotal, '4240.00');
    assert.equal(evaluated.approval?.status, 'Pending');

    // The evaluator holds Manager too, yet never approves their own evaluation.
    const own = await d.evaluatorManager.send(decideApprovalEndpoint, {
      params: { id: evaluated.approval!.requestId },
      body: { approve: true, remarks: null },
    });
    assert.equal(own.status, 403);
    assert.ok(errorsOf(own.body).includes(OWN_REQUEST.approve));

    await approve(d, evaluated);
    const forPayment = await d.intake.call(getTransformerApplicationEndpoint, { params: { id: a.id } });
    assert.equal(forPayment.stage, 'ForPayment');
    assert.equal(forPayment.billStatus, 'Unpaid');
    assert.match(forPayment.billNo ?? '', /^NPB-/);

    // Not installed before the teller is paid.
    const early = await d.installer.send(installTransformerApplicationEndpoint, {
      params: { id: a.id },
      body: { installedOn: daysAgo(1), poleNo: 'P-12' },
    });
    assert.equal(early.status, 409);
    assert.ok(errorsOf(early.body).includes(NOT_PAID));

    const account = await t.running.services.db
      .selectFrom('collection_non_power_bills')
      .select(['id', 'amount'])
      .where('bill_no', '=', forPayment.billNo!)
      .executeTakeFirstOrThrow();
    assert.equal(account.amount, '4240.00');
    const receipt = await pay(d.teller.client, {
      consumerId: d.consumerId,
      billIds: [],
      nonPowerBillIds: [account.id],
      cash: '4240.00',
    });
    // Each fee a bill line at its own rate (decision 118): the deposit is VAT-exempt on the OR.
    assert.deepEqual(receipt.vatBreakdown, {
      vatableSales: '2000.00',
      vat: '240.00',
      zeroRated: '0.00',
      exempt: '2000.00',
    });
    const paid = await d.installer.call(getTransformerApplicationEndpoint, { params: { id: a.id } });
    assert.deepEqual([paid.stage, paid.billStatus], ['ForInstallation', 'Paid']);
    assert.equal(paid.orNumber, String(receipt.orNumber));
    const ready = await d.installer.call(listTransformerApplicationsEndpoint, { query: { stage: 'ForInstallation' } });
    assert.ok(ready.data.some((x) => x.id === a.id));

    const installed = await d.installer.call(installTransformerApplicationEndpoint, {
      params: { id: a.id },
      body: { installedOn: daysAgo(1), poleNo: 'P-12', feeder: 'F3' },
    });
    assert.deepEqual(
      [installed.stage, installed.status, installed.installedOn],
      ['Installed', 'Accomplished', daysAgo(1)],
    );
    const registry = await d.registrar.call(getTransformerByIdEndpoint, { params: { id: unit.id } });
    assert.equal(registry.mounting, 'Mounted');
    assert.equal(registry.poleNo, 'P-12');
    assert.deepEqual(
      registry.movements.map((m) => [m.action, m.actionDate, m.poleNo]),
      [['Installed', daysAgo(1), 'P-12']],
    );
    const again = await d.installer.send(installTransformerApplicationEndpoint, {
      params: { id: a.id },
      body: { installedOn: daysAgo(1), poleNo: 'P-12' },
    });
    assert.equal(again.status, 409);

    // api.txt's {id}/GetServiceRequest: the unit's applications.
    const requests = await d.registrar.call(getTransformerServiceRequestsEndpoint, { params: { id: unit.id } });
    assert.deepEqual(
      requests.map((r) => r.applicationNo),
      [a.applicationNo],
    );
  });

  test('intake refusals: unknown account, a name needed without one, the wrong role', async () => {
    const unknown = await d.intake.send(createTransformerApplicationEndpoint, {
      body: applicationBody(d, { accountNo: '99-0000000' }),
    });
    assert.equal(unknown.status, 400);
    assert.ok(errorsOf(unknown.body).includes(ACCOUNT_NOT_FOUND));
    const nameless = await d.intake.send(createTransformerApplicationEndpoint, {
      body: applicationBody(d, { accountNo: null }),
    });
    assert.equal(nameless.status, 400);
    const newConnection = await apply(d, {
      accountNo: null,
      applicantName: 'DELA CRUZ, JUANA',
      applicationType: 'NewConnection',
    });
    assert.equal(newConnection.accountNo, null);
    const badType = await d.intake.send(createTransformerApplicationEndpoint, {
      body: { ...applicationBody(d), applicationType: 'Upgrade' as never },
    });
    assert.equal(badType.status, 400);
    const future = await d.intake.send(createTransformerApplicationEndpoint, {
      body: applicationBody(d, { appliedOn: '2099-01-01' }),
    });
    assert.equal(future.status, 400);
    for (const who of [d.inspector, d.evaluator, d.registrar]) {
      assert.equal((await who.send(createTransformerApplicationEndpoint, { body: applicationBody(d) })).status, 403);
    }
    const outsider = await t.userWithRoles(['Teller']);
    assert.equal((await outsider.send(listTransformerApplicationsEndpoint, { query: {} })).status, 403);
    assert.equal(
      (await outsider.send(getTransformerApplicationEndpoint, { params: { id: newConnection.id } })).status,
      403,
    );
    assert.equal((await d.intake.send(getTransformerApplicationEndpoint, { params: { id: 999999 } })).status, 404);
  });

  test('inspection: once; failed disapproves; only the inspector; not before the application', async () => {
    const a = await apply(d);
    assert.equal(
      (await d.evaluator.send(inspectTransformerApplicationEndpoint, { params: { id: a.id }, body: inspectionBody }))
        .status,
      403,
    );
    const early = await d.inspector.send(inspectTransformerApplicationEndpoint, {
      params: { id: a.id },
      body: { ...inspectionBody, inspectedOn: daysAgo(20) },
    });
    assert.equal(early.status, 400);
    const failed = await d.inspector.call(inspectTransformerApplicationEndpoint, {
      params: { id: a.id },
      body: { ...inspectionBody, result: 'Failed', findings: 'Pole rotten.' },
    });
    assert.deepEqual([failed.stage, failed.status], ['Disapproved', 'Cancelled']);
    const twice = await d.inspector.send(inspectTransformerApplicationEndpoint, {
      params: { id: a.id },
      body: inspectionBody,
    });
    assert.equal(twice.status, 409);
    assert.ok(errorsOf(twice.body).includes(WRONG_STAGE));
    const schedule = await d.inspector.send(scheduleTransformerInspectionEndpoint, {
      params: { id: a.id },
      body: { inspectorName: 'X', scheduledOn: daysAgo(1) },
    });
    assert.equal(schedule.status, 409);
  });

  test('evaluation refusals: not inspected, failed sheet, sheet of another unit, mounted unit, unit taken, unpriced item', async () => {
    const a = await apply(d);
    const { unit, sheet } = await testedUnit(d);
    const body = { evaluatedOn: daysAgo(5), transformerId: unit.id, dataSheetId: sheet.id, fees: standardFees };
    const notInspected = await d.evaluator.send(evaluateTransformerApplicationEndpoint, { params: { id: a.id }, body });
    assert.equal(notInspected.status, 409);
    await d.inspector.call(inspectTransformerApplicationEndpoint, { params: { id: a.id }, body: inspectionBody });
    assert.equal(
      (await d.inspector.send(evaluateTransformerApplicationEndpoint, { params: { id: a.id }, body })).status,
      403,
    );

    const failing = await registerTransformer(d);
    const badSheet = await openSheet(d, failing.id, daysAgo(6));
    await d.lab.call(storeTestResultEndpoint, {
      body: { dataSheetId: badSheet.id, ...passingResults, measuredPolarity: 'Subtractive' },
    });
    const failed = await d.evaluator.send(evaluateTransformerApplicationEndpoint, {
      params: { id: a.id },
      body: { ...body, transformerId: failing.id, dataSheetId: badSheet.id },
    });
    assert.equal(failed.status, 409);
    assert.ok(errorsOf(failed.body).includes(SHEET_NOT_PASSED));
    const other = await d.evaluator.send(evaluateTransformerApplicationEndpoint, {
      params: { id: a.id },
      body: { ...body, transformerId: failing.id },
    });
    assert.equal(other.status, 400);
    assert.ok(errorsOf(other.body).includes(SHEET_OF_OTHER_UNIT));

    const mounted = await testedUnit(d);
    await d.registrar.call(moveTransformerEndpoint, {
      params: { id: mounted.unit.id },
      body: { action: 'Installed', actionDate: daysAgo(2), poleNo: 'P-99' },
    });
    const onPole = await d.evaluator.send(evaluateTransformerApplicationEndpoint, {
      params: { id: a.id },
      body: { ...body, transformerId: mounted.unit.id, dataSheetId: mounted.sheet.id },
    });
    assert.equal(onPole.status, 409);
    assert.ok(errorsOf(onPole.body).includes(UNIT_MOUNTED));

    const unpriced = await d.evaluator.send(evaluateTransformerApplicationEndpoint, {
      params: { id: a.id },
      body: { ...body, fees: [{ item: 'MeterClass200', quantity: 1 }] },
    });
    assert.equal(unpriced.status, 400);
    assert.ok(errorsOf(unpriced.body).includes(NO_PRICE));
    const evat = await d.evaluator.send(evaluateTransformerApplicationEndpoint, {
      params: { id: a.id },
      body: { ...body, fees: [{ item: 'TestingFeeEvat' as never, quantity: 1 }] },
    });
    assert.equal(evat.status, 400);
    const twice = await d.evaluator.send(evaluateTransformerApplicationEndpoint, {
      params: { id: a.id },
      body: { ...body, fees: [...standardFees, { item: 'TestingFee', quantity: 2 }] },
    });
    assert.equal(twice.status, 400);

    await d.evaluator.call(evaluateTransformerApplicationEndpoint, { params: { id: a.id }, body });
    // The unit is now in this open application.
    const b = await apply(d);
    await d.inspector.call(inspectTransformerApplicationEndpoint, { params: { id: b.id }, body: inspectionBody });
    const taken = await d.evaluator.send(evaluateTransformerApplicationEndpoint, { params: { id: b.id }, body });
    assert.equal(taken.status, 409);
    assert.ok(errorsOf(taken.body).includes(UNIT_IN_OTHER_APPLICATION));
  });

  test('approval: a rejection disapproves; a withdrawal returns it to evaluation; cancel closes a pending request', async () => {
    const rejected = await applicationForApproval(d);
    await approve(d, rejected.application, false);
    const r = await d.intake.call(getTransformerApplicationEndpoint, { params: { id: rejected.application.id } });
    assert.deepEqual([r.stage, r.status, r.billNo], ['Disapproved', 'Cancelled', null]);

    const withdrawn = await applicationForApproval(d);
    await d.evaluator.call(withdrawApprovalEndpoint, {
      params: { id: withdrawn.application.approval!.requestId },
      body: { reason: 'Wrong fees.' },
    });
    const w = await d.evaluator.call(getTransformerApplicationEndpoint, { params: { id: withdrawn.application.id } });
    assert.deepEqual([w.stage, w.fees.length], ['ForEvaluation', 0]);

    const cancelled = await applicationForApproval(d);
    assert.equal(
      (
        await d.evaluator.send(cancelTransformerApplicationEndpoint, {
          params: { id: cancelled.application.id },
          body: { reason: 'x' },
        })
      ).status,
      403,
    );
    const c = await d.intake.call(cancelTransformerApplicationEndpoint, {
      params: { id: cancelled.application.id },
      body: { reason: 'The applicant withdrew.' },
    });
    assert.deepEqual([c.stage, c.status, c.approval?.status], ['Cancelled', 'Cancelled', 'Withdrawn']);
    const late = await d.manager.send(decideApprovalEndpoint, {
      params: { id: cancelled.application.approval!.requestId },
      body: { approve: true, remarks: null },
    });
    assert.equal(late.status, 409);

    const approved = await applicationForApproval(d);
    await approve(d, approved.application);
    const past = await d.intake.send(cancelTransformerApplicationEndpoint, {
      params: { id: approved.application.id },
      body: { reason: 'Too late.' },
    });
    assert.equal(past.status, 409);
    assert.equal(
      (
        await d.inspector.send(installTransformerApplicationEndpoint, {
          params: { id: approved.application.id },
          body: { installedOn: daysAgo(1), poleNo: 'P-1' },
        })
      ).status,
      403,
    );
  });

  test('the price list: versions from today on, once per date; the evaluation uses the one in force on its date', async () => {
    const list = await d.evaluator.call(listTransformerFeesEndpoint);
    assert.equal(list.find((v) => v.inForce)?.prices.find((p) => p.item === 'TestingFee')?.unitPrice, '1500.00');
    const past = await t.admin.send(createTransformerFeesEndpoint, {
      body: { effectiveFrom: daysAgo(1), prices: [{ item: 'TestingFee', unitPrice: '1.00', vatRate: '12' }] },
    });
    assert.equal(past.status, 400);
    assert.ok(errorsOf(past.body).includes(FEES_FROM_TODAY));
    const future = '2099-01-01';
    const v = await t.admin.call(createTransformerFeesEndpoint, {
      body: { effectiveFrom: future, prices: [{ item: 'TestingFee', unitPrice: '1800', vatRate: 12 }] },
    });
    assert.deepEqual([v.effectiveFrom, v.inForce, v.prices[0]?.unitPrice], [future, false, '1800.00']);
    const dup = await t.admin.send(createTransformerFeesEndpoint, {
      body: { effectiveFrom: future, prices: [{ item: 'TestingFee', unitPrice: '1800', vatRate: 12 }] },
    });
    assert.equal(dup.status, 409);
    const evat = await t.admin.send(createTransformerFeesEndpoint, {
      body: { effectiveFrom: '2099-02-01', prices: [{ item: 'TestingFeeEvat' as never, unitPrice: '1', vatRate: 0 }] },
    });
    assert.equal(evat.status, 400);
    assert.equal(
      (
        await d.evaluator.send(createTransformerFeesEndpoint, {
          body: { effectiveFrom: '2099-03-01', prices: [{ item: 'TestingFee', unitPrice: '1', vatRate: 0 }] },
        })
      ).status,
      403,
    );
    // An evaluation today is still priced by the version in force (1,500), not 2099's.
    const { application } = await applicationForApproval(d);
    assert.equal(application.fees.find((f) => f.item === 'TestingFee')?.unitPrice, '1500.00');
  });

  test('types: the registry by size, phase and ownership, mounted and dismounted', async () => {
    await registerTransformer(d, { kva: '333', phase: 'ThreePhase', ownership: 'Private', branchCode: 5 });
    const rows = await d.registrar.call(getTransformerTypesEndpoint, { query: { branchCode: 5 } });
    const row = rows.find((r) => r.kva === '333' && r.phase === 'ThreePhase' && r.ownership === 'Private');
    assert.ok(row);
    assert.equal(row.total, row.mounted + row.dismounted);
    assert.ok(row.dismounted >= 1);
    assert.equal((await d.intake.send(getTransformerTypesEndpoint, { query: {} })).status, 403);
    assert.equal(
      (await d.registrar.send(getTransformerServiceRequestsEndpoint, { params: { id: 999999 } })).status,
      404,
    );
  });
});
