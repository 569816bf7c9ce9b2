// The data sheet's signing (decision 081): the engine's handler, and the guard that keeps a sheet
// sent for signing (pending or signed) from having its results changed.
import { DATA_SHEET_DOCUMENT, SHEET_SIGNED } from '@ilaw/contracts/tsd/data-sheets/data-sheet';
import type { Transaction } from 'kysely';
import type { ApprovalHandler } from '../../../platform/approvals/engine.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { TRANSFORMER_READERS } from '../access.ts';

export async function assertNotSigned(trx: Transaction<Database>, sheetId: number): Promise<void> {
  const open = await trx
    .selectFrom('approval_requests')
    .select('id')
    .where('document_type', '=', DATA_SHEET_DOCUMENT)
    .where('document_id', '=', sheetId)
    .where('status', 'in', ['Pending', 'Approved'])
    .executeTakeFirst();
  if (open) throw conflict(SHEET_SIGNED);
}

export const dataSheetApprovals: ApprovalHandler = {
  documentType: DATA_SHEET_DOCUMENT,
  readerRoles: TRANSFORMER_READERS,
  async onApproved(trx, { request }) {
    await trx
      .updateTable('tsd_data_sheets')
      .set({ signed_at: new Date() })
      .where('id', '=', request.documentId)
      .execute();
  },
  // A refusal or a withdrawal leaves the sheet to be corrected and sent again.
  async onRejected() {},
  async onWithdrawn() {},
};
