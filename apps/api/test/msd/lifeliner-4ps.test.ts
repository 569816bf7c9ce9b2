// The DSWD 4Ps list import and its review (issue 14 item 8, decision 116): exact matches filed as
// 4Ps applications, near-matches accepted or rejected by another clerk, unmatched lines reported,
// one open application per account and per household; the application's documents; the tag
// moving with its household.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createConsumerEndpoint } from '@ilaw/contracts/billing/consumers/create-consumer';
import { getConsumerEndpoint } from '@ilaw/contracts/billing/consumers/get-consumer';
import { createLifelinerEndpoint } from '@ilaw/contracts/msd/lifeliners/create-lifeliner';
import { decideLifelinerEndpoint } from '@ilaw/contracts/msd/lifeliners/decide-lifeliner';
import { downloadFourPsTemplateEndpoint } from '@ilaw/contracts/msd/lifeliners/download-fourps-template';
import { downloadLifelinerDocumentEndpoint } from '@ilaw/contracts/msd/lifeliners/download-lifeliner-document';
import { FOURPS_MESSAGES } from '@ilaw/contracts/msd/lifeliners/fourps';
import { getLifelinerEndpoint } from '@ilaw/contracts/msd/lifeliners/get-lifeliner';
import { importFourPsEndpoint } from '@ilaw/contracts/msd/lifeliners/import-fourps';
import { LIFELINER_MOVE_MESSAGES, type LifelinerDetail } from '@ilaw/contracts/msd/lifeliners/lifeliner';
import { listFourPsLinesEndpoint } from '@ilaw/contracts/msd/lifeliners/list-fourps-lines';
import { moveLifelinerEndpoint } from '@ilaw/contracts/msd/lifeliners/move-lifeliner';
import { reviewFourPsLineEndpoint } from '@ilaw/contracts/msd/lifeliners/review-fourps-line';
import { uploadLifelinerDocumentEndpoint } from '@ilaw/contracts/msd/lifeliners/upload-lifeliner-document';
import type { ImportResult } from '@ilaw/contracts/platform/imports';
import ExcelJS from 'exceljs';
import { LIFELINE_MESSAGES } from '../../src/modules/msd/compute/lifeline.ts';
import { upload } from '../billing/billing-support.ts';
import { contractUrl } from '../support/contract-client.ts';
import { uniqueTag } from '../support/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

type Client = TestClient & { userId: number };
const errorsOf = (body: unknown) => Object.values((body as { errors: Record<string, string[]> }).errors).flat();
const HEADER = 'Household ID,Last Name,First Name,Middle Name,Barangay,Address,Birth Date';

describe('lifeliner 4Ps import, documents and moves', () => {
  let t: TestApp;
  let clerk: Client;
  let reviewer: Client;
  let billing: Client;
  let outsider: Client;
  before(async () => {
    t = await createTestApp();
    clerk = await t.userWithRoles(['LifelinerConsumer']);
    reviewer = await t.userWithRoles(['LifelinerConsumer']);
    billing = await t.userWithRoles(['BillingReport']);
    outsider = await t.userWithRoles(['ServiceRequest']);
  });
  after(() => t.close());

  const consumer = (name: string, barangay: string, consumerClass: 'R' | 'C' = 'R') =>
    billing.call(createConsumerEndpoint, {
      body: { accountNo: `05-F${uniqueTag()}`, branchCode: 5, name, town: 'San Jose', barangay, consumerClass },
    });
  const importCsv = (client: Client, csv: string, name = `list-${uniqueTag()}.csv`) =>
    upload<ImportResult>(client, contractUrl(importFourPsEndpoint), {}, { name, bytes: Buffer.from(csv) });
  const linesOf = async (search: string) =>
    (await reviewer.call(listFourPsLinesEndpoint, { query: { search, itemsPerPage: 50 } })).data;

  test('the template is a real workbook with the list columns', async () => {
    const res = await clerk.request('GET', contractUrl(downloadFourPsTemplateEndpoint));
    assert.equal(res.status, 200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.raw as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('4Ps Households');
    assert.ok(sheet);
    assert.deepEqual((sheet.getRow(1).values as unknown[]).slice(1), HEADER.split(','));
    assert.equal((await outsider.send(downloadFourPsTemplateEndpoint)).status, 403);
  });

  test('exact matches are filed, near-matches listed, the rest unmatched; repeats and open households are not filed twice', async () => {
    const tag = uniqueTag();
    const brgy = `Brgy ${tag}`;
    const exact = await consumer(`MAGBANUA ${tag}, JUAN P.`, brgy);
    const near = await consumer(`VILLANUEVA ${tag}, MARIA`, brgy);
    const taken = await consumer(`REYES ${tag}, PEDRO`, brgy);
    const other = await consumer(`LIM ${tag}, ROSA`, brgy);
    await clerk.call(createLifelinerEndpoint, {
      body: { consumerId: taken.id, basis: 'FourPs', householdId: `OTHER-${tag}`, beneficiaryName: 'REYES, PEDRO' },
    });
    await clerk.call(createLifelinerEndpoint, {
      body: { consumerId: other.id, basis: 'FourPs', householdId: `HH-${tag}-6`, beneficiaryName: 'LIM, ROSA' },
    });
    const csv = [
      HEADER,
      `HH-${tag}-1,Magbanua ${tag},Juan,Perez,${brgy},Purok 1,1980-01-31`,
      `HH-${tag}-2,Villanueba ${tag},Maria,,${brgy},,`,
      `HH-${tag}-3,Reyes ${tag},Pedro,,${brgy},,`,
      `HH-${tag}-4,Bautista ${tag},Rosa,,${brgy},,`,
      `hh-${tag}-1,Magbanua ${tag},Juan,,${brgy},,`,
      `HH-${tag}-6,Lim ${tag},Rosa,,${brgy},,`,
      `HH-${tag}-7,,Ana,,${brgy},,`,
    ].join('\n');
    const res = await importCsv(clerk, csv);
    assert.equal(res.status, 200, JSON.stringify(res.body).slice(0, 400));
    const r = res.body;
    assert.deepEqual([r.read, r.posted, r.unchanged, r.failed], [7, 4, 1, 2]);
    assert.ok(r.errors.some((e) => e.row === 6 && e.message === FOURPS_MESSAGES.repeatInFile(2)));
    assert.ok(r.errors.some((e) => e.row === 8 && e.field === 'Last Name'));
    const lines = await linesOf(`hh-${tag}`);
    const byHousehold = new Map(lines.map((l) => [l.householdId, l]));
    const l1 = byHousehold.get(`HH-${tag}-1`)!;
    assert.deepEqual([l1.match, l1.outcome, l1.accountNo], ['Exact', 'Filed', exact.accountNo]);
    assert.equal(l1.birthDate, '1980-01-31');
    const filed = await reviewer.call(getLifelinerEndpoint, { params: { id: l1.lifelinerId! } });
    assert.deepEqual([filed.basis, filed.status, filed.householdId], ['FourPs', 'Pending', `HH-${tag}-1`]);
    assert.equal(filed.mayDecide, true, 'the importer filed it; another officer decides');
    const own = await clerk.send(decideLifelinerEndpoint, { params: { id: filed.id }, body: { action: 'Approve' } });
    assert.equal(own.status, 403, 'the importer does not approve what the import filed');
    const l2 = byHousehold.get(`HH-${tag}-2`)!;
    assert.deepEqual([l2.match, l2.outcome], ['Near', 'Pending']);
    assert.deepEqual(
      l2.candidates.map((c) => c.accountNo),
      [near.accountNo],
    );
    assert.ok(l2.candidates[0]!.score >= 0.8 && l2.candidates[0]!.samePlace);
    assert.equal(byHousehold.get(`HH-${tag}-3`)?.outcome, 'Skipped');
    assert.equal(byHousehold.get(`HH-${tag}-4`)?.outcome, 'Unmatched');
    assert.equal(byHousehold.has(`HH-${tag}-6`), false, 'a household with an open application is unchanged');

    // The same file again: its first import; a near-match still pending is not listed twice.
    const again = await importCsv(clerk, [HEADER, `HH-${tag}-2,Villanueba ${tag},Maria,,${brgy},,`].join('\n'));
    assert.deepEqual([again.body.posted, again.body.unchanged], [0, 1]);
    assert.equal((await outsider.send(listFourPsLinesEndpoint)).status, 403);
    const refused = await importCsv(outsider, csv);
    assert.equal(refused.status, 403);
  });

  test('a near-match is accepted by another clerk (a 4Ps application), or rejected with a reason', async () => {
    const tag = uniqueTag();
    const brgy = `Brgy ${tag}`;
    const a = await consumer(`SORIANO ${tag}, LIZA`, brgy);
    const b = await consumer(`SORIANO ${tag}, LISA`, brgy);
    const c = await consumer(`DIAZ ${tag}, BEN`, brgy);
    await importCsv(
      clerk,
      [HEADER, `HH-${tag}-1,Soriano ${tag},Lisza,,${brgy},,`, `HH-${tag}-2,Dias ${tag},Ben,,${brgy},,`].join('\n'),
    );
    const [l1, l2] = [(await linesOf(`hh-${tag}-1`))[0]!, (await linesOf(`hh-${tag}-2`))[0]!];
    assert.equal(l1.outcome, 'Pending');
    assert.deepEqual(new Set(l1.candidates.map((x) => x.consumerId)), new Set([a.id, b.id]));
    const self = await clerk.send(reviewFourPsLineEndpoint, {
      params: { id: l1.id },
      body: { action: 'Accept', consumerId: a.id },
    });
    assert.equal(self.status, 403);
    assert.ok(errorsOf(self.body).includes(FOURPS_MESSAGES.ownImport));
    const noRole = await outsider.send(reviewFourPsLineEndpoint, {
      params: { id: l1.id },
      body: { action: 'Accept', consumerId: a.id },
    });
    assert.equal(noRole.status, 403);
    const notCandidate = await reviewer.send(reviewFourPsLineEndpoint, {
      params: { id: l1.id },
      body: { action: 'Accept', consumerId: c.id },
    });
    assert.equal(notCandidate.status, 400);
    assert.ok(errorsOf(notCandidate.body).includes(FOURPS_MESSAGES.notCandidate));
    const accepted = await reviewer.call(reviewFourPsLineEndpoint, {
      params: { id: l1.id },
      body: { action: 'Accept', consumerId: b.id },
    });
    assert.deepEqual([accepted.outcome, accepted.accountNo], ['Accepted', b.accountNo]);
    const app = await clerk.call(getLifelinerEndpoint, { params: { id: accepted.lifelinerId! } });
    assert.deepEqual([app.basis, app.consumerId, app.status], ['FourPs', b.id, 'Pending']);
    assert.equal(app.mayDecide, true, 'the reviewer filed it; the importer may decide it');
    const reviewerDecides = await reviewer.send(decideLifelinerEndpoint, {
      params: { id: app.id },
      body: { action: 'Approve' },
    });
    assert.equal(reviewerDecides.status, 403, 'who accepted the match does not approve it');
    const twice = await reviewer.send(reviewFourPsLineEndpoint, {
      params: { id: l1.id },
      body: { action: 'Reject', remarks: 'x' },
    });
    assert.equal(twice.status, 409);
    const noReason = await reviewer.send(reviewFourPsLineEndpoint, {
      params: { id: l2.id },
      body: { action: 'Reject' },
    });
    assert.equal(noReason.status, 400);
    const rejected = await reviewer.call(reviewFourPsLineEndpoint, {
      params: { id: l2.id },
      body: { action: 'Reject', remarks: 'Another person.' },
    });
    assert.deepEqual([rejected.outcome, rejected.note, rejected.lifelinerId], ['Rejected', 'Another person.', null]);
  });

  test('accepting honours one account per household and one open application per account', async () => {
    const tag = uniqueTag();
    const brgy = `Brgy ${tag}`;
    const a = await consumer(`TAN ${tag}, LEA`, brgy);
    const elsewhere = await consumer(`TAN ${tag}, LEAH`, `Other ${tag}`);
    const busy = await consumer(`GO ${tag}, ANA`, brgy);
    await importCsv(
      clerk,
      [HEADER, `HH-${tag}-1,Tan ${tag},Lia,,${brgy},,`, `HH-${tag}-2,Goh ${tag},Ana,,${brgy},,`].join('\n'),
    );
    const l1 = (await linesOf(`hh-${tag}-1`))[0]!;
    const l2 = (await linesOf(`hh-${tag}-2`))[0]!;
    // The household is filed on another account meanwhile (at the counter).
    await clerk.call(createLifelinerEndpoint, {
      body: { consumerId: elsewhere.id, basis: 'FourPs', householdId: `hh-${tag}-1`, beneficiaryName: 'TAN, LEAH' },
    });
    const household = await reviewer.send(reviewFourPsLineEndpoint, {
      params: { id: l1.id },
      body: { action: 'Accept', consumerId: a.id },
    });
    assert.equal(household.status, 409);
    assert.ok(errorsOf(household.body).includes(FOURPS_MESSAGES.householdOpen(elsewhere.accountNo)));
    await clerk.call(createLifelinerEndpoint, {
      body: { consumerId: busy.id, basis: 'FourPs', householdId: `X-${tag}`, beneficiaryName: 'GO, ANA' },
    });
    const account = await reviewer.send(reviewFourPsLineEndpoint, {
      params: { id: l2.id },
      body: { action: 'Accept', consumerId: busy.id },
    });
    assert.equal(account.status, 409);
    assert.ok(errorsOf(account.body).includes(LIFELINE_MESSAGES.accountTaken));
    assert.equal((await linesOf(`hh-${tag}-2`))[0]!.candidates[0]!.accountTaken, true);
  });

  test('documents are attached to an application and downloaded by the clerks only', async () => {
    const c = await consumer(`CRUZ ${uniqueTag()}, ELSA`, 'Poblacion');
    const a = await clerk.call(createLifelinerEndpoint, {
      body: { consumerId: c.id, basis: 'FourPs', householdId: `HH-${uniqueTag()}`, beneficiaryName: 'CRUZ, ELSA' },
    });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const up = await upload<LifelinerDetail>(
      clerk,
      contractUrl(uploadLifelinerDocumentEndpoint),
      { lifelinerId: String(a.id) },
      { name: '4ps-id.pdf', bytes: pdf },
    );
    assert.equal(up.status, 201, JSON.stringify(up.body));
    assert.deepEqual(
      up.body.documents.map((d) => [d.fileName, d.isImage]),
      [['4ps-id.pdf', false]],
    );
    const file = await reviewer.request(
      'GET',
      contractUrl(downloadLifelinerDocumentEndpoint, { id: up.body.documents[0]!.id }),
    );
    assert.equal(file.status, 200);
    assert.match(String(file.headers['content-disposition']), /^attachment/);
    const byOutsider = await outsider.send(downloadLifelinerDocumentEndpoint, {
      params: { id: up.body.documents[0]!.id },
    });
    assert.equal(byOutsider.status, 403);
    const outsiderUpload = await upload(
      outsider,
      contractUrl(uploadLifelinerDocumentEndpoint),
      { lifelinerId: String(a.id) },
      { name: 'x.pdf', bytes: pdf },
    );
    assert.equal(outsiderUpload.status, 403);
    await reviewer.call(decideLifelinerEndpoint, { params: { id: a.id }, body: { action: 'Reject', remarks: 'No' } });
    const closed = await upload(
      clerk,
      contractUrl(uploadLifelinerDocumentEndpoint),
      { lifelinerId: String(a.id) },
      { name: 'late.pdf', bytes: pdf },
    );
    assert.equal(closed.status, 409);
    assert.ok(errorsOf(closed.body).includes(LIFELINER_MOVE_MESSAGES.documentsClosed));
  });

  test('a household moving to another account takes its tag; the old account is untagged; one account per household holds', async () => {
    const tag = uniqueTag();
    const from = await consumer(`ABAD ${tag}, NOEL`, 'Poblacion');
    const to = await consumer(`ABAD ${tag}, NOEL`, 'San Roque');
    const commercial = await consumer(`ABAD ${tag} STORE`, 'San Roque', 'C');
    const busy = await consumer(`UY ${tag}, AL`, 'San Roque');
    await clerk.call(createLifelinerEndpoint, {
      body: { consumerId: busy.id, basis: 'FourPs', householdId: `HH-${tag}-B`, beneficiaryName: 'UY, AL' },
    });
    const a = await clerk.call(createLifelinerEndpoint, {
      body: { consumerId: from.id, basis: 'FourPs', householdId: `HH-${tag}`, beneficiaryName: 'ABAD, NOEL' },
    });
    await reviewer.call(decideLifelinerEndpoint, { params: { id: a.id }, body: { action: 'Approve' } });
    const tagOf = async (accountNo: string) =>
      (await billing.call(getConsumerEndpoint, { params: { accountNo } })).isLifeliner;
    assert.equal(await tagOf(from.accountNo), true);

    const same = await clerk.send(moveLifelinerEndpoint, { params: { id: a.id }, body: { consumerId: from.id } });
    assert.equal(same.status, 400);
    const toCommercial = await clerk.send(moveLifelinerEndpoint, {
      params: { id: a.id },
      body: { consumerId: commercial.id },
    });
    assert.equal(toCommercial.status, 409);
    assert.ok(errorsOf(toCommercial.body).includes(LIFELINE_MESSAGES.residentialOnly));
    const toBusy = await clerk.send(moveLifelinerEndpoint, { params: { id: a.id }, body: { consumerId: busy.id } });
    assert.equal(toBusy.status, 409);
    assert.ok(errorsOf(toBusy.body).includes(LIFELINE_MESSAGES.accountTaken));
    assert.equal(
      (await outsider.send(moveLifelinerEndpoint, { params: { id: a.id }, body: { consumerId: to.id } })).status,
      403,
    );

    const moved = await clerk.call(moveLifelinerEndpoint, {
      params: { id: a.id },
      body: { consumerId: to.id, remarks: 'Moved to San Roque.' },
    });
    assert.deepEqual([moved.consumerId, moved.status], [to.id, 'Approved']);
    assert.deepEqual(
      moved.moves.map((m) => [m.fromAccountNo, m.toAccountNo, m.remarks]),
      [[from.accountNo, to.accountNo, 'Moved to San Roque.']],
    );
    assert.equal(await tagOf(from.accountNo), false, 'the old account is untagged');
    assert.equal(await tagOf(to.accountNo), true, 'the new account is tagged');
    // The old account may apply for another household; the moved household is not twice.
    const again = await clerk.send(createLifelinerEndpoint, {
      body: { consumerId: from.id, basis: 'FourPs', householdId: `HH-${tag}`, beneficiaryName: 'ABAD, NOEL' },
    });
    assert.equal(again.status, 201);
    const second = (again.body as LifelinerDetail).id;
    const approveSecond = await reviewer.send(decideLifelinerEndpoint, {
      params: { id: second },
      body: { action: 'Approve' },
    });
    assert.equal(approveSecond.status, 409, 'one account per household after the move too');
    const audit = await t.running.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity_type'])
      .where('entity_type', 'in', ['msd-lifeliner', 'billing-consumer'])
      .where((eb) => eb.or([eb('entity_id', '=', String(a.id)), eb('entity_id', '=', String(to.id))]))
      .execute();
    assert.ok(audit.some((x) => x.entity_type === 'msd-lifeliner' && x.action === 'moved'));
    assert.ok(audit.some((x) => x.entity_type === 'billing-consumer' && x.action === 'lifeliner-tag'));
  });
});
