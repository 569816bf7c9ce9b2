// The parts of CSC Form 6 (Revised 2020) that are data: the leave types of 6.A with their legal
// bases, in the form's order, and which of the cooperative's leave types ticks which box.
import type { ReportSignatory } from '#web/shared/print/ReportPrintPack.tsx';

export interface Form6LeaveType {
  /** The cooperative's leave type code this box stands for (none for boxes no type maps to). */
  code: string | null;
  label: string;
  basis: string;
}

const OMNIBUS = 'Rule XVI, Omnibus Rules Implementing E.O. No. 292';

export const FORM6_LEAVE_TYPES: readonly Form6LeaveType[] = [
  { code: 'VL', label: 'Vacation Leave', basis: `Sec. 51, ${OMNIBUS}` },
  { code: null, label: 'Mandatory/Forced Leave', basis: `Sec. 25, ${OMNIBUS}` },
  { code: 'SL', label: 'Sick Leave', basis: `Sec. 43, ${OMNIBUS}` },
  { code: 'ML', label: 'Maternity Leave', basis: 'R.A. No. 11210 / IRR issued by CSC, DOLE and SSS' },
  { code: 'PL', label: 'Paternity Leave', basis: 'R.A. No. 8187 / CSC MC No. 71, s. 1998, as amended' },
  { code: 'SPL', label: 'Special Privilege Leave', basis: `Sec. 21, ${OMNIBUS}` },
  { code: 'SPAR', label: 'Solo Parent Leave', basis: 'RA No. 8972 / CSC MC No. 8, s. 2004' },
  { code: 'STL', label: 'Study Leave', basis: `Sec. 68, ${OMNIBUS}` },
  { code: 'VAWC', label: '10-Day VAWC Leave', basis: 'RA No. 9262 / CSC MC No. 15, s. 2005' },
  { code: null, label: 'Rehabilitation Privilege', basis: `Sec. 55, ${OMNIBUS}` },
  { code: null, label: 'Special Leave Benefits for Women', basis: 'RA No. 9710 / CSC MC No. 25, s. 2010' },
  { code: 'CL', label: 'Special Emergency (Calamity) Leave', basis: 'CSC MC No. 2, s. 2012, as amended' },
  { code: null, label: 'Adoption Leave', basis: 'R.A. No. 8552' },
];

/** Whether a type has its own box; otherwise it is written on the "Others" line. */
export const hasOwnBox = (code: string) => FORM6_LEAVE_TYPES.some((t) => t.code === code);

/**
 * Who signs 7.B and 7.C/D, from the application's sign-off (useDocumentSignatories): the final
 * approver signs 7.C once approved; everyone approving before recommends (7.B). A disapproval is
 * not in the sign-off's printed signatures, so a disapproved form leaves 7.D's name to the pen.
 */
export function form6Signers(
  signatories: readonly ReportSignatory[] | undefined,
  approved: boolean,
): { recommending: ReportSignatory[]; approving: ReportSignatory | undefined } {
  const approvers = (signatories ?? []).filter((s) => s.title !== 'Prepared by');
  if (!approved) return { recommending: approvers, approving: undefined };
  return { recommending: approvers.slice(0, -1), approving: approvers.at(-1) };
}
