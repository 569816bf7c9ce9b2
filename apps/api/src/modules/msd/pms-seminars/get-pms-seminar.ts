import { getPmsSeminarEndpoint } from '@ilaw/contracts/msd/pms-seminars/get-pms-seminar';
import { anyRole } from '../../../platform/http/access.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { defineRoute, type HandlerInput } from '../../../platform/http/define-route.ts';
import { NCA_CLERKS } from '../access.ts';
import { loadSeminarDetail } from './pms-seminar-queries.ts';

export const getPmsSeminar = defineRoute({
  endpoint: getPmsSeminarEndpoint,
  access: anyRole(...NCA_CLERKS),
  handler: ({ params, db }: HandlerInput<typeof getPmsSeminarEndpoint, SessionUser>) =>
    loadSeminarDetail(db, params.id),
});
