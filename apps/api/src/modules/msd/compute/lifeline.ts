// Lifeline (RA 11552 and its IRR; DOMAIN.md 3.1): who qualifies, the decision's deadline of two
// working days, and the one-account-per-household rule (decision 072).
import { LifelineBasis } from '@ilaw/contracts/msd/enums';

export const LIFELINE_MESSAGES = {
  residentialOnly: 'Only a residential account may be tagged a lifeliner.',
  netMetering: 'A net-metering consumer is disqualified.',
  pilferage: 'A violator of RA 7832 (anti-pilferage) is disqualified.',
  socializedHousing: 'Government socialized housing is disqualified.',
  certificateOld: 'The social-welfare certification must be issued within six months of the application.',
  certificateFuture: 'The certification date cannot be after the application.',
  householdTaken: (accountNo: string) => `This household is already a lifeliner on account ${accountNo}.`,
  accountTaken: 'This account already has a lifeline application pending or approved.',
  ownDecision: 'You filed this application; another officer decides it.',
  notPending: 'Only a pending application is decided.',
  notApproved: 'Only an approved lifeliner is ended.',
  inactive: 'Only an active account may be tagged a lifeliner.',
} as const;

export interface LifelineCase {
  basis: LifelineBasis;
  consumerClass: string;
  accountStatus: number;
  filedOn: string;
  certificateDate: string | null;
  netMetering: boolean;
  pilferageViolation: boolean;
  socializedHousing: boolean;
}

const addMonths = (day: string, months: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
};

/** Why the application is not eligible (the first reason), or null. */
export function lifelineIneligibility(c: LifelineCase): string | null {
  if (c.consumerClass !== 'R') return LIFELINE_MESSAGES.residentialOnly;
  if (c.accountStatus !== 1) return LIFELINE_MESSAGES.inactive;
  if (c.netMetering) return LIFELINE_MESSAGES.netMetering;
  if (c.pilferageViolation) return LIFELINE_MESSAGES.pilferage;
  if (c.socializedHousing) return LIFELINE_MESSAGES.socializedHousing;
  if (c.basis === LifelineBasis.SocialWelfare && c.certificateDate !== null) {
    if (c.certificateDate > c.filedOn) return LIFELINE_MESSAGES.certificateFuture;
    if (addMonths(c.certificateDate, 6) < c.filedOn) return LIFELINE_MESSAGES.certificateOld;
  }
  return null;
}

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The decision's due date: the second working day after the day filed (Monday to Friday, not a
 * holiday; Saturday when the office works it), as the IRR's "within 2 working days".
 */
export function lifelineDecisionDue(filedOn: string, holidays: ReadonlySet<string>, saturdayIsWorkday = false): string {
  let day = filedOn;
  let left = 2;
  while (left > 0) {
    day = nextDay(day);
    const w = weekday(day);
    const working = w !== 0 && (w !== 6 || saturdayIsWorkday) && !holidays.has(day);
    if (working) left -= 1;
  }
  return day;
}
