// The national holidays of each year as the President proclaimed them (Eid'l Fitr and Eid'l Adha
// are proclaimed separately, when their dates are known, and are added by HR). Data, not rules:
// a new year is one more entry when its proclamation is out.
export interface ProclaimedHoliday {
  date: string;
  name: string;
  kind: 'Regular' | 'SpecialNonWorking';
}

export interface Proclamation {
  year: number;
  source: string;
  holidays: readonly ProclaimedHoliday[];
}

const R = 'Regular' as const;
const S = 'SpecialNonWorking' as const;

export const NATIONAL_HOLIDAYS: readonly Proclamation[] = [
  {
    year: 2025,
    source: 'Proclamation No. 727, s. 2024, and Proclamation No. 729 (27 July)',
    holidays: [
      { date: '2025-01-01', name: "New Year's Day", kind: R },
      { date: '2025-01-29', name: 'Chinese New Year', kind: S },
      { date: '2025-04-09', name: 'Araw ng Kagitingan', kind: R },
      { date: '2025-04-17', name: 'Maundy Thursday', kind: R },
      { date: '2025-04-18', name: 'Good Friday', kind: R },
      { date: '2025-04-19', name: 'Black Saturday', kind: S },
      { date: '2025-05-01', name: 'Labor Day', kind: R },
      { date: '2025-06-12', name: 'Independence Day', kind: R },
      { date: '2025-07-27', name: 'Founding Anniversary of the Iglesia ni Cristo', kind: S },
      { date: '2025-08-21', name: 'Ninoy Aquino Day', kind: S },
      { date: '2025-08-25', name: 'National Heroes Day', kind: R },
      { date: '2025-10-31', name: 'All Saints’ Day Eve', kind: S },
      { date: '2025-11-01', name: 'All Saints’ Day', kind: S },
      { date: '2025-11-30', name: 'Bonifacio Day', kind: R },
      { date: '2025-12-08', name: 'Feast of the Immaculate Conception of Mary', kind: S },
      { date: '2025-12-24', name: 'Christmas Eve', kind: S },
      { date: '2025-12-25', name: 'Christmas Day', kind: R },
      { date: '2025-12-30', name: 'Rizal Day', kind: R },
      { date: '2025-12-31', name: 'Last Day of the Year', kind: S },
    ],
  },
  {
    year: 2026,
    source: 'Proclamation No. 1006, s. 2025',
    holidays: [
      { date: '2026-01-01', name: "New Year's Day", kind: R },
      { date: '2026-02-17', name: 'Chinese New Year', kind: S },
      { date: '2026-04-02', name: 'Maundy Thursday', kind: R },
      { date: '2026-04-03', name: 'Good Friday', kind: R },
      { date: '2026-04-04', name: 'Black Saturday', kind: S },
      { date: '2026-04-09', name: 'Araw ng Kagitingan', kind: R },
      { date: '2026-05-01', name: 'Labor Day', kind: R },
      { date: '2026-06-12', name: 'Independence Day', kind: R },
      { date: '2026-08-21', name: 'Ninoy Aquino Day', kind: S },
      { date: '2026-08-31', name: 'National Heroes Day', kind: R },
      { date: '2026-11-01', name: 'All Saints’ Day', kind: S },
      { date: '2026-11-02', name: 'All Souls’ Day', kind: S },
      { date: '2026-11-30', name: 'Bonifacio Day', kind: R },
      { date: '2026-12-08', name: 'Feast of the Immaculate Conception of Mary', kind: S },
      { date: '2026-12-24', name: 'Christmas Eve', kind: S },
      { date: '2026-12-25', name: 'Christmas Day', kind: R },
      { date: '2026-12-30', name: 'Rizal Day', kind: R },
      { date: '2026-12-31', name: 'Last Day of the Year', kind: S },
    ],
  },
];

/** The proclaimed holidays of a year, or none when its proclamation is not in the data. */
export function proclaimedHolidays(year: number): readonly ProclaimedHoliday[] {
  return NATIONAL_HOLIDAYS.find((p) => p.year === year)?.holidays ?? [];
}
