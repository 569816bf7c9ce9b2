import { listAgreementsEndpoint } from '@ilaw/contracts/privacy/list-agreements';
import { sql } from 'kysely';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { PRIVACY_ADMIN } from '../access.ts';
import { agreementRows, toAgreement } from './agreement-queries.ts';

export const listAgreements = defineRoute({
  endpoint: listAgreementsEndpoint,
  access: PRIVACY_ADMIN,
  async handler({ db }) {
    const rows = await agreementRows(db)
      .select(
        sql<number>`(SELECT count(*) FROM privacy_agreement_acceptances x WHERE x.version = a.version)::int`.as(
          'acceptances',
        ),
      )
      .orderBy('a.version', 'desc')
      .execute();
    return {
      items: rows.map((r, i) => ({ ...toAgreement(r), acceptances: Number(r.acceptances), current: i === 0 })),
    };
  },
});
