// Data privacy demo (issue 18 item 8): agreement v1 published and accepted by every demo user,
// so the demo opens without the agreement screen; a few reads in the access log; two breaches in
// the register (one notified in time, one open with its deadline running).
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { formatDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { manilaInstant, manilaLocal } from '../breaches/breach-rules.ts';

export const DEMO_AGREEMENT_TITLE = 'Data Privacy Consent and Acceptable Use of the Staff Portal';

const DEMO_AGREEMENT_BODY = `In accordance with the Data Privacy Act of 2012 (Republic Act No. 10173), its Implementing Rules and Regulations and the issuances of the National Privacy Commission, the Cooperative collects and processes the personal information of its employees and member-consumers only for legitimate purposes: employment, payroll, statutory contributions (SSS, PhilHealth, Pag-IBIG, BIR), billing and collection, and service to the member-consumers.

By accepting, I acknowledge that:
1. I will access personal data in this portal only as my work requires, and I will not copy, disclose or keep it beyond that need.
2. My reading of sensitive personal information (government numbers, payslips, employee records) is logged and reviewed by the Data Protection Officer.
3. I will report any suspected personal data breach to the Data Protection Officer at once; the Cooperative notifies the National Privacy Commission and the affected data subjects within 72 hours of discovery.
4. I may exercise my rights as a data subject (to be informed, to access, to object, to correct and to erasure or blocking) through the Data Protection Officer.`;

export async function seedPrivacyDemo(db: Kysely<Database>, log: (msg: string) => void): Promise<void> {
  if (await db.selectFrom('privacy_agreements').select('version').limit(1).executeTakeFirst()) return;
  const users = await db.selectFrom('users').select(['id', 'username']).where('is_active', '=', true).execute();
  const admin = users.find((u) => u.username === 'admin')?.id;
  if (admin === undefined) return;
  const employees = await db.selectFrom('employees').select(['id', 'employee_id']).orderBy('id').limit(3).execute();
  const hr = users.find((u) => u.username === 'hr.officer')?.id ?? admin;
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('privacy_agreements')
      .values({
        version: 1,
        title: DEMO_AGREEMENT_TITLE,
        body: DEMO_AGREEMENT_BODY,
        published_by: admin,
        published_at: new Date(now - 60 * 86_400_000),
      })
      .execute();
    await trx
      .insertInto('privacy_agreement_acceptances')
      .values(
        users.map((u, i) => ({
          user_id: u.id,
          version: 1,
          accepted_at: new Date(now - (59 - (i % 50)) * 86_400_000),
          ip_address: '10.10.1.' + String(20 + (i % 200)),
        })),
      )
      .execute();
    for (const [i, e] of employees.entries()) {
      await trx
        .insertInto('sensitive_data_access_log')
        .values({
          user_id: hr,
          kind: i === 1 ? 'Payslip' : 'EmployeeRecord',
          subject_employee_id: e.id,
          detail: i === 1 ? `Payslip of ${e.employee_id}` : `Employee record ${e.employee_id}`,
          ip_address: '10.10.1.31',
          accessed_at: new Date(now - (i + 1) * 3_600_000),
        })
        .execute();
    }
    const discoveredOld = manilaInstant(manilaLocal(new Date(now - 40 * 86_400_000)));
    const discoveredNew = manilaInstant(manilaLocal(new Date(now - 20 * 3_600_000)));
    const year = manilaLocal(discoveredOld).slice(0, 4);
    await trx
      .insertInto('privacy_breaches')
      .values([
        {
          breach_no: formatDocumentNumber('DB', year, 1, 3),
          discovered_at: discoveredOld,
          description: 'A printed list of consumers with their account numbers was left at the teller counter.',
          data_involved: 'Names, account numbers and addresses of 38 consumers',
          subjects_affected: 38,
          measures: 'List retrieved and shredded; tellers reminded of the clean desk rule.',
          commission_notified_at: new Date(discoveredOld.getTime() + 30 * 3_600_000),
          subjects_notified_at: new Date(discoveredOld.getTime() + 50 * 3_600_000),
          status: 'Closed',
          recorded_by: admin,
        },
        {
          breach_no: formatDocumentNumber(
            'DB',
            manilaLocal(discoveredNew).slice(0, 4),
            year === manilaLocal(discoveredNew).slice(0, 4) ? 2 : 1,
            3,
          ),
          discovered_at: discoveredNew,
          description: 'A laptop of the billing section with an unencrypted consumer extract was reported stolen.',
          data_involved: 'Consumer names, addresses and consumption history',
          subjects_affected: 1200,
          measures: 'Police report filed; the account passwords on the laptop were changed.',
          commission_notified_at: null,
          subjects_notified_at: null,
          status: 'Open',
          recorded_by: admin,
        },
      ])
      .execute();
  });
  log(`privacy: agreement v1 accepted by ${users.length} users, 2 breaches`);
}
