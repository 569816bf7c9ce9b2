import { getJobEndpoint } from '@ilaw/contracts/platform/jobs';
import { SIGNED_IN } from '../../platform/http/access.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { notFound } from '../../platform/http/errors.ts';

export const getJob = defineRoute({
  endpoint: getJobEndpoint,
  access: SIGNED_IN,
  async handler({ params, db, user }) {
    const job = await db.selectFrom('jobs').selectAll().where('id', '=', params.id).executeTakeFirst();
    // Someone else's job answers as missing, so ids cannot be probed.
    if (!job || (job.created_by !== user.id && !user.roles.includes('Admin'))) throw notFound('The job was not found.');
    return {
      id: job.id,
      kind: job.kind,
      status: job.status,
      progressDone: job.progress_done,
      progressTotal: job.progress_total,
      messages: job.messages,
      result: job.result,
      error: job.error,
      attempts: job.attempts,
      createdAt: job.created_at.toISOString(),
      startedAt: job.started_at?.toISOString() ?? null,
      finishedAt: job.finished_at?.toISOString() ?? null,
    };
  },
});
