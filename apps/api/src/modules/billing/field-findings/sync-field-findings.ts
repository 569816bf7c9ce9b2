// Findings recorded without signal (decision 114), each claimed by its key in its own transaction
// with its photos (platform/field-sync) and recorded by the screen's recordFinding.
import { syncFieldFindingsEndpoint } from '@ilaw/contracts/billing/field-findings/sync-field-findings';
import { syncFieldRecords } from '../../../platform/field-sync/field-sync.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { FINDING_RECORD } from '../access.ts';
import { recordFinding } from './create-field-finding.ts';

export const syncFieldFindings = defineRoute({
  endpoint: syncFieldFindingsEndpoint,
  access: FINDING_RECORD,
  async handler({ body, db, actor, user }) {
    const results = await syncFieldRecords(db, {
      scope: 'billing.field-finding',
      userId: user.id,
      records: body.records,
      describe: (r) => r.accountNo ?? r.locationText,
      async post(trx, record, photoFileIds) {
        const { photoKeys: _photos, key: _key, foundAt, ...fields } = record;
        const done = await recordFinding(trx, actor, user.id, fields, photoFileIds, new Date(foundAt));
        return { reference: done.findingNo };
      },
    });
    return { results };
  },
});
