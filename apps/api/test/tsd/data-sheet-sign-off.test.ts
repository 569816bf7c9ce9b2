// A data sheet signed through the approval engine (issue 15 item 4, decision 081): sent by its
// tester once its results are stored, checked by the distribution transformer desk, noted by a
// manager; never by its sender; its results are not changed once sent; the print's signatories.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { decideApprovalEndpoint } from '@ilaw/contracts/approvals/requests/decide-approval-request';
import { documentSignatoriesEndpoint } from '@ilaw/contracts/approvals/requests/get-document-signatories';
import { withdrawApprovalEndpoint } from '@ilaw/contracts/approvals/requests/withdraw-approval-request';
import { DATA_SHEET_DOCUMENT, NO_RESULTS, SHEET_SIGNED } from '@ilaw/contracts/tsd/data-sheets/data-sheet';
import { deleteTestResultEndpoint } from '@ilaw/contracts/tsd/data-sheets/delete-test-result';
import { signOffDataSheetEndpoint } from '@ilaw/contracts/tsd/data-sheets/sign-off-data-sheet';
import { storeTestResultEndpoint } from '@ilaw/contracts/tsd/data-sheets/store-test-result';
import { updateTestResultEndpoint } from '@ilaw/contracts/tsd/data-sheets/update-test-result';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { openSheet, passingResults, registerTransformer, setUpTsd, type Tsd } from './tsd-support.ts';

const errorsOf = (body: unknown) => Object.values((body as { errors: Record<string, string[]> }).errors).flat();

describe('data sheet signatories through the approval engine', () => {
  let t: TestApp;
  let s: Tsd;
  before(async () => {
    t = await createTestApp();
    s = await setUpTsd(t);
  });
  after(() => t.close());

  test('sent, checked, noted; the sender never signs; the results stay as signed', async () => {
    const unit = await registerTransformer(s);
    const sheet = await openSheet(s, unit.id);
    const empty = await s.lab.send(signOffDataSheetEndpoint, { params: { id: sheet.id } });
    assert.equal(empty.status, 409);
    assert.ok(errorsOf(empty.body).includes(NO_RESULTS));
    await s.lab.call(storeTestResultEndpoint, { body: { dataSheetId: sheet.id, ...passingResults } });
    // The tester holds the checking role too, yet never signs what they sent.
    const testerChecker = await t.userWithRoles(['MeterLab', 'DistributionTransformer']);
    const sent = await testerChecker.call(signOffDataSheetEndpoint, { params: { id: sheet.id } });
    assert.deepEqual([sent.status, sent.currentStep, sent.stepCount], ['Pending', 1, 2]);
    const twice = await s.lab.send(signOffDataSheetEndpoint, { params: { id: sheet.id } });
    assert.equal(twice.status, 409);
    const own = await testerChecker.send(decideApprovalEndpoint, {
      params: { id: sent.requestId },
      body: { approve: true, remarks: null },
    });
    assert.equal(own.status, 403);

    const changed = await s.lab.send(updateTestResultEndpoint, { params: { id: sheet.id }, body: passingResults });
    assert.equal(changed.status, 409);
    assert.ok(errorsOf(changed.body).includes(SHEET_SIGNED));
    assert.equal((await s.lab.send(deleteTestResultEndpoint, { params: { id: sheet.id } })).status, 409);

    // A manager cannot sign the first step (Checked by: the distribution transformer desk).
    const manager = await t.userWithRoles(['Manager']);
    const early = await manager.send(decideApprovalEndpoint, {
      params: { id: sent.requestId },
      body: { approve: true, remarks: null },
    });
    assert.equal(early.status, 403);
    await s.registrar.call(decideApprovalEndpoint, {
      params: { id: sent.requestId },
      body: { approve: true, remarks: null },
    });
    await manager.call(decideApprovalEndpoint, {
      params: { id: sent.requestId },
      body: { approve: true, remarks: 'Noted.' },
    });
    const signatures = await s.lab.call(documentSignatoriesEndpoint, {
      params: { documentType: DATA_SHEET_DOCUMENT, documentId: sheet.id },
    });
    assert.deepEqual(
      signatures.filter((x) => x.decision === 'Approved').map((x) => x.signatoryType),
      ['Checked by', 'Noted by'],
    );
    const signedAt = await t.running.services.db
      .selectFrom('tsd_data_sheets')
      .select('signed_at')
      .where('id', '=', sheet.id)
      .executeTakeFirstOrThrow();
    assert.ok(signedAt.signed_at);
  });

  test('withdrawn by its sender, the sheet may be corrected and sent again; other roles may not send', async () => {
    const unit = await registerTransformer(s);
    const sheet = await openSheet(s, unit.id);
    await s.lab.call(storeTestResultEndpoint, { body: { dataSheetId: sheet.id, ...passingResults } });
    const sent = await s.lab.call(signOffDataSheetEndpoint, { params: { id: sheet.id } });
    await s.lab.call(withdrawApprovalEndpoint, { params: { id: sent.requestId }, body: { reason: 'Wrong tap.' } });
    await s.lab.call(updateTestResultEndpoint, { params: { id: sheet.id }, body: passingResults });
    const again = await s.lab.call(signOffDataSheetEndpoint, { params: { id: sheet.id } });
    assert.equal(again.status, 'Pending');
    assert.equal((await s.loads.send(signOffDataSheetEndpoint, { params: { id: sheet.id } })).status, 403);
  });
});
