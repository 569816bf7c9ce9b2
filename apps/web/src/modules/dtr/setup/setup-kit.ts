import type { WorkSchedule } from '@ilaw/contracts/dtr/work-schedules/work-schedule';

export const DAY_NAMES = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
export const timeProps = { type: 'time', slotProps: { inputLabel: { shrink: true } } } as const;
export const dateProps = { type: 'date', slotProps: { inputLabel: { shrink: true } } } as const;

export function hours(s: WorkSchedule): string {
  return s.isContinuous ? `${s.amIn}-${s.pmOut}` : `${s.amIn}-${s.amOut ?? ''} / ${s.pmIn ?? ''}-${s.pmOut}`;
}
