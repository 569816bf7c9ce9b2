// The 72-hour notification deadline of a personal data breach (NPC Circular 16-03), pure.
import { BREACH_NOTIFICATION_HOURS, type Breach } from '@ilaw/contracts/privacy/agreement';

export function notifyBy(discoveredAt: Date): Date {
  return new Date(discoveredAt.getTime() + BREACH_NOTIFICATION_HOURS * 3_600_000);
}

/**
 * Met: the NPC and the data subjects were both notified by the deadline. Late: both notified,
 * one after it. Overdue: the deadline passed with a notification still missing. Pending: before it.
 */
export function breachDeadline(
  discoveredAt: Date,
  commissionNotifiedAt: Date | null,
  subjectsNotifiedAt: Date | null,
  now: Date,
): Breach['deadline'] {
  const by = notifyBy(discoveredAt).getTime();
  if (commissionNotifiedAt && subjectsNotifiedAt) {
    return commissionNotifiedAt.getTime() <= by && subjectsNotifiedAt.getTime() <= by ? 'Met' : 'Late';
  }
  return now.getTime() > by ? 'Overdue' : 'Pending';
}

/** 'YYYY-MM-DDTHH:mm' in Manila as an instant. */
export function manilaInstant(local: string): Date {
  return new Date(`${local}:00+08:00`);
}

/** An instant as Manila's 'YYYY-MM-DDTHH:mm'. */
export function manilaLocal(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16);
}
