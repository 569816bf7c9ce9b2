// The kWh a saved reading gives, as the server computes it (docs/decisions/040, "Consumption"):
// (present - previous) x multiplier, or with a new meter (old final - previous) + (present - new
// initial), rounded half away from zero to 2 places. Exact: decimals are scaled bigints, no floats.
import { METER_RESTART_REMARKS } from '@ilaw/contracts/billing/enums';

const SCALE = 6;
const FACTOR = 10n ** BigInt(SCALE);

function toScaled(text: string): bigint | null {
  const m = /^(-)?(\d+)(?:\.(\d{0,6}))?$/.exec(text.trim());
  if (m === null) return null;
  const value = BigInt(m[2] ?? '0') * FACTOR + BigInt((m[3] ?? '').padEnd(SCALE, '0') || '0');
  return m[1] === '-' ? -value : value;
}

/** Rounds a value scaled by 10^12 (product of two scaled numbers) to 2 places, as text. */
function roundProduct(value: bigint): string {
  const unit = FACTOR * FACTOR;
  const hundredths = unit / 100n;
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const rounded = (abs + hundredths / 2n) / hundredths;
  const whole = rounded / 100n;
  const cents = String(rounded % 100n).padStart(2, '0');
  return `${negative && rounded !== 0n ? '-' : ''}${whole}.${cents}`;
}

export interface ReadingForKwh {
  previousReading: string;
  presentReading: string | null;
  multiplier: string;
  remark: number | null;
  newMeterInitial: string | null;
  oldMeterFinal: string | null;
}

/** The kWh of a reading, or null when it has no present reading or a number is not readable. */
export function readingKwh(r: ReadingForKwh): string | null {
  if (r.presentReading === null) return null;
  const present = toScaled(r.presentReading);
  const previous = toScaled(r.previousReading);
  const multiplier = toScaled(r.multiplier);
  if (present === null || previous === null || multiplier === null) return null;
  let registered: bigint;
  if (r.remark !== null && METER_RESTART_REMARKS.includes(r.remark)) {
    const oldFinal = toScaled(r.oldMeterFinal ?? r.previousReading) ?? previous;
    const newInitial = toScaled(r.newMeterInitial ?? '0') ?? 0n;
    registered = oldFinal - previous + (present - newInitial);
  } else {
    registered = present - previous;
  }
  return roundProduct(registered * multiplier);
}
