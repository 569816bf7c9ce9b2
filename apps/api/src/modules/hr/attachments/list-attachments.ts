import { listAttachmentsEndpoint } from '@ilaw/contracts/hr/attachments/list-attachments';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { HR_READERS } from '../access.ts';
import { requireEmployee } from '../family/family-queries.ts';
import { attachmentQuery, toAttachment } from './attachment-queries.ts';

export const listAttachments = defineRoute({
  endpoint: listAttachmentsEndpoint,
  access: anyRole(...HR_READERS),
  async handler({ params, db }) {
    await requireEmployee(db, params.employeeId);
    const rows = await attachmentQuery(db)
      .where('a.employee_id', '=', params.employeeId)
      .orderBy('a.id', 'desc')
      .execute();
    return rows.map(toAttachment);
  },
});
