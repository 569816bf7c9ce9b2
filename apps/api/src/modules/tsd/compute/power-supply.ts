// Power bought (DOMAIN.md 4.3 item 7): interval readings summed into days (energy) with the day's
// peak (demand), and the month's system loss % = (purchased − billed − company use) / purchased,
// against the cap in force (GUESS formula, as DOMAIN.md marks it).
import { Decimal } from 'decimal.js';

export interface IntervalReading {
  meteringPoint: string;
  date: string;
  kwh: string;
  kw: string;
}

export interface DayTotal {
  meteringPoint: string;
  date: string;
  energyKwh: string;
  peakDemandKw: string;
  intervals: number;
}

/** One total per metering point and day, in point then date order. */
export function dailyTotals(readings: readonly IntervalReading[]): DayTotal[] {
  const days = new Map<string, { point: string; date: string; kwh: Decimal; kw: Decimal; n: number }>();
  for (const r of readings) {
    const key = `${r.meteringPoint}\u0000${r.date}`;
    const d = days.get(key) ?? { point: r.meteringPoint, date: r.date, kwh: new Decimal(0), kw: new Decimal(0), n: 0 };
    d.kwh = d.kwh.plus(r.kwh);
    d.kw = Decimal.max(d.kw, r.kw);
    d.n += 1;
    days.set(key, d);
  }
  return [...days.values()]
    .sort((a, b) => a.point.localeCompare(b.point) || a.date.localeCompare(b.date))
    .map((d) => ({
      meteringPoint: d.point,
      date: d.date,
      energyKwh: d.kwh.toFixed(3),
      peakDemandKw: d.kw.toFixed(3),
      intervals: d.n,
    }));
}

export function systemLoss(purchasedKwh: string, billedKwh: string, companyUseKwh: string, capPct: string) {
  const purchased = new Decimal(purchasedKwh);
  const loss = purchased.minus(billedKwh).minus(companyUseKwh);
  const pct = purchased.isZero() ? null : loss.div(purchased).times(100);
  return {
    systemLossKwh: loss.toFixed(3),
    systemLossPct: pct === null ? null : pct.toDecimalPlaces(2).toFixed(2),
    overCap: pct !== null && pct.gt(capPct),
  };
}
