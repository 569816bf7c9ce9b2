// When the daily backup runs next: the next HH:MM on the cooperative's clock (Manila, UTC+8 with
// no daylight saving) strictly after `now`.
const MANILA_OFFSET_MS = 8 * 3_600_000;

export function nextDailyRun(now: Date, at: string): Date {
  const [hh, mm] = at.split(':').map(Number) as [number, number];
  const manilaNow = new Date(now.getTime() + MANILA_OFFSET_MS);
  const candidate = Date.UTC(manilaNow.getUTCFullYear(), manilaNow.getUTCMonth(), manilaNow.getUTCDate(), hh, mm);
  const next = candidate > manilaNow.getTime() ? candidate : candidate + 86_400_000;
  return new Date(next - MANILA_OFFSET_MS);
}

/** A backup older than this (or a failed last one) is a warning on the administrator's dashboard. */
export const BACKUP_STALE_MS = 26 * 3_600_000;
