// One account per household under concurrency (decision 072): approvals of the same household's
// applications on twenty accounts at once tag one account; the rest answer 409 (PostgreSQL).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createConsumerEndpoint } from '@ilaw/contracts/billing/consumers/create-consumer';
import { createLifelinerEndpoint } from '@ilaw/contracts/msd/lifeliners/create-lifeliner';
import { decideLifelinerEndpoint } from '@ilaw/contracts/msd/lifeliners/decide-lifeliner';
import { contractUrl } from '../support/contract-client.ts';
import { NEEDS_POSTGRES, TIMES, statusCounts, together } from '../support/concurrency.ts';
import { uniqueTag } from '../support/fixtures.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('lifeliners under concurrency', { skip: NEEDS_POSTGRES }, () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t?.close());

  test('twenty accounts of one household approved at once: one lifeliner', async () => {
    const clerk = await t.userWithRoles(['LifelinerConsumer']);
    const officer = await t.userWithRoles(['LifelinerConsumer']);
    const billing = await t.userWithRoles(['BillingReport']);
    const household = `HH-${uniqueTag()}`;
    const ids: number[] = [];
    for (let i = 0; i < TIMES; i++) {
      const tag = uniqueTag();
      const c = await billing.call(createConsumerEndpoint, {
        body: {
          accountNo: `05-C${tag}`,
          branchCode: 5,
          name: `CRUZ ${tag}, LITO`,
          town: 'San Jose',
          barangay: 'Poblacion',
          consumerClass: 'R',
        },
      });
      const a = await clerk.call(createLifelinerEndpoint, {
        body: { consumerId: c.id, basis: 'FourPs', householdId: household, beneficiaryName: 'CRUZ, LITO' },
      });
      ids.push(a.id);
    }
    const answers = await together(TIMES, (i) =>
      officer.post(contractUrl(decideLifelinerEndpoint, { id: ids[i]! }), { action: 'Approve' }),
    );
    assert.deepEqual(statusCounts(answers), { 200: 1, 409: TIMES - 1 });
    const tagged = await t.running.services.db
      .selectFrom('msd_lifeliner_applications as l')
      .innerJoin('billing_consumers as c', 'c.id', 'l.consumer_id')
      .select('c.is_lifeliner')
      .where('l.household_id', '=', household)
      .execute();
    assert.equal(tagged.filter((r) => r.is_lifeliner).length, 1);
  });
});
