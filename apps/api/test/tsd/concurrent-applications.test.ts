// Transformer applications under concurrency (PostgreSQL: PGlite runs one transaction at a time):
// twenty identical inspections record one; twenty installations post one movement; twenty
// applications evaluated at once with the same unit keep it in one.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { evaluateTransformerApplicationEndpoint } from '@ilaw/contracts/tsd/transformer-applications/evaluate-transformer-application';
import { inspectTransformerApplicationEndpoint } from '@ilaw/contracts/tsd/transformer-applications/inspect-transformer-application';
import { installTransformerApplicationEndpoint } from '@ilaw/contracts/tsd/transformer-applications/install-transformer-application';
import {
  UNIT_IN_OTHER_APPLICATION,
  WRONG_STAGE,
  type TransformerApplication,
} from '@ilaw/contracts/tsd/transformer-applications/transformer-application';
import { contractUrl } from '../support/contract-client.ts';
import { NEEDS_POSTGRES, TIMES, assertPostedOnce, together } from '../support/concurrency.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { pay } from '../collection/collection-support.ts';
import {
  apply,
  applicationForApproval,
  approve,
  inspectionBody,
  setUpDesk,
  standardFees,
  testedUnit,
  type Desk,
} from './application-support.ts';
import { daysAgo } from './tsd-support.ts';

describe('transformer applications under concurrency', { skip: NEEDS_POSTGRES }, () => {
  let t: TestApp;
  let d: Desk;
  before(async () => {
    t = await createTestApp();
    d = await setUpDesk(t);
  });
  after(() => t?.close());
  const db = () => t.running.services.db;

  test('twenty identical inspections: one recorded', async () => {
    const a = await apply(d);
    const url = contractUrl(inspectTransformerApplicationEndpoint, { id: a.id });
    const answers = await together(TIMES, () => d.inspector.request('PUT', url, { body: inspectionBody }));
    assertPostedOnce(answers, 200, { message: WRONG_STAGE });
    const audit = await db()
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('entity_type', '=', 'tsd-transformer-application')
      .where('entity_id', '=', String(a.id))
      .where('action', '=', 'inspected')
      .executeTakeFirstOrThrow();
    assert.equal(Number(audit.n), 1);
  });

  test('twenty applications evaluated at once with one unit: it goes to one of them', async () => {
    const apps: TransformerApplication[] = [];
    for (let i = 0; i < TIMES; i++) {
      const a = await apply(d);
      await d.inspector.call(inspectTransformerApplicationEndpoint, { params: { id: a.id }, body: inspectionBody });
      apps.push(a);
    }
    const { unit, sheet } = await testedUnit(d);
    const body = { evaluatedOn: daysAgo(5), transformerId: unit.id, dataSheetId: sheet.id, fees: standardFees };
    const answers = await together(TIMES, (i) =>
      d.evaluator.request('PUT', contractUrl(evaluateTransformerApplicationEndpoint, { id: apps[i]!.id }), {
        body,
      }),
    );
    assertPostedOnce(answers, 200, { message: UNIT_IN_OTHER_APPLICATION });
    const requests = await db()
      .selectFrom('approval_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('document_type', '=', 'tsd.transformer-application')
      .where(
        'document_id',
        'in',
        apps.map((a) => a.id),
      )
      .executeTakeFirstOrThrow();
    assert.equal(Number(requests.n), 1);
  });

  test('twenty installations of a paid application: one movement', async () => {
    const { application, unit } = await applicationForApproval(d);
    await approve(d, application);
    const bill = await db()
      .selectFrom('tsd_transformer_applications')
      .select('non_power_bill_id')
      .where('id', '=', application.id)
      .executeTakeFirstOrThrow();
    await pay(d.teller.client, {
      consumerId: d.consumerId,
      billIds: [],
      nonPowerBillIds: [bill.non_power_bill_id!],
      cash: application.feesTotal,
    });
    const url = contractUrl(installTransformerApplicationEndpoint, { id: application.id });
    const answers = await together(TIMES, () =>
      d.installer.request('PUT', url, { body: { installedOn: daysAgo(1), poleNo: 'P-12' } }),
    );
    assertPostedOnce(answers, 200);
    const moves = await db()
      .selectFrom('tsd_transformer_movements')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('transformer_id', '=', unit.id)
      .executeTakeFirstOrThrow();
    assert.equal(Number(moves.n), 1);
  });
});
