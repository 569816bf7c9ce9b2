// My work: the published documents addressed to the user that they have not read yet.
import type { WorkCardSource } from '../../platform/dashboard/dashboard-cards.ts';
import { myDocumentRows } from './document-queries.ts';

export const unreadDocuments: WorkCardSource = {
  key: 'documents.unread',
  label: 'Documents to read',
  link: '/user/documents?unread=1',
  roles: [],
  async count(db, user) {
    const row = await myDocumentRows(db, user.id)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('r.read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};
