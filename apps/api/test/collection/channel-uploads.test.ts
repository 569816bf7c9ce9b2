// Payment channel uploads (decision 056): a XenPay file with a good line, a double payment, a
// repeated reference, an unknown account, a month without a bill, an amount mismatch and an
// unreadable line; posted once; the remittance reconciled; the .xlsx export; the refusals.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { ChannelLine, ChannelUpload } from '@ilaw/contracts/collection/channel-uploads/channel-upload';
import { createChannelUploadEndpoint } from '@ilaw/contracts/collection/channel-uploads/create-channel-upload';
import { exportOnlineCollectionEndpoint } from '@ilaw/contracts/collection/channel-uploads/export-online-collection';
import { getChannelUploadEndpoint } from '@ilaw/contracts/collection/channel-uploads/get-channel-upload';
import { listChannelLinesEndpoint } from '@ilaw/contracts/collection/channel-uploads/list-channel-lines';
import { listChannelSettingsEndpoint } from '@ilaw/contracts/collection/channel-uploads/list-channel-settings';
import { listChannelUploadsEndpoint } from '@ilaw/contracts/collection/channel-uploads/list-channel-uploads';
import { postChannelUploadEndpoint } from '@ilaw/contracts/collection/channel-uploads/post-channel-upload';
import { updateChannelSettingsEndpoint } from '@ilaw/contracts/collection/channel-uploads/update-channel-settings';
import { createOrSeriesEndpoint } from '@ilaw/contracts/collection/or-series/create-or-series';
import { getCollectionSummaryEndpoint } from '@ilaw/contracts/collection/summary/get-collection-summary';
import { upload } from '../billing/billing-support.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { account, pesoSum, setUpCollection, type CollectionCoop, type UserClient } from './collection-support.ts';

let t: TestApp;
let c: CollectionCoop;
let uploader: UserClient;
before(async () => {
  t = await createTestApp();
  c = await setUpCollection(t);
  uploader = await t.userWithRoles(['UploadCollection']);
});
after(() => t.close());

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
const HEAD = 'account_number,billing_month,amount_paid,reference_id,date_transacted,payer_name';
const csv = (rows: string[]) => Buffer.from([HEAD, ...rows].join('\r\n'));

export async function newUpload(client: TestClient, gross: string, fees = '0'): Promise<ChannelUpload> {
  return client.call(createChannelUploadEndpoint, {
    body: { channel: 'XenPay', remittanceDate: today(), channelGross: gross, channelFees: fees, bankDeposit: null },
  });
}
const attach = (id: number, bytes: Buffer, name = 'xenpay.csv') =>
  upload<ChannelUpload>(uploader, `/api/fsd/collection/UploadCollectionLogs/${id}/PaymentLogs`, {}, { name, bytes });
const lines = async (id: number): Promise<ChannelLine[]> =>
  (await uploader.call(listChannelLinesEndpoint, { params: { id }, query: { itemsPerPage: 100 } })).data;

let orStart = 7_000_000;
async function channelReceipts() {
  const xen = (await uploader.call(listChannelSettingsEndpoint)).find((s) => s.channel === 'XenPay');
  assert.ok(xen?.tellerId, 'the channel teller exists after the first upload');
  if (xen.receiptsLeft > 100) return;
  await t.admin.call(createOrSeriesEndpoint, {
    body: { tellerId: xen.tellerId, startNo: orStart, endNo: orStart + 999 },
  });
  orStart += 1000;
}

test('a channel file posts its good lines once; the others are held or credited to advance with their reason', async () => {
  const [r, cm, p] = [c.consumers[0]!, c.consumers[1]!, c.consumers[2]!];
  const [accR, accC, accP] = [
    await account(c.teller.client, r),
    await account(c.teller.client, cm),
    await account(c.teller.client, p),
  ];
  const billR = accR.bills[0]!;
  const billC = accC.bills[0]!;
  const billP = accP.bills[0]!;
  const d = today();
  const file = csv([
    `${c.accounts[0]},${billR.period},${billR.amountDue},XP-1,${d},Maria`,
    `${c.accounts[0]},${billR.period},${billR.amountDue},XP-2,${d},Maria`,
    `${c.accounts[0]},${billR.period},${billR.amountDue},XP-1,${d},Maria`,
    `99-0000000,${billR.period},100.00,XP-3,${d},Nobody`,
    `${c.accounts[1]},1999-01,100.00,XP-4,${d},`,
    `${c.accounts[1]},${billC.period},${pesoSum(billC.amountDue, '1')},XP-5,${d},`,
    `${c.accounts[1]},${billC.period},abc,XP-6,${d},`,
    `${c.accounts[2]},${billP.period},"${Number(billP.amountDue).toLocaleString('en-US', { minimumFractionDigits: 2 })}",XP-7,${d},`,
  ]);
  const gross = pesoSum(
    billR.amountDue,
    billR.amountDue,
    billR.amountDue,
    '100',
    '100',
    billC.amountDue,
    '1',
    billP.amountDue,
  );
  const created = await newUpload(uploader, gross, '35.00');
  assert.equal(created.status, 'Draft');
  await channelReceipts();

  const early = await uploader.send(postChannelUploadEndpoint, { params: { id: created.id } });
  assert.equal(early.status, 409);
  assert.match(JSON.stringify(early.body), /Upload the channel's file first\./);

  const attached = await attach(created.id, file);
  assert.equal(attached.status, 200, JSON.stringify(attached.body));
  assert.equal(attached.body.status, 'Checked');
  assert.equal(attached.body.lines, 8);
  assert.equal(attached.body.heldLines, 2); // unreadable, and the repeated reference
  const again = await attach(created.id, file);
  assert.equal(again.status, 409);

  const posted = await uploader.call(postChannelUploadEndpoint, { params: { id: created.id } });
  assert.equal(posted.status, 'Posted');
  assert.deepEqual([posted.postedLines, posted.advanceLines, posted.heldLines], [2, 1, 5]);
  const byRow = new Map((await lines(created.id)).map((l) => [l.rowNo, l]));
  assert.equal(byRow.get(2)!.status, 'Posted');
  assert.ok(byRow.get(2)!.orNumber);
  assert.equal(byRow.get(3)!.status, 'Advance');
  assert.match(
    byRow.get(3)!.reason ?? '',
    /^Double payment: the \d{4}-\d{2} bill is already paid \(row 2 of this file\); credited to the advance balance\.$/,
  );
  assert.equal(byRow.get(4)!.reason, 'Duplicate: reference XP-1 is also on row 2 of this file.');
  assert.equal(byRow.get(5)!.reason, 'Unknown account: no consumer has account number 99-0000000.');
  assert.equal(byRow.get(6)!.reason, 'No bill for 1999-01 on this account.');
  assert.match(byRow.get(7)!.reason ?? '', /^Amount mismatch: paid ₱[\d,.]+, the amount due on .+ is ₱[\d,.]+\.$/);
  assert.equal(byRow.get(8)!.reason, 'amount_paid: Enter an amount greater than zero with at most 2 decimal places.');
  assert.equal(byRow.get(9)!.status, 'Posted');

  // The ledger and the advance balance reflect it: R's first bill paid, its double payment on advance.
  const afterR = await account(c.teller.client, r);
  assert.ok(!afterR.bills.some((b) => b.billId === billR.billId));
  assert.equal(afterR.advanceBalance, pesoSum(accR.advanceBalance, billR.amountDue));
  assert.ok((await account(c.teller.client, cm)).bills.some((b) => b.billId === billC.billId));

  // The remittance: gross less fees, what posted, what is held, the variance against the file.
  const rem = posted.remittance;
  assert.equal(rem.expectedDeposit, pesoSum(gross, '-35'));
  assert.equal(rem.posted, pesoSum(billR.amountDue, billP.amountDue));
  assert.equal(rem.advance, pesoSum(billR.amountDue));
  assert.equal(rem.held, pesoSum(billR.amountDue, '100', '100', billC.amountDue, '1'));
  assert.equal(rem.grossVariance, pesoSum(gross, `-${rem.linesTotal}`));

  // Posting again posts nothing more.
  const payments = async () =>
    (
      await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM collection_channel_lines WHERE payment_id IS NOT NULL`.execute(
        t.running.database.db,
      )
    ).rows[0]!.n;
  const before = await payments();
  const repeat = await uploader.call(postChannelUploadEndpoint, { params: { id: created.id } });
  assert.deepEqual([repeat.postedLines, repeat.advanceLines, repeat.heldLines], [2, 1, 5]);
  assert.equal(await payments(), before);

  // Another upload carrying the same reference is held: the transaction posted already.
  const second = await newUpload(uploader, billC.amountDue);
  assert.equal(
    (await attach(second.id, csv([`${c.accounts[1]},${billC.period},${billC.amountDue},XP-1,${d},`]))).status,
    200,
  );
  const secondPosted = await uploader.call(postChannelUploadEndpoint, { params: { id: second.id } });
  assert.equal(secondPosted.heldLines, 1);
  assert.match(
    (await lines(second.id))[0]!.reason ?? '',
    new RegExp(`^Duplicate: reference XP-1 was already posted \\(upload ${created.id}, row 2\\)\\.$`),
  );

  // The collection summary shows the channel beside the windows.
  const manager = await t.userWithRoles(['Manager']);
  const summary = await manager.call(getCollectionSummaryEndpoint, { query: { from: d, to: d } });
  const xenpay = summary.byChannel.find((ch) => ch.label === 'XenPay');
  assert.equal(xenpay?.amount, pesoSum(rem.posted, rem.advance));

  // The list, one upload, and the export as a real workbook.
  const list = await uploader.call(listChannelUploadsEndpoint, {
    query: { channel: 'XenPay', sort: 'channelGross', order: 'desc' },
  });
  assert.ok(list.data.some((u) => u.id === created.id));
  const one = await c.cashier.call(getChannelUploadEndpoint, { params: { id: created.id } });
  assert.equal(one.remittance.posted, rem.posted);
  const xlsx = await uploader.request('GET', exportOnlineCollectionEndpoint.path.replace('{id}', String(created.id)));
  assert.equal(xlsx.status, 200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(xlsx.raw as unknown as ArrayBuffer);
  const sheet = wb.getWorksheet('Lines')!;
  assert.equal(sheet.getRow(3).getCell(10).value, 'Reason');
  assert.equal(sheet.rowCount, 3 + 8);
  assert.equal(sheet.getRow(4 + 2).getCell(10).value, 'Duplicate: reference XP-1 is also on row 2 of this file.');
  assert.equal(wb.getWorksheet('Remittance')!.getRow(5).getCell(2).value, Number(rem.expectedDeposit));
});

test('refusals: the wrong role, a file without the mapped columns, an unknown upload; the mapping is configuration', async () => {
  const forbidden = await c.teller.client.send(createChannelUploadEndpoint, {
    body: { channel: 'PNB', remittanceDate: today(), channelGross: '1' },
  });
  assert.equal(forbidden.status, 403);
  const bad = await uploader.post(createChannelUploadEndpoint.path, {
    channel: 'Nowhere',
    remittanceDate: today(),
    channelGross: '-1',
  });
  assert.equal(bad.status, 400);
  assert.match(JSON.stringify(bad.body), /Choose a payment channel\./);
  assert.equal((await uploader.send(getChannelUploadEndpoint, { params: { id: 999_999 } })).status, 404);

  const pnb = await uploader.call(createChannelUploadEndpoint, {
    body: { channel: 'PNB', remittanceDate: today(), channelGross: '1' },
  });
  const wrong = await attach(pnb.id, csv([`${c.accounts[0]},2026-01,1.00,R1,${today()},`]));
  assert.equal(wrong.status, 400);
  assert.match(JSON.stringify(wrong.body), /This is not the PNB file: the column 'Account Number' is missing/);

  // The manager maps PNB to these headers; the same file then reads.
  const settings = (await uploader.call(listChannelSettingsEndpoint)).find((s) => s.channel === 'PNB')!;
  const manager = await t.userWithRoles(['Manager']);
  await manager.call(updateChannelSettingsEndpoint, {
    params: { channel: 'PNB' },
    body: {
      accountColumn: 'account_number',
      periodColumn: 'billing_month',
      amountColumn: 'amount_paid',
      referenceColumn: 'reference_id',
      paidAtColumn: 'date_transacted',
      payerColumn: null,
      feePerTransaction: '12.50',
    },
  });
  assert.equal(
    (await uploader.send(updateChannelSettingsEndpoint, { params: { channel: 'PNB' }, body: { ...settings } })).status,
    403,
  );
  const read = await attach(pnb.id, csv([`${c.accounts[0]},2026-01,1.00,R1,${today()},`]));
  assert.equal(read.status, 200, JSON.stringify(read.body));
  assert.equal(read.body.lines, 1);
  assert.equal(read.body.remittance.channelFees, '12.50');
});

test("EBS online payments (the cooperative's own channel) post through the same pipeline", async () => {
  const acc = await account(c.teller.client, c.consumers[2]!);
  const bill = acc.bills.at(-1)!;
  const d = today();
  const created = await uploader.call(createChannelUploadEndpoint, {
    body: { channel: 'EbsOnline', remittanceDate: d, channelGross: bill.amountDue },
  });
  assert.equal(created.channelName, 'EBS Online');
  const ebs = (await uploader.call(listChannelSettingsEndpoint)).find((s) => s.channel === 'EbsOnline');
  assert.ok(ebs?.tellerId, 'the EBS online teller exists after its first upload');
  await t.admin.call(createOrSeriesEndpoint, {
    body: { tellerId: ebs.tellerId, startNo: 7_900_000, endNo: 7_900_099 },
  });
  const head = 'Account No,Bill Month,Amount Paid,Transaction No,Date Paid,Payer';
  const file = Buffer.from(
    [head, `${c.accounts[2]},${bill.period},${bill.amountDue},EBS-1,${d},Online payer`].join('\n'),
  );
  const attached = await attach(created.id, file, 'ebs-online.csv');
  assert.equal(attached.status, 200, JSON.stringify(attached.body));
  const posted = await uploader.call(postChannelUploadEndpoint, { params: { id: created.id } });
  assert.equal(posted.postedLines, 1);
  assert.equal(posted.remittance.grossVariance, '0.00');
  const [line] = await lines(created.id);
  assert.equal(line?.status, 'Posted');
  const after = await account(c.teller.client, c.consumers[2]!);
  assert.ok(!after.bills.some((b) => b.billId === bill.billId));
  // The EBS Online Payment Collection screen lists its uploads only.
  const listed = await uploader.call(listChannelUploadsEndpoint, { query: { channel: 'EbsOnline' } });
  assert.deepEqual(
    listed.data.map((u) => u.id),
    [created.id],
  );
  // Its export is headed with the EBS file's own column names (decision 059): it reads back as one.
  const xlsx = await uploader.request('GET', exportOnlineCollectionEndpoint.path.replace('{id}', String(created.id)));
  assert.equal(xlsx.status, 200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(xlsx.raw as unknown as ArrayBuffer);
  assert.deepEqual((wb.getWorksheet('Lines')!.getRow(3).values as unknown[]).slice(1), [
    'Row',
    'Account No',
    'Consumer',
    'Bill Month',
    'Amount Paid',
    'Transaction No',
    'Date Paid',
    'Payer',
    'Status',
    'Reason',
    'OR No.',
  ]);
});
