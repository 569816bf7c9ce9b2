// Pure rules of travel orders: the TO number, the days a travel covers, and which other orders a
// traveller's dates collide with (a person is not on two pending or approved travels at once).
export interface TravelSpan {
  toNumber: string;
  employeeId: number;
  dateFrom: string;
  dateTo: string;
}

/** 'TO-2026-0007': the travel year and its sequence. */
export function travelOrderNumber(year: number, seq: number): string {
  return `TO-${year}-${String(seq).padStart(4, '0')}`;
}

/** The year a travel order is numbered in: the year its travel starts. */
export function travelYear(dateFrom: string): number {
  return Number(dateFrom.slice(0, 4));
}

/** Calendar days from the first to the last day, both counted. */
export function travelDays(dateFrom: string, dateTo: string): number {
  const ms = Date.parse(`${dateTo}T00:00:00Z`) - Date.parse(`${dateFrom}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

/** Two inclusive date ranges share at least one day. */
export function rangesOverlap(
  a: { dateFrom: string; dateTo: string },
  b: { dateFrom: string; dateTo: string },
): boolean {
  return a.dateFrom <= b.dateTo && b.dateFrom <= a.dateTo;
}

/** The first other travel of one of these travellers that shares a day with the range. */
export function firstCollision(
  range: { dateFrom: string; dateTo: string },
  travellerIds: readonly number[],
  others: readonly TravelSpan[],
): TravelSpan | null {
  const ids = new Set(travellerIds);
  return (
    [...others]
      .sort((a, b) => (a.dateFrom < b.dateFrom ? -1 : a.dateFrom > b.dateFrom ? 1 : a.employeeId - b.employeeId))
      .find((o) => ids.has(o.employeeId) && rangesOverlap(range, o)) ?? null
  );
}

/** Each day of the range, 'YYYY-MM-DD'. */
export function daysOf(dateFrom: string, dateTo: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${dateFrom}T00:00:00Z`); t <= Date.parse(`${dateTo}T00:00:00Z`); t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}
