// The columns of an application from its fields, shared by filing and correcting: the branch and
// the seminar chosen must exist (the seminar with a seat left when newly chosen).
import type { connectionApplicationFields } from '@ilaw/contracts/msd/connection-applications/connection-application';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/schema.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { requireSeat } from '../pms-seminars/pms-seminar-queries.ts';

type Fields = z.output<typeof connectionApplicationFields>;

export async function applicationColumns(trx: Transaction<Database>, f: Fields, currentSeminarId: number | null) {
  const branch = await trx.selectFrom('branches').select('code').where('code', '=', f.branchCode).executeTakeFirst();
  if (!branch) throw fieldError('branchCode', 'The branch does not exist.');
  if (f.pmsSeminarId !== null && f.pmsSeminarId !== currentSeminarId) {
    await requireSeat(trx, f.pmsSeminarId, 'pmsSeminarId');
  }
  return {
    applicant_type: f.applicantType,
    capacity: f.capacity,
    applicant_name: f.applicantName,
    spouse_name: f.spouseName,
    juridical_name: f.juridicalName,
    contact_no: f.contactNo,
    branch_code: f.branchCode,
    town: f.town,
    barangay: f.barangay,
    address: f.address,
    location_type: f.locationType,
    load_kw: f.loadKw,
    documents: f.documents,
    pms_seminar_id: f.pmsSeminarId,
  };
}
