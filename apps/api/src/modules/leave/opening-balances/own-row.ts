// Separation of duties (decision 014): nobody imports their own opening balance. The importing
// user's own row is refused with the engine's words; the rest of the file posts as usual.
import { OWN_RECORD_CHANGE } from '@ilaw/contracts/approvals/requests/approval-request';

/** The refusal of a row about `rowEmployeeId` when that is the importer's own record, else null. */
export function ownRowRefusal(rowEmployeeId: number, importerEmployeeId: number | null): string | null {
  return importerEmployeeId !== null && rowEmployeeId === importerEmployeeId ? OWN_RECORD_CHANGE : null;
}
