// Report submission through the API: templates (CoopReportsAdmin), the department's uploads of an
// accepted kind, late and missing ones flagged on the board, another department's refused, the
// reminders on My work.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { myWorkEndpoint } from '@ilaw/contracts/approvals/my-work/get-my-work';
import { createTemplateEndpoint } from '@ilaw/contracts/reports/create-template';
import { downloadSubmissionEndpoint } from '@ilaw/contracts/reports/download-submission';
import { getReportBoardEndpoint } from '@ilaw/contracts/reports/get-report-board';
import { getTemplateSubmissionsEndpoint } from '@ilaw/contracts/reports/get-template-submissions';
import { listTemplatesEndpoint } from '@ilaw/contracts/reports/list-templates';
import { REPORT_MESSAGES, type PeriodStatus, type TemplateFields } from '@ilaw/contracts/reports/report';
import { submitReportEndpoint } from '@ilaw/contracts/reports/submit-report';
import { updateTemplateEndpoint } from '@ilaw/contracts/reports/update-template';
import { upload } from '../billing/billing-support.ts';
import { contractUrl } from '../support/contract-client.ts';
import { newDepartment, uniqueTag } from '../support/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

type User = TestClient & { userId: number };
let t: TestApp;
let admin: User;
let uploader: User;
let otherUploader: User;
let monitor: User;
let staff: User;
let dept = 0;
const year = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric' }).format(new Date()));
before(async () => {
  t = await createTestApp();
  dept = (await newDepartment(t.admin, 'Finance')).id;
  const other = (await newDepartment(t.admin, 'Engineering')).id;
  admin = await t.userWithRoles(['CoopReportsAdmin']);
  uploader = await t.userWithRoles(['DepartmentReportUploader'], { departmentId: dept });
  otherUploader = await t.userWithRoles(['DepartmentReportUploader'], { departmentId: other });
  monitor = await t.userWithRoles(['SubmissionMonitoring']);
  staff = await t.userWithRoles([]);
});
after(() => t?.close());

const errorsOf = (body: unknown) => Object.values((body as { errors: Record<string, string[]> }).errors).flat();
const fields = (over: Partial<TemplateFields> = {}): TemplateFields => ({
  code: `MFSR-${uniqueTag()}`,
  name: 'Monthly Financial and Statistical Report',
  regulator: 'NEA',
  period: 'Monthly',
  dueDays: 20,
  departmentId: dept,
  fileKinds: ['Pdf', 'Excel'],
  description: null,
  startsOn: `${year - 1}-01-01`,
  isActive: true,
  ...over,
});
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const submit = (who: TestClient, templateId: number, periodKey: string, name = 'mfsr.pdf') =>
  upload<PeriodStatus>(
    who,
    contractUrl(submitReportEndpoint),
    { templateId: String(templateId), periodKey },
    { name, bytes: PDF },
  );

test('templates are the admin’s; readers list them', async () => {
  assert.equal((await uploader.send(createTemplateEndpoint, { body: fields() })).status, 403);
  const tpl = await admin.call(createTemplateEndpoint, { body: fields() });
  assert.deepEqual(tpl.fileKinds, ['Pdf', 'Excel']);
  const dup = await admin.send(createTemplateEndpoint, { body: fields({ code: tpl.code }) });
  assert.equal(dup.status, 409);
  assert.deepEqual(errorsOf(dup.body), [REPORT_MESSAGES.duplicateCode]);
  const noDept = await admin.send(createTemplateEndpoint, { body: fields({ departmentId: 999_999 }) });
  assert.deepEqual(errorsOf(noDept.body), [REPORT_MESSAGES.noDepartment]);
  assert.equal((await admin.send(createTemplateEndpoint, { body: fields({ fileKinds: [] }) })).status, 400);
  const changed = await admin.call(updateTemplateEndpoint, {
    params: { id: tpl.id },
    body: fields({ code: tpl.code, dueDays: 25 }),
  });
  assert.equal(changed.dueDays, 25);
  assert.equal((await admin.send(updateTemplateEndpoint, { params: { id: 999_999 }, body: fields() })).status, 404);
  assert.equal((await staff.send(listTemplatesEndpoint)).status, 403);
  assert.ok((await uploader.call(listTemplatesEndpoint)).items.some((x) => x.id === tpl.id));
  // Another department's uploader does not see it.
  assert.ok(!(await otherUploader.call(listTemplatesEndpoint)).items.some((x) => x.id === tpl.id));
});

test('a late report, a missing one, an on-time one; refusals; the board and reminders', async () => {
  // Last year's reports are all past due now.
  const tpl = await admin.call(createTemplateEndpoint, { body: fields({ dueDays: 0 }) });
  const lastJan = `${year - 1}-01`;
  const lastFeb = `${year - 1}-02`;
  const late = await submit(uploader, tpl.id, lastJan);
  assert.equal(late.status, 201, JSON.stringify(late.body));
  assert.equal(late.body.state, 'Late');
  assert.equal(late.body.dueDate, `${year - 1}-01-31`);
  assert.equal(late.body.submissions.length, 1);
  // A corrected file keeps the first: still late, two uploads.
  const again = await submit(uploader, tpl.id, lastJan, 'mfsr-corrected.xlsx');
  assert.equal(again.body.state, 'Late');
  assert.deepEqual(
    again.body.submissions.map((s) => s.fileKind),
    ['Excel', 'Pdf'],
  );

  // Refusals: kind, period, department, role, before the start, inactive.
  const word = await submit(uploader, tpl.id, lastFeb, 'mfsr.docx');
  assert.equal(word.status, 400);
  assert.deepEqual(errorsOf(word.body), [REPORT_MESSAGES.fileKind('PDF, Excel')]);
  assert.deepEqual(errorsOf((await submit(uploader, tpl.id, `${year - 1}-Q1`)).body), [REPORT_MESSAGES.badPeriod]);
  assert.deepEqual(errorsOf((await submit(uploader, tpl.id, `${year - 2}-12`)).body), [REPORT_MESSAGES.beforeStart]);
  const foreign = await submit(otherUploader, tpl.id, lastFeb);
  assert.equal(foreign.status, 403);
  assert.deepEqual(errorsOf(foreign.body), [REPORT_MESSAGES.notYourDepartment]);
  assert.equal((await submit(monitor, tpl.id, lastFeb)).status, 403);
  assert.equal((await submit(uploader, 999_999, lastFeb)).status, 404);

  const board = await monitor.call(getReportBoardEndpoint, { query: { year: year - 1 } });
  const row = board.rows.find((r) => r.template.id === tpl.id)!;
  assert.equal(row.canSubmit, false);
  assert.equal(row.periods.length, 12);
  assert.equal(row.periods[0]?.state, 'Late');
  assert.equal(row.periods[1]?.state, 'Missing');
  const missing = await monitor.call(getReportBoardEndpoint, { query: { year: year - 1, state: 'Missing' } });
  assert.equal(missing.rows.find((r) => r.template.id === tpl.id)?.periods.length, 11);
  const mine = await uploader.call(getReportBoardEndpoint, { query: { year: year - 1, period: 'Monthly' } });
  assert.equal(mine.rows.find((r) => r.template.id === tpl.id)?.canSubmit, true);
  assert.ok(
    !(await otherUploader.call(getReportBoardEndpoint, { query: { year: year - 1 } })).rows.some(
      (r) => r.template.id === tpl.id,
    ),
  );

  // An annual report due at the end of next year: upcoming, then on time.
  const annual = await admin.call(createTemplateEndpoint, { body: fields({ period: 'Annual', dueDays: 365 }) });
  const detail = await uploader.call(getTemplateSubmissionsEndpoint, { params: { id: annual.id }, query: { year } });
  assert.equal(detail.periods[0]?.state, 'Upcoming');
  const onTime = await submit(uploader, annual.id, String(year));
  assert.equal(onTime.body.state, 'Submitted');
  assert.equal(
    (await otherUploader.send(getTemplateSubmissionsEndpoint, { params: { id: annual.id }, query: { year } })).status,
    404,
  );

  // Files: the department and the monitors, not another department.
  const fileId = onTime.body.submissions[0]!.id;
  assert.equal((await monitor.send(downloadSubmissionEndpoint, { params: { id: fileId } })).status, 200);
  assert.equal((await uploader.send(downloadSubmissionEndpoint, { params: { id: fileId } })).status, 200);
  assert.equal((await otherUploader.send(downloadSubmissionEndpoint, { params: { id: fileId } })).status, 404);

  // Reminders: the department's reports to submit, and the missing ones for the monitors.
  const work = await uploader.call(myWorkEndpoint);
  const due = JSON.stringify(work);
  assert.match(due, /Reports to submit for your department/);
  assert.match(JSON.stringify(await monitor.call(myWorkEndpoint)), /Reports missing/);

  // An inactive template is no longer due or submitted.
  await admin.call(updateTemplateEndpoint, {
    params: { id: tpl.id },
    body: fields({ code: tpl.code, dueDays: 0, isActive: false }),
  });
  const closed = await submit(uploader, tpl.id, lastFeb);
  assert.equal(closed.status, 409);
  assert.ok(
    !(await monitor.call(getReportBoardEndpoint, { query: { year: year - 1 } })).rows.some(
      (r) => r.template.id === tpl.id,
    ),
  );
});
