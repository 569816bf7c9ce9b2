// Intake at member services: the applicant (an existing consumer by account, or a name for a new
// connection), the size asked for; numbered TA-<year>-NNNNNN and sent to TSD for inspection.
import { createTransformerApplicationEndpoint } from '@ilaw/contracts/tsd/transformer-applications/create-transformer-application';
import { ACCOUNT_NOT_FOUND } from '@ilaw/contracts/tsd/transformer-applications/transformer-application';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { billingConsumerById, consumerIdsByAccountNo } from '../../billing/public.ts';
import { APPLICATION_INTAKE } from '../access.ts';
import { loadApplication } from './application-queries.ts';

export const createTransformerApplication = defineRoute({
  endpoint: createTransformerApplicationEndpoint,
  access: anyRole(...APPLICATION_INTAKE),
  async handler({ body, db, actor, user, reply }) {
    if (body.appliedOn > manilaToday()) throw fieldError('appliedOn', 'The date cannot be in the future.');
    const id = await db.transaction().execute(async (trx) => {
      const consumerId =
        body.accountNo === null ? undefined : (await consumerIdsByAccountNo(trx, [body.accountNo])).get(body.accountNo);
      const consumer = consumerId === undefined ? null : await billingConsumerById(trx, consumerId);
      if (body.accountNo !== null && !consumer) throw fieldError('accountNo', ACCOUNT_NOT_FOUND);
      const applicant = body.applicantName ?? consumer?.name ?? null;
      if (applicant === null) throw fieldError('applicantName', 'This field is required.');
      const year = body.appliedOn.slice(0, 4);
      const no = formatDocumentNumber('TA', year, await nextDocumentNumber(trx, 'tsd.transformer-application', year));
      const row = await trx
        .insertInto('tsd_transformer_applications')
        .values({
          application_no: no,
          application_type: body.applicationType,
          applied_on: body.appliedOn,
          applicant_name: applicant,
          consumer_id: consumer?.id ?? null,
          address: body.address,
          contact_no: body.contactNo,
          branch_code: body.branchCode,
          requested_kva: body.requestedKva,
          phase: body.phase,
          ownership: body.ownership,
          purpose: body.purpose,
          created_by: user.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        entityType: 'tsd-transformer-application',
        entityId: row.id,
        action: 'created',
        newValues: { applicationNo: no, ...body },
      });
      return row.id;
    });
    reply.code(201);
    return loadApplication(db, user, id);
  },
});
