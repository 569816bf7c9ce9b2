import { listMailOutboxEndpoint } from '@ilaw/contracts/platform/mail-outbox';
import { paginate } from '../../platform/db/paging.ts';
import { anyRole } from '../../platform/http/access.ts';
import { defineRoute } from '../../platform/http/define-route.ts';

export const listMailOutbox = defineRoute({
  endpoint: listMailOutboxEndpoint,
  access: anyRole('Admin'),
  async handler({ query, db }) {
    return paginate(db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc'), query, (r) => ({
      id: r.id,
      createdAt: r.created_at.toISOString(),
      toAddress: r.to_address,
      subject: r.subject,
      body: r.body,
      sentAt: r.sent_at?.toISOString() ?? null,
      error: r.error,
    }));
  },
});
